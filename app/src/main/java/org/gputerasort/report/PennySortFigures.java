package org.gputerasort.report;

/**
 * The PennySort figures of one benchmark, as the report prints them: the
 * price and rule they rest on, the per-penny figures, and the labelled
 * extrapolation to one penny's worth of records.
 */
public record PennySortFigures(double priceUsd, double secondsPerPenny, double recordsPerPenny, double gbPerPenny,
        Category category, String rule, double depreciationSeconds, SystemPrice price, Extrapolation extrapolation) {
}

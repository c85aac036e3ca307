package org.gputerasort.report;

import java.util.Locale;

import org.gputerasort.record.RecordFormat;

/**
 * PennySort arithmetic: how many seconds of a system one US cent buys, and so
 * how much a measured sort rate would sort in that time.
 *
 * <p>The SortBenchmark rules depreciate the list price over 3 years, so one
 * penny buys 94,608,000 s / (price in cents) = 946,080 s / (price in USD).
 * The GPUTeraSort paper's Table 1 budgets 1,000,000 s / price (648 s for its
 * $1,543 PC), about 5.7% more generous; {@link #PAPER_DEPRECIATION_SECONDS}
 * reproduces it. The rule used is always named in the report.
 *
 * @param depreciationSeconds seconds over which the whole price is spent (one penny buys
 *     {@code depreciationSeconds / (price in cents)})
 */
public record PennySort(SystemPrice price, double depreciationSeconds) {
    /** The SortBenchmark rule: 3 years of 365 days. */
    public static final double SORT_BENCHMARK_DEPRECIATION_SECONDS = 3 * 365 * 86_400.0;
    /** The GPUTeraSort paper's Table 1: 1,000,000 s per dollar, i.e. 100,000,000 s per cent. */
    public static final double PAPER_DEPRECIATION_SECONDS = 100_000_000.0;

    public PennySort {
        if (!(depreciationSeconds > 0) || Double.isInfinite(depreciationSeconds)) {
            throw new IllegalArgumentException("depreciation seconds must be > 0; got " + depreciationSeconds);
        }
    }

    /** The rule of the SortBenchmark pages (3-year depreciation). */
    public static PennySort sortBenchmarkRule(SystemPrice price) {
        return new PennySort(price, SORT_BENCHMARK_DEPRECIATION_SECONDS);
    }

    public double priceUsd() {
        return price.totalUsd();
    }

    /** The time budget of one cent: depreciation seconds / price in cents. */
    public double secondsPerPenny() {
        return depreciationSeconds / (priceUsd() * 100);
    }

    /** Records one penny sorts at the measured rate: records × seconds-per-penny / sort seconds. */
    public double recordsPerPenny(long records, double sortSeconds) {
        if (!(sortSeconds > 0)) {
            throw new IllegalArgumentException("sort seconds must be > 0; got " + sortSeconds);
        }
        return records * secondsPerPenny() / sortSeconds;
    }

    /** Decimal gigabytes (10^9 bytes) one penny sorts: records per penny × 100 bytes / 1e9. */
    public double gbPerPenny(long records, double sortSeconds) {
        return recordsPerPenny(records, sortSeconds) * RecordFormat.RECORD_SIZE / 1e9;
    }

    /** Which rule {@link #depreciationSeconds} is, in words fit for the report. */
    public String rule() {
        if (depreciationSeconds == SORT_BENCHMARK_DEPRECIATION_SECONDS) {
            return "SortBenchmark rules: price depreciated over 3 years (94,608,000 s; 946,080 s per dollar)";
        }
        if (depreciationSeconds == PAPER_DEPRECIATION_SECONDS) {
            return "GPUTeraSort paper, Table 1: 1,000,000 s per dollar (100,000,000 s; 5.7% more generous than the rules)";
        }
        return String.format(Locale.ROOT, "custom: price depreciated over %,.0f s (%.2f years; --depreciation-seconds)",
                depreciationSeconds, depreciationSeconds / SORT_BENCHMARK_DEPRECIATION_SECONDS * 3);
    }

    /** All PennySort figures of a workload sorted in {@code sortSeconds}. */
    public PennySortFigures figures(Workload workload, double sortSeconds) {
        double recordsPerPenny = recordsPerPenny(workload.records(), sortSeconds);
        return new PennySortFigures(priceUsd(), secondsPerPenny(), recordsPerPenny,
                recordsPerPenny * RecordFormat.RECORD_SIZE / 1e9, workload.category(), rule(), depreciationSeconds,
                price, Extrapolation.of(workload.records(), recordsPerPenny));
    }
}

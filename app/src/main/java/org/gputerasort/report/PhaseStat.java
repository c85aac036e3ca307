package org.gputerasort.report;

/**
 * One timed phase of a job (generate, sort phase 1, phase 2, validate ...):
 * the figures every report, table and chart is made of.
 */
public record PhaseStat(String name, double seconds, long bytes) {
    /** Decimal megabytes (10^6 bytes) per second, as disk and SortBenchmark figures are quoted; 0 for an instant phase. */
    public double mbPerSec() {
        return seconds > 0 ? bytes / 1e6 / seconds : 0;
    }
}

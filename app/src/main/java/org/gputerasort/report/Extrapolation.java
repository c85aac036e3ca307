package org.gputerasort.report;

/**
 * "How many records would fit one penny", projected linearly from the
 * measured rate. It is not a measurement: an input of that size may need
 * another sort plan (two passes instead of one, more disk traffic), so a
 * PennySort claim must sort {@link #suggestedRecords} records for real.
 *
 * @param measuredRecords records actually sorted
 * @param projectedRecords records one penny would sort at the measured rate
 * @param factor projected / measured: how far the figure is extrapolated (below 1: scaled down)
 * @param suggestedRecords the projection rounded down to 3 significant digits, a size to run next
 */
public record Extrapolation(long measuredRecords, long projectedRecords, double factor, long suggestedRecords) {
    static Extrapolation of(long measuredRecords, double recordsPerPenny) {
        long projected = Math.round(Math.min(recordsPerPenny, Long.MAX_VALUE / 100.0));
        double factor = measuredRecords > 0 ? projected / (double) measuredRecords : 0;
        return new Extrapolation(measuredRecords, projected, factor, threeSignificantDigits(projected));
    }

    /** Whether the projection goes beyond what was measured (more than 1% away from it). */
    public boolean extrapolated() {
        return Math.abs(factor - 1) > 0.01;
    }

    static long threeSignificantDigits(long n) {
        if (n < 1000) {
            return n;
        }
        long scale = 1;
        while (n / scale >= 1000) {
            scale *= 10;
        }
        return n / scale * scale;
    }
}

package org.gputerasort.report;

import java.util.List;

/**
 * One generate → sort → validate run of a benchmark.
 *
 * @param phases the timed phases in order (see {@link PhaseNames})
 * @param sortSeconds the timed sort alone, input to output; the PennySort figures rest on it
 * @param totalSeconds the whole run, generation and validation included
 * @param validated whether valsort found the output sorted with the input's checksum
 * @param checksum the output's 128-bit record checksum in hex, as valsort prints it
 */
public record RunResult(List<PhaseStat> phases, double sortSeconds, double totalSeconds, boolean validated,
        String checksum) {
    public RunResult {
        phases = List.copyOf(phases);
        if (!(sortSeconds > 0) || Double.isInfinite(sortSeconds)) {
            throw new IllegalArgumentException("sort seconds must be > 0; got " + sortSeconds);
        }
        if (!(totalSeconds >= sortSeconds)) {
            throw new IllegalArgumentException("total seconds " + totalSeconds + " must be >= sort seconds " + sortSeconds);
        }
        checksum = checksum == null ? "" : checksum;
    }

    /** Sort rate in decimal MB/s for an input of {@code bytes}. */
    public double sortMbPerSec(long bytes) {
        return bytes / 1e6 / sortSeconds;
    }
}

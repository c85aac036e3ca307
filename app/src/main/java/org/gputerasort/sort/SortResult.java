package org.gputerasort.sort;

import java.util.List;

import org.gputerasort.record.UInt128;
import org.gputerasort.report.PhaseStat;

/**
 * What a finished sort did: the figures its report, stats file and the
 * benchmark are made of.
 *
 * @param phases        the timed phases in order (one pass, or phase 1 and phase 2)
 * @param stages        busy time of the pipeline stages inside the phases (read, sort keys, write ...)
 * @param runs          runs written in phase 1 (0 for one pass)
 * @param verified      order and checksum were checked while writing
 */
public record SortResult(long records, String sorter, boolean onePass, int runs, int intermediatePasses,
                         List<PhaseStat> phases, List<PhaseStat> stages, double totalSeconds, UInt128 checksum,
                         boolean verified, long memoryBytes, int threads) {
    public long bytes() {
        return records * 100;
    }
}

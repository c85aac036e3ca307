package org.gputerasort.sort;

import org.gputerasort.io.BadInputException;
import org.gputerasort.io.Sizes;
import org.gputerasort.record.RecordFormat;

/**
 * How a sort will use its memory budget: one pass when the input fits, else
 * the run size of phase 1 and the buffer sizes and fan-in of phase 2. All
 * sizes derive from the budget; none is hard-coded.
 *
 * @param onePass        the whole input is sorted in memory
 * @param runRecords     records per run (phase 1) or the whole input (one pass)
 * @param runBuffers     run buffers in flight in phase 1 (reader, sorter, writer each hold one)
 * @param ioBufferBytes  staging buffer for writes (per writing thread)
 * @param mergeRanges    key ranges merged in parallel in phase 2
 * @param fanIn          most runs one merge reads at once
 */
public record SortPlan(boolean onePass, int runRecords, int runBuffers, int ioBufferBytes, int mergeRanges, int fanIn) {
    /** Bytes per record held while a run is in memory: the record, its packed key, and the sorter's scratch copy. */
    static final int BYTES_PER_RECORD_IN_RUN = RecordFormat.RECORD_SIZE + 16;
    static final int SCRATCH_PER_RECORD = 16;
    /** Smallest prefetch buffer per run in a merge: below it reads become seeks. */
    static final int MIN_PREFETCH = 64 * 1024;
    /** Cap on one run: the packed keys of a run live in one long[] (2^31 - 1 elements). */
    static final int MAX_RUN_RECORDS = (Integer.MAX_VALUE - 8) / 2;

    public static SortPlan of(long records, long memory, int threads, int maxFanIn) throws BadInputException {
        int io = (int) Math.max(64 * 1024, Math.min(8L << 20, memory / 16 / Math.max(1, threads)));
        long ioTotal = (long) io * threads * 2;
        long perRecordOnePass = BYTES_PER_RECORD_IN_RUN + SCRATCH_PER_RECORD;
        if (records * perRecordOnePass + ioTotal <= memory && records <= MAX_RUN_RECORDS) {
            return new SortPlan(true, (int) Math.max(records, 0), 1, io, threads, 0);
        }
        int buffers = 3;
        long runRecords = (memory - ioTotal - 2L * io) / (buffers * (long) BYTES_PER_RECORD_IN_RUN + SCRATCH_PER_RECORD);
        runRecords = Math.min(runRecords, MAX_RUN_RECORDS);
        if (runRecords < 1000) {
            long needed = 1000L * (buffers * BYTES_PER_RECORD_IN_RUN + SCRATCH_PER_RECORD) + ioTotal + 2L * io;
            throw new BadInputException("memory budget " + Sizes.format(memory) + " is too small: a run needs at least "
                    + Sizes.format(needed) + " (give --memory a larger value)");
        }
        long runs = (records + runRecords - 1) / runRecords;
        long perRange = memory / threads - 2L * io;
        int fan = (int) Math.max(2, perRange / (2L * MIN_PREFETCH));
        if (maxFanIn > 0) {
            fan = Math.min(fan, Math.max(2, maxFanIn));
        }
        return new SortPlan(false, (int) runRecords, buffers, io, threads, (int) Math.min(fan, Math.max(2, runs)));
    }

    /** Prefetch buffer per run reader when {@code k} runs are merged by each of {@code ranges} merges at once. */
    public int prefetchBytes(long memory, int k, int ranges) {
        long perRange = memory / ranges - 2L * ioBufferBytes;
        long b = perRange / (2L * k);
        b = Math.max(MIN_PREFETCH, Math.min(8L << 20, b));
        return (int) (b / RecordFormat.RECORD_SIZE * RecordFormat.RECORD_SIZE);
    }
}

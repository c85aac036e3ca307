package org.gputerasort.report;

import org.gputerasort.record.RecordFormat;

/**
 * What a benchmark sorted: how many 100-byte records and which kind of keys.
 * Every run of one benchmark sorts the same workload.
 */
public record Workload(long records, boolean ascii, boolean skew) {
    public Workload {
        if (records < 0 || records > Long.MAX_VALUE / RecordFormat.RECORD_SIZE) {
            throw new IllegalArgumentException("records must be in 0.." + Long.MAX_VALUE / RecordFormat.RECORD_SIZE
                    + "; got " + records);
        }
    }

    /** Input size in bytes: records × 100. */
    public long bytes() {
        return records * RecordFormat.RECORD_SIZE;
    }

    public Category category() {
        return Category.of(skew);
    }

    /** e.g. "binary keys, uniform" — the kind of input in words. */
    public String describeKeys() {
        return (ascii ? "ASCII" : "binary") + " keys, " + (skew ? "skewed" : "uniform");
    }
}

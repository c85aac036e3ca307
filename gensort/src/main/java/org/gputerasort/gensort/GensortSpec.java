package org.gputerasort.gensort;

import org.gputerasort.record.UInt128;

/**
 * What to generate: the reference gensort's parameters, already validated.
 *
 * @param start     first record number (-b)
 * @param count     number of records
 * @param kind      binary or ASCII (-a)
 * @param skew      skewed keys (-s)
 * @param threads   generator threads (-t); the output does not depend on it
 * @param checksum  compute the checksum (-c)
 */
public record GensortSpec(UInt128 start, long count, RecordKind kind, boolean skew, int threads, boolean checksum) {
    public GensortSpec {
        if (count < 0) {
            throw new IllegalArgumentException("record count must be >= 0; got " + count);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1; got " + threads);
        }
    }
}

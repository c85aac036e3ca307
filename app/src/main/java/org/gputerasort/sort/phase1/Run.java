package org.gputerasort.sort.phase1;

import java.nio.file.Path;

import org.gputerasort.record.UInt128;

/**
 * A sorted run on a temp disk, with what the merger needs to know without
 * reading it: its size, checksum, and a sample of its keys (every
 * {@code records / samples}-th key, packed as in the key sorters) from which
 * the merger picks the splitters of its parallel key ranges.
 *
 * @param samples pairs (hi, lo) where lo holds key bytes 8..9 in its top 16 bits
 */
public record Run(Path path, long records, UInt128 checksum, long[] samples) {
    public int sampleCount() {
        return samples.length / 2;
    }
}

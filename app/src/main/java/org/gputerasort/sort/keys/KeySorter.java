package org.gputerasort.sort.keys;

/**
 * Sorts the packed keys of one run. The contract is shared by the CPU and the
 * GPU sorters so that the sort engine never cares which one it has: keys are
 * packed by {@link PackedKeys} as two longs per record, and sorting them as
 * unsigned 128-bit numbers puts the records in key order, ties in index
 * order. Implementations may hold native memory, hence {@link AutoCloseable}.
 */
public interface KeySorter extends AutoCloseable {
    /** A short name for stats and messages, e.g. {@code cpu-radix} or {@code gpu-hybrid (NVIDIA H100)}. */
    String name();

    /**
     * Sorts {@code packed[0 .. 2n)} in place: pair i is (packed[2i], packed[2i+1]),
     * compared as an unsigned 128-bit number (hi first).
     */
    void sort(long[] packed, int n);

    @Override
    default void close() {
    }
}

package org.gputerasort.sort.keys;

import java.util.Optional;

/**
 * Proves that a sorter's output is the sorted input without sorting again:
 * the output is in unsigned (hi, lo) order and is a permutation of the input,
 * matched through the record index in lo. Since the sorted order of a
 * multiset is unique, this is the same verdict as comparing with a reference
 * sort, in O(n) time; it needs the indices of the input to be distinct and
 * below n, which is how {@link PackedKeys} packs a run.
 */
public final class KeyOrderCheck {
    private KeyOrderCheck() {
    }

    /** Empty when {@code output[0..2n)} is {@code input[0..2n)} sorted; otherwise what is wrong, first. */
    public static Optional<String> verify(long[] input, long[] output, int n) {
        int[] positionOfIndex = new int[n];
        java.util.Arrays.fill(positionOfIndex, -1);
        for (int p = 0; p < n; p++) {
            long idx = input[2 * p + 1] & PackedKeys.INDEX_MASK;
            if (idx >= n || positionOfIndex[(int) idx] >= 0) {
                throw new IllegalArgumentException("input index " + idx + " at pair " + p + " is not a distinct index below " + n);
            }
            positionOfIndex[(int) idx] = p;
        }
        boolean[] seen = new boolean[n];
        for (int i = 0; i < n; i++) {
            long hi = output[2 * i];
            long lo = output[2 * i + 1];
            long idx = lo & PackedKeys.INDEX_MASK;
            if (idx >= n) {
                return Optional.of("pair " + i + " has index " + idx + ", not below " + n);
            }
            int p = positionOfIndex[(int) idx];
            if (seen[(int) idx]) {
                return Optional.of("pair " + i + ": index " + idx + " appears twice");
            }
            seen[(int) idx] = true;
            if (input[2 * p] != hi || input[2 * p + 1] != lo) {
                return Optional.of("pair " + i + " (index " + idx + ") differs from the input pair " + p);
            }
            if (i > 0 && PackedKeys.compare(output[2 * i - 2], output[2 * i - 1], hi, lo) > 0) {
                return Optional.of("pairs " + (i - 1) + " and " + i + " are out of order");
            }
        }
        return Optional.empty();
    }

    /** Empty when the first 2n longs are equal; otherwise the first differing pair. */
    public static Optional<String> sameAs(long[] expected, long[] actual, int n) {
        for (int i = 0; i < 2 * n; i++) {
            if (expected[i] != actual[i]) {
                return Optional.of(String.format("pair %d: expected (%016x, %016x), got (%016x, %016x)", i / 2,
                        expected[i & ~1], expected[i | 1], actual[i & ~1], actual[i | 1]));
            }
        }
        return Optional.empty();
    }
}

package org.gputerasort.record;

import java.util.Arrays;

/**
 * The layout of a SortBenchmark record: 100 bytes whose first 10 are the key,
 * compared as unsigned bytes. Every module reads sizes and key order from here
 * so that no other place hard-codes them.
 */
public final class RecordFormat {
    public static final int RECORD_SIZE = 100;
    public static final int KEY_SIZE = 10;

    private RecordFormat() {
    }

    /** Unsigned (memcmp) comparison of the keys at {@code a[ai]} and {@code b[bi]}. */
    public static int compareKeys(byte[] a, int ai, byte[] b, int bi) {
        return Arrays.compareUnsigned(a, ai, ai + KEY_SIZE, b, bi, bi + KEY_SIZE);
    }

    /** ASCII case-insensitive comparison of two keys, as {@code valsort -i} orders them. */
    public static int compareKeysIgnoreCase(byte[] a, int ai, byte[] b, int bi) {
        for (int i = 0; i < KEY_SIZE; i++) {
            int x = lower(a[ai + i] & 0xFF);
            int y = lower(b[bi + i] & 0xFF);
            if (x != y) {
                return x - y;
            }
        }
        return 0;
    }

    private static int lower(int c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    /** Throws a message naming the size and the remainder when a byte count is not whole records. */
    public static long recordCount(long bytes, String what) {
        if (bytes % RECORD_SIZE != 0) {
            throw new IllegalArgumentException(what + " is " + bytes + " bytes, not a multiple of the "
                    + RECORD_SIZE + "-byte record size (" + bytes % RECORD_SIZE + " bytes left over)");
        }
        return bytes / RECORD_SIZE;
    }
}

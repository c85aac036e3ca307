package org.gputerasort.valsort;

import org.gputerasort.record.RecordFormat;

/**
 * The order valsort checks: unsigned bytes (memcmp), or with {@code -i} ASCII
 * case-insensitive (A-Z read as a-z, as the C locale's strcasecmp does, but
 * over the 10 key bytes only). Keys are handled as two big-endian numbers,
 * the first 8 bytes and the last 2, so that one key comparison is two integer
 * comparisons instead of a byte loop; {@link #normalizeHigh}/{@link #normalizeLow}
 * fold case beforehand so the same comparison serves both orders.
 */
public enum KeyOrder {
    /** Unsigned byte order of the 10-byte key: the SortBenchmark order. */
    BINARY {
        @Override
        public long normalizeHigh(long first8) {
            return first8;
        }

        @Override
        public int normalizeLow(int last2) {
            return last2;
        }

        @Override
        public int compare(byte[] a, int ai, byte[] b, int bi) {
            return RecordFormat.compareKeys(a, ai, b, bi);
        }
    },
    /** {@code valsort -i}: ASCII upper case letters compare as their lower case. */
    IGNORE_CASE {
        @Override
        public long normalizeHigh(long first8) {
            return toLowerCase(first8);
        }

        @Override
        public int normalizeLow(int last2) {
            return (int) toLowerCase(last2 & 0xFFFFL);
        }

        @Override
        public int compare(byte[] a, int ai, byte[] b, int bi) {
            return RecordFormat.compareKeysIgnoreCase(a, ai, b, bi);
        }
    };

    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long LOW_7_BITS = 0x7F7F7F7F7F7F7F7FL;
    /** Added to a byte's low 7 bits, sets its top bit when they are above 'Z' (0x5A). */
    private static final long ABOVE_Z = 0x2525252525252525L;
    /** Added to a byte's low 7 bits, sets its top bit when they are at least 'A' (0x41). */
    private static final long FROM_A = 0x3F3F3F3F3F3F3F3FL;

    /** The order of {@code valsort}, {@code -i} or not. */
    public static KeyOrder of(boolean ignoreCase) {
        return ignoreCase ? IGNORE_CASE : BINARY;
    }

    /** Maps the key's first 8 bytes (big-endian) to a number whose unsigned order is this order. */
    public abstract long normalizeHigh(long first8);

    /** Maps the key's last 2 bytes (big-endian, 0..65535) to a number whose order is this order. */
    public abstract int normalizeLow(int last2);

    /** Compares the 10-byte keys at {@code a[ai]} and {@code b[bi]} in this order: negative, zero or positive. */
    public abstract int compare(byte[] a, int ai, byte[] b, int bi);

    /**
     * ASCII lower case of 8 bytes at once (SWAR): a byte is upper case when its
     * top bit is clear and its low 7 bits lie in 'A'..'Z'; adding 0x20 to such
     * a byte cannot carry into its neighbour. Exhaustively tested against the
     * byte loop in {@link RecordFormat#compareKeysIgnoreCase}.
     */
    static long toLowerCase(long bytes) {
        long low7 = bytes & LOW_7_BITS;
        long atLeastA = low7 + FROM_A;
        long aboveZ = low7 + ABOVE_Z;
        long upper = ~bytes & (atLeastA ^ aboveZ) & HIGH_BITS;
        return bytes | (upper >>> 2);
    }
}

package org.gputerasort.sort.keys;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Packed-key arrays of the shapes that break sorters (random, equal,
 * skewed, presorted, reversed, few distinct, differing only in the last key
 * byte), built from real 10-byte keys in the {@link PackedKeys} layout, and a
 * reference sort that shares no code with the sorters.
 */
final class PackedPairs {
    private PackedPairs() {
    }

    /** Key distributions for sorter tests. */
    enum Keys {
        RANDOM, ALL_EQUAL, GENSORT_SKEWED, SORTED, REVERSED, FEW_DISTINCT, ONLY_BYTE_9_DIFFERS, SHARED_TOP_16_BITS
    }

    /** {@code n} packed pairs in index order whose keys follow {@code keys}. */
    static long[] of(Keys keys, int n, long seed) {
        byte[] records = keyRecords(keys, n, seed);
        long[] packed = new long[2 * n];
        PackedKeys.pack(ByteBuffer.wrap(records), 0, n, packed);
        return packed;
    }

    /** Records (only the keys matter) for the distribution. */
    static byte[] keyRecords(Keys keys, int n, long seed) {
        if (keys == Keys.GENSORT_SKEWED) {
            return gensort(n, seed, true);
        }
        Random r = new Random(seed);
        byte[] recs = new byte[n * RecordFormat.RECORD_SIZE];
        byte[] key = new byte[RecordFormat.KEY_SIZE];
        for (int i = 0; i < n; i++) {
            int off = i * RecordFormat.RECORD_SIZE;
            switch (keys) {
                case RANDOM -> r.nextBytes(key);
                case ALL_EQUAL -> Arrays.fill(key, (byte) 0xA7);
                case SORTED, REVERSED -> {
                    long v = keys == Keys.SORTED ? (long) i * 7919 : (long) (n - i) * 7919;
                    ByteBuffer.wrap(key).putShort((short) 0x8001).putLong(v);
                }
                case FEW_DISTINCT -> {
                    Arrays.fill(key, (byte) 0);
                    key[r.nextInt(3) * 4] = (byte) 0xFF;
                }
                case ONLY_BYTE_9_DIFFERS -> {
                    Arrays.fill(key, (byte) 0xC3);
                    key[9] = (byte) r.nextInt(256);
                }
                case SHARED_TOP_16_BITS -> {
                    r.nextBytes(key);
                    key[0] = (byte) 0xFE;
                    key[1] = 0x01;
                }
                default -> throw new IllegalStateException(keys.toString());
            }
            System.arraycopy(key, 0, recs, off, RecordFormat.KEY_SIZE);
        }
        return recs;
    }

    /** {@code n} gensort records starting at record {@code seed * n} (skewed keys with -s). */
    static byte[] gensort(int n, long seed, boolean skew) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(n * RecordFormat.RECORD_SIZE);
        GensortSpec spec = new GensortSpec(UInt128.of(seed * n), n, RecordKind.BINARY, skew, 1, false);
        try {
            new BlockGenerator(spec).writeTo(Channels.newChannel(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Shuffles the pairs (so they are no longer in index order). */
    static void shuffle(long[] packed, int n, long seed) {
        Random r = new Random(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            long h = packed[2 * i];
            long l = packed[2 * i + 1];
            packed[2 * i] = packed[2 * j];
            packed[2 * i + 1] = packed[2 * j + 1];
            packed[2 * j] = h;
            packed[2 * j + 1] = l;
        }
    }

    /** The first {@code n} pairs sorted as unsigned 128-bit numbers (hi, then lo), by a plain comparison sort. */
    static long[] referenceSort(long[] packed, int n) {
        long[][] pairs = new long[n][];
        for (int i = 0; i < n; i++) {
            pairs[i] = new long[] {packed[2 * i], packed[2 * i + 1]};
        }
        Arrays.sort(pairs, Comparator.<long[]>comparingLong(p -> p[0] ^ Long.MIN_VALUE)
                .thenComparingLong(p -> p[1] ^ Long.MIN_VALUE));
        long[] out = Arrays.copyOf(packed, packed.length);
        for (int i = 0; i < n; i++) {
            out[2 * i] = pairs[i][0];
            out[2 * i + 1] = pairs[i][1];
        }
        return out;
    }

    /** Index of the first pair where {@code a} and {@code b} differ, or -1. */
    static int firstDifference(long[] a, long[] b) {
        int m = Arrays.mismatch(a, b);
        return m < 0 ? -1 : m / 2;
    }
}

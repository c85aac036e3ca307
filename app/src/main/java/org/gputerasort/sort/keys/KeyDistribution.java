package org.gputerasort.sort.keys;

import java.util.SplittableRandom;

import org.gputerasort.gensort.RecordGenerator;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * The key distributions that a key sorter must handle, as packed runs
 * (record i of the run has index i unless said otherwise): the shapes that
 * break radix and bitonic sorters in different ways.
 */
public enum KeyDistribution {
    /** Uniform random 10-byte keys. */
    RANDOM,
    /** One key for every record: already in order by index. */
    ALL_EQUAL,
    /** One key for every record, indices shuffled: only the index bits order them. */
    ALL_EQUAL_SHUFFLED,
    /** Real gensort -s records (skewed keys, long shared prefixes). */
    SKEWED,
    /** Strictly ascending keys. */
    SORTED,
    /** Strictly descending keys. */
    REVERSED,
    /** Five distinct keys in random order. */
    FEW_DISTINCT;

    /** A packed run of n records of this distribution. */
    public long[] generate(int n, long seed) {
        long[] p = new long[2 * n];
        SplittableRandom rnd = new SplittableRandom(seed);
        long step = n == 0 ? 1 : Long.divideUnsigned(-1L, n);
        switch (this) {
            case RANDOM -> {
                for (int i = 0; i < n; i++) {
                    put(p, i, rnd.nextLong(), rnd.nextInt(1 << 16), i);
                }
            }
            case ALL_EQUAL, ALL_EQUAL_SHUFFLED -> {
                long hi = rnd.nextLong();
                int tail = rnd.nextInt(1 << 16);
                for (int i = 0; i < n; i++) {
                    put(p, i, hi, tail, i);
                }
                if (this == ALL_EQUAL_SHUFFLED) {
                    for (int i = n - 1; i > 0; i--) {
                        int j = rnd.nextInt(i + 1);
                        long t = p[2 * i + 1];
                        p[2 * i + 1] = p[2 * j + 1];
                        p[2 * j + 1] = t;
                    }
                }
            }
            case SKEWED -> skewed(p, n, rnd.nextLong() & Long.MAX_VALUE);
            case SORTED -> {
                for (int i = 0; i < n; i++) {
                    put(p, i, step * i, rnd.nextInt(1 << 16), i);
                }
            }
            case REVERSED -> {
                for (int i = 0; i < n; i++) {
                    put(p, i, step * (n - 1 - i), rnd.nextInt(1 << 16), i);
                }
            }
            case FEW_DISTINCT -> {
                long[] his = new long[5];
                int[] tails = new int[5];
                for (int k = 0; k < 5; k++) {
                    his[k] = rnd.nextLong();
                    tails[k] = rnd.nextInt(1 << 16);
                }
                for (int i = 0; i < n; i++) {
                    int k = rnd.nextInt(5);
                    put(p, i, his[k], tails[k], i);
                }
            }
            default -> throw new IllegalStateException(name());
        }
        return p;
    }

    private static void put(long[] p, int i, long hi, int tail16, long index) {
        p[2 * i] = hi;
        p[2 * i + 1] = ((long) tail16 << PackedKeys.INDEX_BITS) | index;
    }

    private static void skewed(long[] p, int n, long firstRecord) {
        RecordGenerator gen = new RecordGenerator(RecordKind.BINARY, true);
        int block = 10_000;
        byte[] buf = new byte[block * RecordFormat.RECORD_SIZE];
        for (int from = 0; from < n; from += block) {
            int count = Math.min(block, n - from);
            gen.generate(UInt128.of(firstRecord + from), count, buf, 0);
            for (int r = 0; r < count; r++) {
                PackedKeys.pack(buf, r * RecordFormat.RECORD_SIZE, from + r, p, from + r);
            }
        }
    }
}

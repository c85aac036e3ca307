package org.gputerasort.sort.keys;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Parallel MSD radix sort of packed keys on the CPU. The first pass takes 16
 * key bits at once, split across threads (per-thread histograms, stable
 * scatter); the buckets are then sorted in parallel on the next key bytes,
 * down to insertion sort for small buckets. A digit that every key of a
 * bucket shares is skipped without moving data, which is what keeps equal or
 * heavily skewed keys linear instead of quadratic; once the ten key bytes are
 * exhausted the stable passes have left ties in their input order, and the
 * index bits are only checked (and sorted if the input was not in index order).
 */
public final class CpuRadixKeySorter implements KeySorter {
    /** Below this many pairs an insertion sort beats another radix pass. */
    private static final int INSERTION_MAX = 40;
    /** Buckets smaller than this are sorted by the thread that found them. */
    private static final int FORK_MIN = 1 << 14;
    /** Digit levels: 0 = the top 16 bits of hi, 1..6 = the next six bytes of hi, 7..8 = key bytes 8 and 9 in lo. */
    private static final int LEVELS = 9;

    private final ForkJoinPool pool;
    private final int threads;
    private long[] scratch = new long[0];

    public CpuRadixKeySorter(int threads) {
        this.threads = Math.max(1, threads);
        this.pool = new ForkJoinPool(this.threads);
    }

    @Override
    public String name() {
        return "cpu-radix (" + threads + " threads)";
    }

    @Override
    public void sort(long[] packed, int n) {
        if (n < 2) {
            return;
        }
        if (scratch.length < 2 * n) {
            scratch = new long[2 * n];
        }
        long[] tmp = scratch;
        pool.invoke(new RecursiveAction() {
            @Override
            protected void compute() {
                firstPass(packed, tmp, n);
            }
        });
    }

    /** Frees the scratch array (it is as large as the largest run sorted). */
    @Override
    public void close() {
        scratch = new long[0];
        pool.shutdown();
    }

    private static int digit(long hi, long lo, int level) {
        switch (level) {
            case 0:
                return (int) (hi >>> 48);
            case 7:
                return (int) (lo >>> 56);
            case 8:
                return (int) (lo >>> 48) & 0xFF;
            default:
                return (int) (hi >>> (48 - 8 * level)) & 0xFF;
        }
    }

    /** Level 0 over the whole array, parallel; then every bucket in parallel. Data ends in {@code a}. */
    private void firstPass(long[] a, long[] b, int n) {
        final int radix = 1 << 16;
        int parts = n < FORK_MIN ? 1 : threads;
        int[][] counts = new int[parts][radix];
        int[] bounds = new int[parts + 1];
        for (int p = 0; p <= parts; p++) {
            bounds[p] = (int) ((long) n * p / parts);
        }
        RecursiveAction[] hist = new RecursiveAction[parts];
        for (int p = 0; p < parts; p++) {
            final int q = p;
            hist[p] = action(() -> {
                int[] c = counts[q];
                for (int i = bounds[q]; i < bounds[q + 1]; i++) {
                    c[(int) (a[2 * i] >>> 48)]++;
                }
            });
        }
        RecursiveAction.invokeAll(hist);
        int[] bucketStart = new int[radix + 1];
        int pos = 0;
        int nonEmpty = 0;
        for (int d = 0; d < radix; d++) {
            bucketStart[d] = pos;
            int total = 0;
            for (int p = 0; p < parts; p++) {
                int c = counts[p][d];
                counts[p][d] = pos + total;
                total += c;
            }
            if (total > 0) {
                nonEmpty++;
            }
            pos += total;
        }
        bucketStart[radix] = n;
        if (nonEmpty == 1) {
            // every key shares the top 16 bits: nothing to move
            sortBucket(a, b, 0, n, 1, true);
            return;
        }
        RecursiveAction[] scatter = new RecursiveAction[parts];
        for (int p = 0; p < parts; p++) {
            final int q = p;
            scatter[p] = action(() -> {
                int[] next = counts[q];
                for (int i = bounds[q]; i < bounds[q + 1]; i++) {
                    long hi = a[2 * i];
                    int j = next[(int) (hi >>> 48)]++;
                    b[2 * j] = hi;
                    b[2 * j + 1] = a[2 * i + 1];
                }
            });
        }
        RecursiveAction.invokeAll(scatter);
        sortBuckets(b, a, bucketStart, radix, 1, false);
    }

    /**
     * Sorts each bucket of {@code src} (data now in src) on the given level;
     * {@code srcIsTarget} says whether src is the caller's array.
     */
    private void sortBuckets(long[] src, long[] other, int[] bucketStart, int radix, int level, boolean srcIsTarget) {
        java.util.List<RecursiveAction> forks = new java.util.ArrayList<>();
        for (int d = 0; d < radix; d++) {
            int from = bucketStart[d];
            int to = bucketStart[d + 1];
            if (to - from >= FORK_MIN) {
                forks.add(action(() -> sortBucket(src, other, from, to, level, srcIsTarget)));
            } else if (to - from > 0) {
                sortBucket(src, other, from, to, level, srcIsTarget);
            }
        }
        RecursiveAction.invokeAll(forks);
    }

    /**
     * Sorts pairs [from, to) of {@code src} by digits from {@code level} on;
     * the result must end in the target array ({@code src} if srcIsTarget, else {@code other}).
     */
    private void sortBucket(long[] src, long[] other, int from, int to, int level, boolean srcIsTarget) {
        int n = to - from;
        if (n <= INSERTION_MAX) {
            insertionSort(src, from, to);
            if (!srcIsTarget) {
                System.arraycopy(src, 2 * from, other, 2 * from, 2 * n);
            }
            return;
        }
        int[] count = new int[257];
        while (level < LEVELS) {
            java.util.Arrays.fill(count, 0);
            for (int i = from; i < to; i++) {
                count[digit(src[2 * i], src[2 * i + 1], level) + 1]++;
            }
            boolean shared = false;
            for (int d = 1; d <= 256; d++) {
                if (count[d] == n) {
                    shared = true;
                    break;
                }
            }
            if (!shared) {
                break;
            }
            level++; // every key of the bucket has this digit: skip it without moving data
        }
        if (level == LEVELS) {
            sortByIndex(src, from, to);
            if (!srcIsTarget) {
                System.arraycopy(src, 2 * from, other, 2 * from, 2 * n);
            }
            return;
        }
        int[] start = new int[257];
        start[0] = from;
        for (int d = 0; d < 256; d++) {
            start[d + 1] = start[d] + count[d + 1];
        }
        int[] next = java.util.Arrays.copyOf(start, 256);
        for (int i = from; i < to; i++) {
            long hi = src[2 * i];
            long lo = src[2 * i + 1];
            int j = next[digit(hi, lo, level)]++;
            other[2 * j] = hi;
            other[2 * j + 1] = lo;
        }
        sortBuckets(other, src, start, 256, level + 1, !srcIsTarget);
    }

    /** All key bytes are equal: order by the index bits (already so when the input was in index order). */
    private static void sortByIndex(long[] a, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            if (Long.compareUnsigned(a[2 * i - 1], a[2 * i + 1]) > 0) {
                long[] lo = new long[to - from];
                for (int j = from; j < to; j++) {
                    lo[j - from] = a[2 * j + 1];
                }
                java.util.Arrays.sort(lo); // same top 16 bits everywhere, so signed order = unsigned order
                for (int j = from; j < to; j++) {
                    a[2 * j + 1] = lo[j - from];
                }
                return;
            }
        }
    }

    private static void insertionSort(long[] a, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            long hi = a[2 * i];
            long lo = a[2 * i + 1];
            int j = i - 1;
            while (j >= from && PackedKeys.compare(a[2 * j], a[2 * j + 1], hi, lo) > 0) {
                a[2 * j + 2] = a[2 * j];
                a[2 * j + 3] = a[2 * j + 1];
                j--;
            }
            a[2 * j + 2] = hi;
            a[2 * j + 3] = lo;
        }
    }

    private static RecursiveAction action(Runnable r) {
        return new RecursiveAction() {
            @Override
            protected void compute() {
                r.run();
            }
        };
    }
}

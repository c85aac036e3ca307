package org.gputerasort.gpu;

import static org.gputerasort.gpu.HybridSortPlan.ACTION_COPY;
import static org.gputerasort.gpu.HybridSortPlan.ACTION_DONE;
import static org.gputerasort.gpu.HybridSortPlan.ACTION_SCATTER;
import static org.gputerasort.gpu.HybridSortPlan.ACTION_SKIP;
import static org.gputerasort.gpu.HybridSortPlan.MAX_SHIFT;
import static org.gputerasort.gpu.HybridSortPlan.PART_BLOCK;
import static org.gputerasort.gpu.HybridSortPlan.RADIX;
import static org.gputerasort.gpu.HybridSortPlan.RADIX_BITS;
import static org.gputerasort.gpu.HybridSortPlan.SEG_ACTION;
import static org.gputerasort.gpu.HybridSortPlan.SEG_BUF;
import static org.gputerasort.gpu.HybridSortPlan.SEG_FIRST_BLOCK;
import static org.gputerasort.gpu.HybridSortPlan.SEG_INTS;
import static org.gputerasort.gpu.HybridSortPlan.SEG_NBLOCKS;
import static org.gputerasort.gpu.HybridSortPlan.SEG_SHIFT;
import static org.gputerasort.gpu.HybridSortPlan.SEG_SIZE;
import static org.gputerasort.gpu.HybridSortPlan.SEG_START;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequential Java model of hybrid_sort.cu and HybridSortLevels, kernel by
 * kernel, with the same index arithmetic (digit extraction, digit-major
 * counts, scan, greedy tile packing, stable block ranking, the 8-pair
 * bitonic groups and the shared-memory padding). It runs the real host-side
 * {@link HybridSortPlan} between levels. It proves the design (termination,
 * buffer parity, work-list bounds) without a GPU; the CUDA code transcribes
 * the same steps.
 */
final class HybridSortModel {
    final HybridSortPlan plan;
    final long[][] buf = new long[2][];
    int levels;
    int maxTilesPerLevel;
    int maxSegsPerLevel;
    int bitonicTiles;

    HybridSortModel(int n, int tile) {
        plan = new HybridSortPlan(n, tile);
        buf[0] = new long[2 * n];
        buf[1] = new long[2 * n];
    }

    /** Sorts packed[0, 2n) through the model and writes the result back. */
    void sort(long[] packed, int n) {
        System.arraycopy(packed, 0, buf[0], 0, 2 * n);
        levels = 0;
        if (n > 1) {
            if (n <= plan.tile()) {
                bitonic(new int[] {0, n, 0, 0});
            } else {
                int[] segs = new int[SEG_INTS * plan.segCapacity()];
                HybridSortPlan.firstLevel(segs, n);
                int count = 1;
                while (count > 0) {
                    count = level(segs, count);
                    levels++;
                    if (levels > 200) {
                        throw new AssertionError("no convergence");
                    }
                }
            }
        }
        System.arraycopy(buf[0], 0, packed, 0, 2 * n);
    }

    private int level(int[] segs, int count) {
        int total = HybridSortPlan.assignBlocks(segs, count);
        int[] counts = new int[(int) HybridSortPlan.countsLength(total)];
        long[][] bmin = new long[total][];
        long[][] bmax = new long[total][];
        boolean[] bunsorted = new boolean[total];
        for (int gb = 0; gb < total; gb++) {
            histogram(segs, count, gb, counts, bmin, bmax, bunsorted);
        }
        // scan_reduce / scan_block_sums / scan_apply: an exclusive scan.
        int run = 0;
        for (int i = 0; i < counts.length; i++) {
            int c = counts[i];
            counts[i] = run;
            run += c;
        }
        List<int[]> tiles = new ArrayList<>();
        List<int[]> next = new ArrayList<>();
        for (int s = 0; s < count; s++) {
            planSegment(segs, s, counts, bmin, bmax, bunsorted, tiles, next);
        }
        if (tiles.size() > plan.tileCapacity() || next.size() > plan.segCapacity()) {
            throw new AssertionError("work list overflow: tiles " + tiles.size() + ", segments " + next.size());
        }
        maxTilesPerLevel = Math.max(maxTilesPerLevel, tiles.size());
        maxSegsPerLevel = Math.max(maxSegsPerLevel, next.size());
        for (int gb = 0; gb < total; gb++) {
            scatter(segs, count, gb, counts);
        }
        for (int[] t : tiles) {
            bitonic(t);
        }
        for (int i = 0; i < next.size(); i++) {
            System.arraycopy(next.get(i), 0, segs, i * SEG_INTS, SEG_INTS);
        }
        return next.size();
    }

    static int digitAt(long hi, long lo, int shift) {
        long top;
        if (shift == 0) {
            top = hi;
        } else if (shift < 64) {
            top = (hi << shift) | (lo >>> (64 - shift));
        } else {
            top = lo << (shift - 64);
        }
        return (int) (top >>> 56);
    }

    static int commonPrefix(long[] a, long[] b) {
        long x = a[0] ^ b[0];
        if (x != 0) {
            return Long.numberOfLeadingZeros(x);
        }
        long y = a[1] ^ b[1];
        return y != 0 ? 64 + Long.numberOfLeadingZeros(y) : 128;
    }

    static boolean less(long ah, long al, long bh, long bl) {
        return Long.compareUnsigned(ah, bh) < 0 || (ah == bh && Long.compareUnsigned(al, bl) < 0);
    }

    private static int findSegment(int[] segs, int count, int gb) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (segs[mid * SEG_INTS + SEG_FIRST_BLOCK] <= gb) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private void histogram(int[] segs, int count, int gb, int[] counts, long[][] bmin, long[][] bmax, boolean[] bun) {
        int s = findSegment(segs, count, gb) * SEG_INTS;
        int lb = gb - segs[s + SEG_FIRST_BLOCK];
        int base = segs[s + SEG_START] + lb * PART_BLOCK;
        int cnt = Math.min(PART_BLOCK, segs[s + SEG_SIZE] - lb * PART_BLOCK);
        long[] src = buf[segs[s + SEG_BUF]];
        int[] hist = new int[RADIX];
        long[] mn = {-1L, -1L};
        long[] mx = {0, 0};
        boolean unsorted = false;
        for (int e = 0; e < cnt; e++) {
            long h = src[2 * (base + e)];
            long l = src[2 * (base + e) + 1];
            hist[digitAt(h, l, segs[s + SEG_SHIFT])]++;
            if (less(h, l, mn[0], mn[1])) {
                mn = new long[] {h, l};
            }
            if (less(mx[0], mx[1], h, l)) {
                mx = new long[] {h, l};
            }
            if (e > 0 || lb > 0) {
                unsorted |= less(h, l, src[2 * (base + e - 1)], src[2 * (base + e - 1) + 1]);
            }
        }
        bmin[gb] = mn;
        bmax[gb] = mx;
        bun[gb] = unsorted;
        int nb = segs[s + SEG_NBLOCKS];
        for (int d = 0; d < RADIX; d++) {
            counts[RADIX * segs[s + SEG_FIRST_BLOCK] + d * nb + lb] = hist[d];
        }
    }

    private void planSegment(int[] segs, int si, int[] scanned, long[][] bmin, long[][] bmax, boolean[] bun,
                             List<int[]> tiles, List<int[]> next) {
        int s = si * SEG_INTS;
        int fb = segs[s + SEG_FIRST_BLOCK];
        int nb = segs[s + SEG_NBLOCKS];
        int origin = RADIX * fb;
        int segBase = scanned[origin];
        int[] bStart = new int[RADIX];
        int[] bSize = new int[RADIX];
        int nonEmpty = 0;
        for (int t = 0; t < RADIX; t++) {
            bStart[t] = scanned[origin + t * nb] - segBase;
            bSize[t] = scanned[origin + (t + 1) * nb] - segBase - bStart[t];
            nonEmpty += bSize[t] > 0 ? 1 : 0;
        }
        long[] mn = {-1L, -1L};
        long[] mx = {0, 0};
        boolean unsorted = false;
        for (int b = 0; b < nb; b++) {
            if (less(bmin[fb + b][0], bmin[fb + b][1], mn[0], mn[1])) {
                mn = bmin[fb + b];
            }
            if (less(mx[0], mx[1], bmax[fb + b][0], bmax[fb + b][1])) {
                mx = bmax[fb + b];
            }
            unsorted |= bun[fb + b];
        }
        int start = segs[s + SEG_START];
        int shift = segs[s + SEG_SHIFT];
        int b = segs[s + SEG_BUF];
        int tile = plan.tile();
        int action;
        if (!unsorted) {
            action = b == 0 ? ACTION_DONE : ACTION_COPY;
        } else if (nonEmpty == 1) {
            action = ACTION_SKIP;
            int lcp = commonPrefix(mn, mx);
            if (Math.min(lcp, MAX_SHIFT) <= shift) {
                throw new AssertionError("a skip must move the digit down: shift " + shift + ", lcp " + lcp);
            }
            next.add(seg(start, segs[s + SEG_SIZE], Math.min(lcp, MAX_SHIFT), b));
        } else {
            action = ACTION_SCATTER;
            int childBuf = b ^ 1;
            int childShift = Math.min(shift + RADIX_BITS, MAX_SHIFT);
            int curStart = 0;
            int curLen = 0;
            for (int d = 0; d < RADIX; d++) {
                int sz = bSize[d];
                if (sz == 0) {
                    continue;
                }
                if (sz > tile) {
                    if (curLen > 0) {
                        tiles.add(new int[] {start + curStart, curLen, childBuf, 0});
                        curLen = 0;
                    }
                    next.add(seg(start + bStart[d], sz, childShift, childBuf));
                } else if (curLen + sz <= tile) {
                    if (curLen == 0) {
                        curStart = bStart[d];
                    }
                    curLen += sz;
                } else {
                    tiles.add(new int[] {start + curStart, curLen, childBuf, 0});
                    curStart = bStart[d];
                    curLen = sz;
                }
            }
            if (curLen > 0) {
                tiles.add(new int[] {start + curStart, curLen, childBuf, 0});
            }
        }
        segs[s + SEG_ACTION] = action;
    }

    private static int[] seg(int start, int size, int shift, int b) {
        int[] r = new int[SEG_INTS];
        r[SEG_START] = start;
        r[SEG_SIZE] = size;
        r[SEG_SHIFT] = shift;
        r[SEG_BUF] = b;
        return r;
    }

    private void scatter(int[] segs, int count, int gb, int[] scanned) {
        int s = findSegment(segs, count, gb) * SEG_INTS;
        int action = segs[s + SEG_ACTION];
        if (action == ACTION_DONE || action == ACTION_SKIP) {
            return;
        }
        int lb = gb - segs[s + SEG_FIRST_BLOCK];
        int base = segs[s + SEG_START] + lb * PART_BLOCK;
        int cnt = Math.min(PART_BLOCK, segs[s + SEG_SIZE] - lb * PART_BLOCK);
        long[] src = buf[segs[s + SEG_BUF]];
        long[] dst = buf[segs[s + SEG_BUF] ^ 1];
        if (action == ACTION_COPY) {
            System.arraycopy(buf[1], 2 * base, buf[0], 2 * base, 2 * cnt);
            return;
        }
        // Warp-private ranks in (warp, round, lane) order, then warp offsets, block scan, staging.
        int warps = HybridSortPlan.PART_THREADS / 32;
        int items = PART_BLOCK / HybridSortPlan.PART_THREADS;
        int[][] warpHist = new int[warps][RADIX];
        int[] digit = new int[PART_BLOCK];
        int[] rank = new int[PART_BLOCK];
        int shift = segs[s + SEG_SHIFT];
        for (int w = 0; w < warps; w++) {
            for (int m = 0; m < items; m++) {
                for (int lane = 0; lane < 32; lane++) {
                    int e = w * items * 32 + m * 32 + lane;
                    if (e < cnt) {
                        digit[e] = digitAt(src[2 * (base + e)], src[2 * (base + e) + 1], shift);
                        rank[e] = warpHist[w][digit[e]]++;
                    }
                }
            }
        }
        int[] localStart = new int[RADIX];
        int[] globalBase = new int[RADIX];
        int excl = 0;
        int nb = segs[s + SEG_NBLOCKS];
        int origin = RADIX * segs[s + SEG_FIRST_BLOCK];
        for (int t = 0; t < RADIX; t++) {
            int run = 0;
            for (int w = 0; w < warps; w++) {
                int c = warpHist[w][t];
                warpHist[w][t] = run;
                run += c;
            }
            localStart[t] = excl;
            excl += run;
            globalBase[t] = segs[s + SEG_START] + scanned[origin + t * nb + lb] - scanned[origin];
        }
        long[] staged = new long[2 * PART_BLOCK];
        for (int e = 0; e < cnt; e++) {
            int w = e / (items * 32);
            int at = localStart[digit[e]] + warpHist[w][digit[e]] + rank[e];
            staged[2 * at] = src[2 * (base + e)];
            staged[2 * at + 1] = src[2 * (base + e) + 1];
        }
        for (int j = 0; j < cnt; j++) {
            int d = digitAt(staged[2 * j], staged[2 * j + 1], shift);
            int to = globalBase[d] + (j - localStart[d]);
            dst[2 * to] = staged[2 * j];
            dst[2 * to + 1] = staged[2 * j + 1];
        }
    }

    static int padded(int i) {
        return i + (i >>> 3);
    }

    /** bitonic_tiles: the tile in shared memory (padded), 8-pair groups, up to three stages a pass. */
    private void bitonic(int[] tl) {
        bitonicTiles++;
        int start = tl[0];
        int len = tl[1];
        long[] src = buf[tl[2]];
        int tile = plan.tile();
        long[] smem = new long[2 * (tile + tile / 8)];
        int pow2 = 8;
        while (pow2 < len) {
            pow2 <<= 1;
        }
        for (int i = 0; i < pow2; i++) {
            smem[2 * padded(i)] = i < len ? src[2 * (start + i)] : -1L;
            smem[2 * padded(i) + 1] = i < len ? src[2 * (start + i) + 1] : -1L;
        }
        int groups = pow2 / 8;
        for (int k = 2; k <= pow2; k <<= 1) {
            for (int j = k >> 1; j > 0;) {
                int s = j >= 4 ? j >> 2 : 1;
                boolean[] touched = new boolean[pow2];
                for (int t = 0; t < groups; t++) {
                    int x = (t / s) * (8 * s) + (t % s);
                    long[] vh = new long[8];
                    long[] vl = new long[8];
                    for (int a = 0; a < 8; a++) {
                        int i = x + a * s;
                        if (touched[i]) {
                            throw new AssertionError("two groups share pair " + i);
                        }
                        touched[i] = true;
                        vh[a] = smem[2 * padded(i)];
                        vl[a] = smem[2 * padded(i) + 1];
                    }
                    for (int da = 4; da > 0; da >>= 1) {
                        int st = da * s;
                        if (st <= j) {
                            for (int a = 0; a < 8; a++) {
                                if ((a & da) == 0) {
                                    boolean asc = ((x + a * s) & k) == 0;
                                    boolean swap = asc ? less(vh[a + da], vl[a + da], vh[a], vl[a])
                                            : less(vh[a], vl[a], vh[a + da], vl[a + da]);
                                    if (swap) {
                                        long th = vh[a];
                                        long tlo = vl[a];
                                        vh[a] = vh[a + da];
                                        vl[a] = vl[a + da];
                                        vh[a + da] = th;
                                        vl[a + da] = tlo;
                                    }
                                }
                            }
                        }
                    }
                    for (int a = 0; a < 8; a++) {
                        smem[2 * padded(x + a * s)] = vh[a];
                        smem[2 * padded(x + a * s) + 1] = vl[a];
                    }
                }
                j = s >> 1;
            }
        }
        for (int i = 0; i < len; i++) {
            buf[0][2 * (start + i)] = smem[2 * padded(i)];
            buf[0][2 * (start + i) + 1] = smem[2 * padded(i) + 1];
        }
    }
}

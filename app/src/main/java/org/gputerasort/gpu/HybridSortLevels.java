package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuMemcpyDtoHAsync;
import static jcuda.driver.JCudaDriver.cuMemcpyHtoDAsync;
import static jcuda.driver.JCudaDriver.cuMemsetD32Async;

import java.nio.IntBuffer;

import jcuda.driver.CUdeviceptr;

/**
 * The device half of the hybrid radix-bitonic sort: the level loop over
 * segments (histogram, scan, plan, scatter, bitonic tiles; see
 * {@code hybrid_sort.cu} for the kernels) on pairs that are already in
 * device buffer A, with the result left in A. The host only moves the small
 * work lists: after each plan it reads three counters and the next level's
 * segments, gives the segments their partition blocks and uploads them.
 */
final class HybridSortLevels implements AutoCloseable {
    private static final int COUNTERS = 4;

    private final CudaStream stream;
    private final HybridSortPlan plan;
    private final Kernel histogram;
    private final Kernel scanReduce;
    private final Kernel scanBlockSums;
    private final Kernel scanApply;
    private final Kernel planSegments;
    private final Kernel scatter;
    private final Kernel bitonic;
    private final DeviceBuffer pairsA;
    private final DeviceBuffer pairsB;
    private final DeviceBuffer counts;
    private final DeviceBuffer blockMin;
    private final DeviceBuffer blockMax;
    private final DeviceBuffer blockUnsorted;
    private final DeviceBuffer scanSums;
    private final DeviceBuffer tiles;
    private final DeviceBuffer[] levelSegs;
    private final DeviceBuffer nextSegs;
    private final DeviceBuffer counters;
    private final PinnedBuffer hostSegs;
    private final PinnedBuffer hostCounters;
    private final CudaEvent nextListReady = new CudaEvent();
    private int[] segs;
    private int levels;

    HybridSortLevels(CudaModule module, CudaContext context, CudaStream stream, HybridSortPlan plan) {
        this.stream = stream;
        this.plan = plan;
        histogram = new Kernel(module, context, "partition_histogram");
        scanReduce = new Kernel(module, context, "scan_reduce");
        scanBlockSums = new Kernel(module, context, "scan_block_sums");
        scanApply = new Kernel(module, context, "scan_apply");
        planSegments = new Kernel(module, context, "plan_segments");
        scatter = new Kernel(module, context, "partition_scatter");
        bitonic = new Kernel(module, context, "bitonic_tiles_" + plan.tile());
        if (plan.tileSharedBytes() > 48 * 1024) {
            bitonic.allowSharedBytes(plan.tileSharedBytes());
        }
        pairsA = new DeviceBuffer("pairs A", plan.pairs() * HybridSortPlan.PAIR_BYTES);
        pairsB = new DeviceBuffer("pairs B", plan.pairs() * HybridSortPlan.PAIR_BYTES);
        counts = new DeviceBuffer("digit counts", 4 * plan.countsCapacity());
        blockMin = new DeviceBuffer("block minima", (long) plan.blockCapacity() * HybridSortPlan.PAIR_BYTES);
        blockMax = new DeviceBuffer("block maxima", (long) plan.blockCapacity() * HybridSortPlan.PAIR_BYTES);
        blockUnsorted = new DeviceBuffer("block order flags", 4L * plan.blockCapacity());
        scanSums = new DeviceBuffer("scan sums", 4L * plan.scanSumsCapacity());
        tiles = new DeviceBuffer("tiles", 4L * HybridSortPlan.TILE_INTS * plan.tileCapacity());
        long segBytes = 4L * HybridSortPlan.SEG_INTS * plan.segCapacity();
        levelSegs = new DeviceBuffer[] {new DeviceBuffer("segments", segBytes), new DeviceBuffer("segments", segBytes)};
        nextSegs = new DeviceBuffer("next segments", segBytes);
        counters = new DeviceBuffer("counters", 4 * COUNTERS);
        hostSegs = new PinnedBuffer("segment staging", segBytes);
        hostCounters = new PinnedBuffer("counter staging", 4 * COUNTERS);
        segs = new int[HybridSortPlan.SEG_INTS * plan.segCapacity()];
    }

    HybridSortPlan plan() {
        return plan;
    }

    /** Buffer A: the input goes here and the sorted pairs end here. */
    DeviceBuffer pairs() {
        return pairsA;
    }

    /** Levels of partitioning that the last sort needed (0 when one tile sufficed). */
    int levels() {
        return levels;
    }

    /**
     * Uploads the first level (all n pairs, one segment) so that
     * {@link #histogramBlocks} can run chunk by chunk while the pairs arrive.
     * Returns its number of partition blocks.
     */
    int startFirstLevel(int n) {
        HybridSortPlan.firstLevel(segs, n);
        int total = HybridSortPlan.assignBlocks(segs, 1);
        uploadSegs(0, 1);
        return total;
    }

    /** Histogram of first-level blocks [from, to): their pairs must be in A (stream order). */
    void histogramBlocks(int from, int to, int totalBlocks) {
        histogram.launch(stream, to - from, HybridSortPlan.PART_THREADS, 0, pairsA.ptr(), pairsB.ptr(),
                levelSegs[0].ptr(), 1, from, Math.min(to, totalBlocks), counts.ptr(), blockMin.ptr(), blockMax.ptr(),
                blockUnsorted.ptr());
    }

    /** Whether n pairs need the partition levels (otherwise one bitonic tile sorts them). */
    boolean needsLevels(int n) {
        return n > plan.tile();
    }

    /**
     * Sorts the n pairs in A. When {@code firstHistogramDone}, the caller has
     * run {@link #startFirstLevel} and {@link #histogramBlocks} over all blocks.
     */
    void sort(int n, boolean firstHistogramDone) {
        levels = 0;
        if (n <= 1) {
            return;
        }
        if (!needsLevels(n)) {
            sortOneTile(n);
            return;
        }
        int count = 1;
        boolean histogramDone = firstHistogramDone;
        if (!histogramDone) {
            startFirstLevel(n);
        }
        int level = 0;
        while (count > 0) {
            int slot = level & 1;
            int total;
            if (level == 0) {
                total = (int) (((long) n + HybridSortPlan.PART_BLOCK - 1) / HybridSortPlan.PART_BLOCK);
            } else {
                total = HybridSortPlan.assignBlocks(segs, count);
                uploadSegs(slot, count);
            }
            CUdeviceptr segPtr = levelSegs[slot].ptr();
            if (!histogramDone) {
                histogram.launch(stream, total, HybridSortPlan.PART_THREADS, 0, pairsA.ptr(), pairsB.ptr(), segPtr,
                        count, 0, total, counts.ptr(), blockMin.ptr(), blockMax.ptr(), blockUnsorted.ptr());
            }
            histogramDone = false;
            long len = HybridSortPlan.countsLength(total);
            memset(counts.at(4 * (len - 1)), 1);
            scanCounts(len);
            memset(counters.ptr(), COUNTERS);
            planSegments.launch(stream, count, HybridSortPlan.RADIX, 0, segPtr, counts.ptr(), blockMin.ptr(),
                    blockMax.ptr(), blockUnsorted.ptr(), plan.tile(), tiles.ptr(), plan.tileCapacity(),
                    nextSegs.ptr(), plan.segCapacity(), counters.ptr());
            int[] c = readCounters();
            if (c[2] != 0 || c[0] > plan.tileCapacity() || c[1] > plan.segCapacity()) {
                throw new GpuException("internal error: work list overflow at level " + level + " (tiles " + c[0] + "/"
                        + plan.tileCapacity() + ", segments " + c[1] + "/" + plan.segCapacity() + ")");
            }
            int numTiles = c[0];
            int next = c[1];
            if (next > 0) {
                Cuda.check("cuMemcpyDtoHAsync(next segments)", () -> cuMemcpyDtoHAsync(hostSegs.ptr(), nextSegs.ptr(),
                        4L * HybridSortPlan.SEG_INTS * next, stream.handle()));
                nextListReady.record(stream);
            }
            scatter.launch(stream, total, HybridSortPlan.PART_THREADS, 0, pairsA.ptr(), pairsB.ptr(), segPtr, count,
                    total, counts.ptr());
            launchTiles(numTiles);
            if (next > 0) {
                nextListReady.synchronize();
                IntBuffer view = hostSegs.view().duplicate().order(hostSegs.view().order()).asIntBuffer();
                view.get(segs, 0, next * HybridSortPlan.SEG_INTS);
            }
            count = next;
            level++;
            if (level > 200) {
                throw new GpuException("internal error: the sort did not converge after 200 levels");
            }
        }
        levels = level;
    }

    private void sortOneTile(int n) {
        IntBuffer view = hostSegs.view().duplicate().order(hostSegs.view().order()).asIntBuffer();
        view.put(0, 0).put(1, n).put(2, 0).put(3, 0);
        Cuda.check("cuMemcpyHtoDAsync(tile)", () -> cuMemcpyHtoDAsync(tiles.ptr(), hostSegs.ptr(),
                4L * HybridSortPlan.TILE_INTS, stream.handle()));
        launchTiles(1);
        // hostSegs is reused by the next upload: wait until this copy has read it.
        stream.synchronize();
    }

    private void launchTiles(int numTiles) {
        bitonic.launch(stream, numTiles, plan.tileThreads(), plan.tileSharedBytes(), pairsA.ptr(), pairsB.ptr(),
                pairsA.ptr(), tiles.ptr(), numTiles);
    }

    private void scanCounts(long len) {
        int blocks = (int) ((len + HybridSortPlan.SCAN_TILE - 1) / HybridSortPlan.SCAN_TILE);
        scanReduce.launch(stream, blocks, 256, 0, counts.ptr(), (int) len, scanSums.ptr());
        scanBlockSums.launch(stream, 1, 1024, 0, scanSums.ptr(), blocks);
        scanApply.launch(stream, blocks, 256, 0, counts.ptr(), (int) len, scanSums.ptr());
    }

    private void uploadSegs(int slot, int count) {
        IntBuffer view = hostSegs.view().duplicate().order(hostSegs.view().order()).asIntBuffer();
        view.put(segs, 0, count * HybridSortPlan.SEG_INTS);
        Cuda.check("cuMemcpyHtoDAsync(segments)", () -> cuMemcpyHtoDAsync(levelSegs[slot].ptr(), hostSegs.ptr(),
                4L * HybridSortPlan.SEG_INTS * count, stream.handle()));
        // No wait here: the staging buffer is next written by the read-back of the next level's segments,
        // which is queued after the synchronize in readCounters, when this copy has long finished.
    }

    private void memset(CUdeviceptr ptr, long ints) {
        Cuda.check("cuMemsetD32Async", () -> cuMemsetD32Async(ptr, 0, ints, stream.handle()));
    }

    private int[] readCounters() {
        Cuda.check("cuMemcpyDtoHAsync(counters)", () -> cuMemcpyDtoHAsync(hostCounters.ptr(), counters.ptr(),
                4 * COUNTERS, stream.handle()));
        stream.synchronize();
        int[] c = new int[COUNTERS];
        hostCounters.view().duplicate().order(hostCounters.view().order()).asIntBuffer().get(c);
        return c;
    }

    @Override
    public void close() {
        try (nextListReady; hostCounters; hostSegs; counters; nextSegs; DeviceBuffer l0 = levelSegs[0];
             DeviceBuffer l1 = levelSegs[1]; tiles; scanSums; blockUnsorted; blockMax; blockMin; counts; pairsB; pairsA) {
            // closes every resource, in reverse order of creation
        }
    }
}

package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuMemcpyDtoHAsync;
import static jcuda.driver.JCudaDriver.cuMemcpyHtoDAsync;

import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gputerasort.sort.keys.KeySorter;

/**
 * The GPU key sorter: GPUTeraSort's hybrid radix-bitonic sort of packed keys
 * ({@link org.gputerasort.sort.keys.PackedKeys}) on one CUDA device.
 *
 * <p>The pairs travel long[] &rarr; pinned staging buffer &rarr; device in
 * chunks: the CPU fills one staging buffer (several threads, memcpy speed)
 * while the DMA engine copies the other, and the first-level histogram of
 * each chunk runs as soon as the chunk has arrived. The result comes back the
 * same way. Device buffers are sized from {@code cuMemGetInfo} and kept for
 * the next run; everything native is released by {@link #close}. One sort
 * at a time: an instance is not for concurrent use.
 */
public final class GpuKeySorter implements KeySorter {
    static final String FATBIN = "/org/gputerasort/gpu/hybrid_sort.fatbin";
    /** 4 Mi pairs = 64 MB per staging buffer: long DMA bursts, two in flight. Multiple of PART_BLOCK. */
    static final int CHUNK_PAIRS = 4 << 20;
    /** Below this many longs a copy is not worth handing to other threads. */
    private static final int PARALLEL_COPY_MIN = 1 << 18;

    private final CudaContext context;
    private final CudaModule module;
    private final CudaStream compute;
    private final CudaStream copy;
    private final PinnedBuffer[] staging = new PinnedBuffer[2];
    private final CudaEvent[] slotDone = new CudaEvent[2];
    private final CudaEvent sortStart;
    private final CudaEvent sortEnd;
    private final ExecutorService copiers;
    private final int copyThreads;
    private final int tile;
    private HybridSortLevels levels;
    private GpuSortTimings lastTimings;

    /** The sorter on device 0 with the tile size from {@link #configuredTile()}. */
    public GpuKeySorter() {
        this(0, configuredTile());
    }

    public GpuKeySorter(int device, int tile) {
        GpuSupport.unavailableReason().ifPresent(r -> {
            throw new GpuException("no usable CUDA GPU: " + r);
        });
        new HybridSortPlan(0, tile); // checks the tile size
        this.tile = tile;
        context = new CudaContext(device);
        boolean ok = false;
        try {
            module = new CudaModule(FATBIN);
            compute = new CudaStream();
            copy = new CudaStream();
            for (int i = 0; i < 2; i++) {
                staging[i] = new PinnedBuffer("staging", (long) CHUNK_PAIRS * HybridSortPlan.PAIR_BYTES);
                slotDone[i] = new CudaEvent();
            }
            sortStart = new CudaEvent();
            sortEnd = new CudaEvent();
            copyThreads = Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors()));
            copiers = Executors.newFixedThreadPool(copyThreads, r -> {
                Thread t = new Thread(r, "gpu-staging-copy");
                t.setDaemon(true);
                return t;
            });
            ok = true;
        } finally {
            if (!ok) {
                closeQuietly();
            }
        }
    }

    /** Tile size from {@code -Dgputerasort.gpu.tile} or {@code GPUTERASORT_GPU_TILE}; 4096 by default. */
    public static int configuredTile() {
        String v = System.getProperty("gputerasort.gpu.tile", System.getenv("GPUTERASORT_GPU_TILE"));
        return v == null || v.isBlank() ? 4096 : Integer.parseInt(v.trim());
    }

    @Override
    public String name() {
        return "gpu-hybrid (" + context.name() + ", tile " + tile + ")";
    }

    /** The most pairs one run may have on this device now (device memory and Java array limits). */
    public long maxPairs() {
        context.makeCurrent();
        long budget = available();
        long lo = 0;
        long hi = (Integer.MAX_VALUE - 16) / 2;
        while (lo < hi) {
            long mid = (lo + hi + 1) >>> 1;
            if (new HybridSortPlan(mid, tile).deviceBytes() <= budget) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Device bytes usable: free now plus what this sorter holds, less 5 % and 256 MB for the driver. */
    private long available() {
        long held = levels == null ? 0 : levels.plan().deviceBytes();
        long free = context.freeBytes() + held;
        return Math.max(0, free - free / 20 - (256L << 20));
    }

    /** Timings of the last {@link #sort} or {@link #sortResident}. */
    public GpuSortTimings lastTimings() {
        return lastTimings;
    }

    @Override
    public void sort(long[] packed, int n) {
        checkArgs(packed, n);
        context.makeCurrent();
        long t0 = System.nanoTime();
        HybridSortLevels lv = levelsFor(n);
        boolean partition = lv.needsLevels(n);
        int totalBlocks = partition ? lv.startFirstLevel(n) : 0;
        sortStart.record(compute);
        int chunks = chunks(n);
        for (int c = 0; c < chunks; c++) {
            int off = c * CHUNK_PAIRS;
            int len = Math.min(CHUNK_PAIRS, n - off);
            int slot = c & 1;
            slotDone[slot].synchronize();
            copyIn(staging[slot], packed, 2 * off, 2 * len);
            long bytes = (long) len * HybridSortPlan.PAIR_BYTES;
            long devOff = (long) off * HybridSortPlan.PAIR_BYTES;
            Cuda.check("cuMemcpyHtoDAsync(pairs chunk " + c + ")", () -> cuMemcpyHtoDAsync(lv.pairs().at(devOff),
                    staging[slot].ptr(), bytes, copy.handle()));
            slotDone[slot].record(copy);
            compute.waitFor(slotDone[slot]);
            if (partition) {
                int from = off / HybridSortPlan.PART_BLOCK;
                int to = (int) (((long) off + len + HybridSortPlan.PART_BLOCK - 1) / HybridSortPlan.PART_BLOCK);
                lv.histogramBlocks(from, to, totalBlocks);
            }
        }
        long t1 = System.nanoTime();
        lv.sort(n, partition);
        sortEnd.record(compute);
        copy.waitFor(sortEnd);
        download(lv, packed, n);
        long t2 = System.nanoTime();
        lastTimings = new GpuSortTimings(n, (t1 - t0) / 1e6, sortEnd.millisSince(sortStart), (t2 - t1) / 1e6,
                (t2 - t0) / 1e6, lv.levels());
    }

    /**
     * For benchmarks: uploads all pairs first, then times the sort kernels
     * alone on the GPU clock (CUDA events), then downloads. Same result as
     * {@link #sort}.
     */
    public GpuSortTimings sortResident(long[] packed, int n) {
        checkArgs(packed, n);
        context.makeCurrent();
        HybridSortLevels lv = levelsFor(n);
        long t0 = System.nanoTime();
        int chunks = chunks(n);
        for (int c = 0; c < chunks; c++) {
            int off = c * CHUNK_PAIRS;
            int len = Math.min(CHUNK_PAIRS, n - off);
            int slot = c & 1;
            slotDone[slot].synchronize();
            copyIn(staging[slot], packed, 2 * off, 2 * len);
            long bytes = (long) len * HybridSortPlan.PAIR_BYTES;
            long devOff = (long) off * HybridSortPlan.PAIR_BYTES;
            Cuda.check("cuMemcpyHtoDAsync(pairs chunk " + c + ")", () -> cuMemcpyHtoDAsync(lv.pairs().at(devOff),
                    staging[slot].ptr(), bytes, copy.handle()));
            slotDone[slot].record(copy);
        }
        copy.synchronize();
        long t1 = System.nanoTime();
        sortStart.record(compute);
        lv.sort(n, false);
        sortEnd.record(compute);
        sortEnd.synchronize();
        long t2 = System.nanoTime();
        copy.waitFor(sortEnd);
        download(lv, packed, n);
        long t3 = System.nanoTime();
        lastTimings = new GpuSortTimings(n, (t1 - t0) / 1e6, sortEnd.millisSince(sortStart), (t3 - t2) / 1e6,
                (t3 - t0) / 1e6, lv.levels());
        return lastTimings;
    }

    private void download(HybridSortLevels lv, long[] packed, int n) {
        int chunks = chunks(n);
        if (chunks > 0) {
            enqueueDownload(lv, 0, n);
        }
        for (int c = 0; c < chunks; c++) {
            if (c + 1 < chunks) {
                // Its slot held chunk c - 1, which the loop below has already copied out.
                enqueueDownload(lv, c + 1, n);
            }
            int slot = c & 1;
            slotDone[slot].synchronize();
            int off = c * CHUNK_PAIRS;
            copyOut(staging[slot], packed, 2 * off, 2 * Math.min(CHUNK_PAIRS, n - off));
        }
    }

    private void enqueueDownload(HybridSortLevels lv, int c, int n) {
        int off = c * CHUNK_PAIRS;
        long bytes = (long) Math.min(CHUNK_PAIRS, n - off) * HybridSortPlan.PAIR_BYTES;
        long devOff = (long) off * HybridSortPlan.PAIR_BYTES;
        int slot = c & 1;
        Cuda.check("cuMemcpyDtoHAsync(pairs chunk " + c + ")", () -> cuMemcpyDtoHAsync(staging[slot].ptr(),
                lv.pairs().at(devOff), bytes, copy.handle()));
        slotDone[slot].record(copy);
    }

    private static int chunks(int n) {
        return (int) (((long) n + CHUNK_PAIRS - 1) / CHUNK_PAIRS);
    }

    private static void checkArgs(long[] packed, int n) {
        if (n < 0 || 2L * n > packed.length) {
            throw new IllegalArgumentException("pair count must be in [0, packed.length / 2 = " + packed.length / 2
                    + "]; got " + n);
        }
    }

    private HybridSortLevels levelsFor(int n) {
        if (levels != null && levels.plan().pairs() >= n) {
            return levels;
        }
        // Round up so that a run a little larger than the last one does not reallocate.
        long want = Math.min((Integer.MAX_VALUE - 16) / 2, Math.max(1L << 20, n + (n >> 3)));
        if (levels != null) {
            levels.close();
            levels = null;
        }
        long budget = available();
        HybridSortPlan plan = new HybridSortPlan(want, tile);
        if (plan.deviceBytes() > budget) {
            plan = new HybridSortPlan(n, tile);
        }
        if (plan.deviceBytes() > budget) {
            throw new GpuException("a run of " + n + " pairs needs " + Cuda.gigabytes(plan.deviceBytes())
                    + " of GPU memory but only " + Cuda.gigabytes(budget) + " is free on " + context.name()
                    + "; use runs of at most " + maxPairs() + " pairs");
        }
        levels = new HybridSortLevels(module, context, compute, plan);
        return levels;
    }

    private void copyIn(PinnedBuffer slot, long[] src, int fromLong, int longs) {
        parallel(longs, (partOff, partLen) -> {
            LongBuffer lb = slot.view().duplicate().order(slot.view().order()).asLongBuffer();
            lb.position(partOff);
            lb.put(src, fromLong + partOff, partLen);
        });
    }

    private void copyOut(PinnedBuffer slot, long[] dst, int fromLong, int longs) {
        parallel(longs, (partOff, partLen) -> {
            LongBuffer lb = slot.view().duplicate().order(slot.view().order()).asLongBuffer();
            lb.position(partOff);
            lb.get(dst, fromLong + partOff, partLen);
        });
    }

    private interface Part {
        void copy(int offset, int length);
    }

    private void parallel(int longs, Part part) {
        if (longs < PARALLEL_COPY_MIN || copyThreads == 1) {
            part.copy(0, longs);
            return;
        }
        int per = (longs + copyThreads - 1) / copyThreads;
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int off = 0; off < longs; off += per) {
            int o = off;
            int l = Math.min(per, longs - off);
            tasks.add(() -> {
                part.copy(o, l);
                return null;
            });
        }
        try {
            for (Future<Void> f : copiers.invokeAll(tasks)) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GpuException("interrupted while staging pairs", e);
        } catch (ExecutionException e) {
            throw new GpuException("staging pairs failed: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public void close() {
        closeQuietly();
    }

    private void closeQuietly() {
        if (copiers != null) {
            copiers.shutdownNow();
        }
        try (CudaContext ctx = context; CudaModule m = module; CudaStream s1 = compute; CudaStream s2 = copy;
             PinnedBuffer p0 = staging[0]; PinnedBuffer p1 = staging[1]; CudaEvent e0 = slotDone[0];
             CudaEvent e1 = slotDone[1]; CudaEvent e2 = sortStart; CudaEvent e3 = sortEnd;
             HybridSortLevels lv = levels) {
            if (ctx != null) {
                ctx.makeCurrent();
            }
            levels = null;
        }
    }
}

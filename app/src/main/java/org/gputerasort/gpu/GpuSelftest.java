package org.gputerasort.gpu;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.gputerasort.sort.keys.KeyDistribution;
import org.gputerasort.sort.keys.KeyOrderCheck;
import org.gputerasort.sort.keys.KeySorter;
import org.gputerasort.sort.keys.ReferenceKeySort;

/**
 * The GPU sorter's proof on a real GPU: every key distribution at the counts
 * that exercise the edges (0, 1, 2, 3, under one tile, just over, a million
 * and three, and a big run), each output compared with the reference sort
 * (or, for big runs, proven sorted and a permutation of the input, the same
 * verdict in O(n)). Also the benchmark behind {@code scripts/bench-gpu.sh}.
 */
public final class GpuSelftest {
    static final int[] COUNTS = {0, 1, 2, 3, 1000, 4097, 1_000_003};
    /** Above this, outputs are proven by {@link KeyOrderCheck#verify} instead of a second sort. */
    static final int REFERENCE_LIMIT = 5_000_000;

    private final PrintWriter out;

    public GpuSelftest(PrintWriter out) {
        this.out = out;
    }

    /** Runs every case; returns the number of failures. */
    public int correctness(GpuKeySorter sorter, int big, long seed) {
        out.println("# selftest on " + sorter.name());
        List<Integer> counts = new ArrayList<>();
        for (int c : COUNTS) {
            counts.add(c);
        }
        if (big > 0) {
            counts.add(big);
        }
        int failures = 0;
        for (int n : counts) {
            for (KeyDistribution d : KeyDistribution.values()) {
                failures += runCase(sorter, d, n, seed + n) ? 0 : 1;
            }
        }
        out.println(failures == 0 ? "# all cases PASS" : "# " + failures + " case(s) FAIL");
        out.flush();
        return failures;
    }

    private boolean runCase(GpuKeySorter sorter, KeyDistribution d, int n, long seed) {
        String name = String.format(Locale.ROOT, "%-18s n=%d", d.name().toLowerCase(Locale.ROOT), n);
        try {
            long[] input = d.generate(n, seed);
            long[] actual = input.clone();
            sorter.sort(actual, n);
            GpuSortTimings t = sorter.lastTimings();
            Optional<String> problem;
            String how;
            if (n <= REFERENCE_LIMIT) {
                long[] expected = input.clone();
                ReferenceKeySort.sort(expected, n);
                problem = KeyOrderCheck.sameAs(expected, actual, n);
                how = "reference sort";
            } else {
                problem = KeyOrderCheck.verify(input, actual, n);
                how = "order+permutation proof";
            }
            // The kernels-only path must agree too.
            if (problem.isEmpty() && n <= REFERENCE_LIMIT) {
                long[] resident = input.clone();
                sorter.sortResident(resident, n);
                problem = KeyOrderCheck.sameAs(actual, resident, n).map(p -> "sortResident differs: " + p);
            }
            if (problem.isPresent()) {
                out.println("FAIL " + name + ": " + problem.get());
            } else {
                out.printf(Locale.ROOT, "PASS %s (%.1f ms end to end, %d levels, checked by %s)%n", name,
                        t.endToEndMs(), t.levels(), how);
            }
            out.flush();
            return problem.isEmpty();
        } catch (RuntimeException | OutOfMemoryError e) {
            out.println("FAIL " + name + ": " + e);
            out.flush();
            return false;
        }
    }

    /**
     * Times the sort of each size, random and all-equal keys: kernels only
     * (CUDA events, best of reps) and end to end with transfers, next to the
     * CPU sorter when the build has one. One "bench" line per measurement, in
     * key=value form for the script.
     */
    public int bench(GpuKeySorter sorter, int[] sizes, int reps, long seed) {
        out.println("# bench on " + sorter.name() + ", reps=" + reps);
        int failures = 0;
        for (int n : sizes) {
            for (KeyDistribution d : new KeyDistribution[] {KeyDistribution.RANDOM, KeyDistribution.ALL_EQUAL,
                KeyDistribution.ALL_EQUAL_SHUFFLED}) {
                long[] input = d.generate(n, seed);
                long[] work = input.clone();
                sorter.sort(work, n); // warm-up: allocation, module, JIT
                Optional<String> problem = KeyOrderCheck.verify(input, work, n);
                if (problem.isPresent()) {
                    out.println("FAIL bench " + d + " n=" + n + ": " + problem.get());
                    failures++;
                    continue;
                }
                double bestKernel = Double.MAX_VALUE;
                double bestUpload = Double.MAX_VALUE;
                double bestDownload = Double.MAX_VALUE;
                double bestE2e = Double.MAX_VALUE;
                int levels = 0;
                for (int r = 0; r < reps; r++) {
                    System.arraycopy(input, 0, work, 0, 2 * n);
                    GpuSortTimings t = sorter.sortResident(work, n);
                    bestKernel = Math.min(bestKernel, t.kernelMs());
                    bestUpload = Math.min(bestUpload, t.uploadMs());
                    bestDownload = Math.min(bestDownload, t.downloadMs());
                    levels = t.levels();
                    System.arraycopy(input, 0, work, 0, 2 * n);
                    sorter.sort(work, n);
                    bestE2e = Math.min(bestE2e, sorter.lastTimings().endToEndMs());
                }
                long bytes = 2L * n * HybridSortPlan.PAIR_BYTES;
                out.printf(Locale.ROOT, "bench dist=%s n=%d kernel_ms=%.3f kernel_gkeys=%.3f upload_ms=%.2f "
                        + "upload_gbps=%.1f download_ms=%.2f download_gbps=%.1f e2e_ms=%.2f e2e_gbps=%.1f "
                        + "levels=%d%n", d.name().toLowerCase(Locale.ROOT), n, bestKernel, n / (bestKernel * 1e6),
                        bestUpload, bytes / 2 / (bestUpload * 1e6), bestDownload, bytes / 2 / (bestDownload * 1e6),
                        bestE2e, bytes / (bestE2e * 1e6), levels);
                if (d == KeyDistribution.RANDOM) {
                    cpuLine(input, n, bestE2e);
                }
                out.flush();
            }
        }
        return failures;
    }

    private void cpuLine(long[] input, int n, double gpuE2eMs) {
        long[] work = input.clone();
        String name;
        long t0;
        long t1;
        try (KeySorter cpu = engineCpuSorter()) {
            if (cpu != null) {
                name = cpu.name();
                cpu.sort(work, n); // warm-up
                System.arraycopy(input, 0, work, 0, 2 * n);
                t0 = System.nanoTime();
                cpu.sort(work, n);
                t1 = System.nanoTime();
            } else if (n > 100_000_000) {
                out.println("# cpu comparison skipped above 100 M pairs without the engine's CPU sorter");
                return;
            } else {
                name = "reference-lsd(not-the-engine-sorter)";
                t0 = System.nanoTime();
                ReferenceKeySort.sort(work, n);
                t1 = System.nanoTime();
            }
        } catch (Exception e) {
            out.println("# cpu sorter failed: " + e);
            return;
        }
        double ms = (t1 - t0) / 1e6;
        out.printf(Locale.ROOT, "bench cpu=%s n=%d cpu_ms=%.1f gpu_e2e_speedup=%.2f%n", name, n, ms, ms / gpuE2eMs);
    }

    /** The engine's CPU sorter on all cores: what the GPU sorter replaces. */
    private static KeySorter engineCpuSorter() {
        return new org.gputerasort.sort.keys.CpuRadixKeySorter(Runtime.getRuntime().availableProcessors());
    }
}

package org.gputerasort.report;

import java.util.ArrayList;
import java.util.List;

/** Benchmark results with known figures, for tests of the reports and the command. */
public final class SampleResults {
    public static final SystemInfo SYSTEM = new SystemInfo("testhost", "Test CPU 9000", 8, 32L << 30,
            List.of(new SystemInfo.Gpu("Test GPU", "550.1", 8L << 30)),
            List.of(new SystemInfo.Disk("/tmp/work", "/tmp", "/dev/test1", "ext4", 1_000_000_000_000L, 500_000_000_000L)),
            "Test JVM 17", "Test OS 1.0");

    private SampleResults() {
    }

    /** One run of {@code records} records with the given seconds per phase; sort = phase 1 + phase 2. */
    public static RunResult run(long records, double generate, double phase1, double phase2, double validate) {
        long bytes = records * 100;
        return new RunResult(List.of(new PhaseStat(PhaseNames.GENERATE, generate, bytes),
                new PhaseStat(PhaseNames.SORT_PHASE_1, phase1, bytes), new PhaseStat(PhaseNames.SORT_PHASE_2, phase2, bytes),
                new PhaseStat(PhaseNames.VALIDATE, validate, bytes)), phase1 + phase2,
                generate + phase1 + phase2 + validate, true, "7a1b2c3d4e5f");
    }

    /** {@code runs} runs of 1,000,000 records; run i's sort phases take (1 + i/10) of the base times. */
    public static BenchmarkResult result(int runs, String sorter, double priceUsd, double phase1, double phase2) {
        List<RunResult> list = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            double f = 1 + ((i * 7) % runs) / 10.0;
            list.add(run(1_000_000, 0.25, phase1 * f, phase2 * f, 0.1));
        }
        return BenchmarkResult.of(new Workload(1_000_000, false, false), sorter, list, SYSTEM,
                PennySort.sortBenchmarkRule(SystemPrice.lumpSum(priceUsd, "test price")));
    }
}

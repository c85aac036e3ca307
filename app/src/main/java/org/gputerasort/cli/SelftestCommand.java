package org.gputerasort.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gputerasort.gpu.GpuKeySorter;
import org.gputerasort.gpu.GpuSelftest;
import org.gputerasort.gpu.GpuSupport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code gputerasort selftest}: proves the GPU key sorter on the machine at
 * hand and times it. It exists because CI has no GPU: this is the test the
 * GPU machine runs.
 */
@Command(name = "selftest", mixinStandardHelpOptions = true,
        description = {"Checks the GPU key sorter against a reference sort on every key distribution",
            "(--gpu) and times it (--bench). Prints PASS/FAIL per case; exits 1 on any failure."})
public final class SelftestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--gpu", description = "Run the correctness cases on the GPU sorter.")
    boolean gpu;

    @Option(names = "--big", paramLabel = "N", defaultValue = "100000000",
            description = "Pair count of the big case (0: none; default ${DEFAULT-VALUE}).")
    int big;

    @Option(names = "--bench", paramLabel = "N", split = ",",
            description = "Time sorts of these pair counts, e.g. 10000000,100000000.")
    int[] bench;

    @Option(names = "--reps", paramLabel = "R", defaultValue = "3", description = "Timed repetitions (best is kept).")
    int reps;

    @Option(names = "--tile", paramLabel = "PAIRS", description = "Bitonic tile: 2048 or 4096 (default 4096).")
    Integer tile;

    @Option(names = "--seed", defaultValue = "20061001", description = "Seed of the generated keys.")
    long seed;

    @Override
    public Integer call() {
        if (!gpu && bench == null) {
            throw new ParameterException(spec.commandLine(), "nothing to do: give --gpu and/or --bench N[,N...]");
        }
        if (big < 0 || reps < 1) {
            throw new ParameterException(spec.commandLine(), "--big must be >= 0 and --reps >= 1");
        }
        String reason = GpuSupport.unavailableReason().orElse(null);
        if (reason != null) {
            throw new ParameterException(spec.commandLine(), "no usable CUDA GPU: " + reason);
        }
        PrintWriter out = spec.commandLine().getOut();
        int failures = 0;
        try (GpuKeySorter sorter = new GpuKeySorter(0, tile != null ? tile : GpuKeySorter.configuredTile())) {
            GpuSelftest test = new GpuSelftest(out);
            if (gpu) {
                failures += test.correctness(sorter, big, seed);
            }
            if (bench != null) {
                failures += test.bench(sorter, bench, reps, seed);
            }
        }
        out.flush();
        return failures == 0 ? 0 : 1;
    }
}

package org.gputerasort.benchmark;

import java.io.IOException;

import org.gputerasort.report.BenchmarkResult;

/**
 * The benchmark's run loop: {@code repeat} times generate the input, sort it
 * (timed) and validate the output, then assemble the figures, typically with
 * {@link BenchmarkResult#of} from one {@link org.gputerasort.report.RunResult}
 * per run and {@link org.gputerasort.report.SystemInfo#collect}. Kept apart
 * from the command so that the report and the command can be tested without
 * sorting anything.
 */
public interface BenchmarkRunner {
    /**
     * Runs the benchmark; the files it creates under the work dir and temp disks
     * are removed afterwards unless {@link BenchmarkOptions#keep}.
     */
    BenchmarkResult run(BenchmarkOptions options) throws IOException, InterruptedException;
}

package org.gputerasort.benchmark;

import org.gputerasort.report.BenchmarkResult;

/** Placeholder until the run loop (gensort → sort → valsort) is wired to the sort engine. */
public final class NotWiredBenchmarkRunner implements BenchmarkRunner {
    @Override
    public BenchmarkResult run(BenchmarkOptions options) {
        throw new UnsupportedOperationException("benchmark run loop not wired yet");
    }
}

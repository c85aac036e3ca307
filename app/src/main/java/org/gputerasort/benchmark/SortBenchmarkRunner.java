package org.gputerasort.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.io.AtomicOutput;
import org.gputerasort.io.Sizes;
import org.gputerasort.record.UInt128;
import org.gputerasort.report.BenchmarkResult;
import org.gputerasort.report.PhaseNames;
import org.gputerasort.report.PhaseStat;
import org.gputerasort.report.Progress;
import org.gputerasort.report.RunResult;
import org.gputerasort.report.SystemInfo;
import org.gputerasort.sort.SortJob;
import org.gputerasort.sort.SortOptions;
import org.gputerasort.sort.SortResult;
import org.gputerasort.valsort.FileValidator;
import org.gputerasort.valsort.Summary;

/**
 * The SortBenchmark run, K times: generate the input with our gensort
 * (keeping its checksum), sort it with our sort engine (the timed part, from
 * the start of the sort's work to the output durably written), validate the
 * output with our valsort (in order, and its checksum equals gensort's), and
 * remove input and output unless asked to keep them. Generation and
 * validation are timed too but never counted in the sort time.
 */
public final class SortBenchmarkRunner implements BenchmarkRunner {
    private final java.io.PrintWriter log;

    public SortBenchmarkRunner(java.io.PrintWriter log) {
        this.log = log;
    }

    @Override
    public BenchmarkResult run(BenchmarkOptions o) throws IOException {
        for (Path d : o.tempDisks()) {
            Files.createDirectories(d);
        }
        long memory = o.memory() != null ? Sizes.parse(o.memory()) : (long) (Runtime.getRuntime().maxMemory() * 0.6);
        List<RunResult> runs = new ArrayList<>();
        String sorterName = o.sorter().toString();
        for (int k = 1; k <= o.repeat(); k++) {
            Path input = o.workDir().resolve("benchmark-input.dat");
            Path output = o.workDir().resolve("benchmark-output.dat");
            try {
                long start = System.nanoTime();
                List<PhaseStat> phases = new ArrayList<>();
                log.printf("run %d/%d: generating %,d records (%s)%n", k, o.repeat(), o.workload().records(), o.workload().describeKeys());
                UInt128 inputSum = generate(o, input, phases);
                log.printf("run %d/%d: sorting%n", k, o.repeat());
                log.flush();
                SortOptions so = new SortOptions(List.of(input), output, o.tempDisks(), memory, o.threads(), true,
                        o.sorter(), 0, false);
                long s0 = System.nanoTime();
                SortResult sorted = new SortJob(so, Progress::start).run();
                double sortSeconds = (System.nanoTime() - s0) / 1e9;
                sorterName = sorted.sorter();
                for (PhaseStat p : sorted.phases()) {
                    phases.add(new PhaseStat(benchmarkName(p.name()), p.seconds(), p.bytes()));
                }
                log.printf("run %d/%d: sorted in %.3f s; validating%n", k, o.repeat(), sortSeconds);
                long v0 = System.nanoTime();
                Summary summary;
                try (Progress bar = Progress.start(PhaseNames.VALIDATE, o.workload().bytes())) {
                    summary = FileValidator.validate(output, o.threads());
                    bar.advance(o.workload().bytes());
                }
                phases.add(new PhaseStat(PhaseNames.VALIDATE, (System.nanoTime() - v0) / 1e9, o.workload().bytes()));
                boolean valid = summary.inOrder() && summary.recordCount().equals(UInt128.of(o.workload().records()))
                        && summary.checksum().equals(inputSum);
                if (!valid) {
                    log.printf("run %d/%d: VALIDATION FAILED: %s (input checksum %s)%n", k, o.repeat(), summary, inputSum.toHex());
                }
                runs.add(new RunResult(phases, sortSeconds, (System.nanoTime() - start) / 1e9, valid,
                        summary.checksum().toHex()));
            } finally {
                if (!o.keep()) {
                    Files.deleteIfExists(input);
                    Files.deleteIfExists(output);
                }
            }
        }
        return BenchmarkResult.of(o.workload(), sorterName, runs, SystemInfo.collect(o.dirs()), o.pennySort());
    }

    private static UInt128 generate(BenchmarkOptions o, Path input, List<PhaseStat> phases) throws IOException {
        GensortSpec spec = new GensortSpec(UInt128.ZERO, o.workload().records(),
                o.workload().ascii() ? RecordKind.ASCII : RecordKind.BINARY, o.workload().skew(), o.threads(), true);
        long g0 = System.nanoTime();
        UInt128 sum;
        try (AtomicOutput out = AtomicOutput.create(input)) {
            sum = new BlockGenerator(spec).writeTo(out.channel());
            out.commit();
        }
        phases.add(new PhaseStat(PhaseNames.GENERATE, (System.nanoTime() - g0) / 1e9, o.workload().bytes()));
        return sum;
    }

    /** The sort engine's phase names in the benchmark's vocabulary, so reports line up in compare. */
    static String benchmarkName(String sortPhase) {
        if (sortPhase.startsWith("one pass")) {
            return PhaseNames.SORT_ONE_PASS;
        }
        if (sortPhase.startsWith("phase 1")) {
            return PhaseNames.SORT_PHASE_1;
        }
        if (sortPhase.startsWith("phase 2")) {
            return PhaseNames.SORT_PHASE_2;
        }
        return sortPhase;
    }
}

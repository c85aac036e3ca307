package org.gputerasort.sort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.gputerasort.io.AtomicOutput;
import org.gputerasort.io.BadInputException;
import org.gputerasort.io.DiskChecks;
import org.gputerasort.io.InputFiles;
import org.gputerasort.io.OutputFlusher;
import org.gputerasort.io.StaleLeftovers;
import org.gputerasort.io.TempSpace;
import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.report.PhaseStat;
import org.gputerasort.report.PhaseTimer;
import org.gputerasort.report.Progress;
import org.gputerasort.sort.keys.KeySorter;
import org.gputerasort.sort.keys.KeySorters;
import org.gputerasort.sort.phase1.Run;
import org.gputerasort.sort.phase1.RunBuilder;
import org.gputerasort.sort.phase1.RunCatalog;
import org.gputerasort.sort.phase2.Merger;
import org.gputerasort.valsort.KeyOrder;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.Validator;

/**
 * One sort, top to bottom: check everything up front, then either sort in
 * one pass (the input fits the memory budget) or build sorted runs on the
 * temp disks (phase 1) and merge them into the output (phase 2). The output
 * is verified while it is written (order, and its checksum equals the
 * input's) and appears under its name only when complete, verified and
 * fsynced; temp files are removed on success and on failure.
 */
public final class SortJob {
    private static final Logger LOG = LogManager.getLogger(SortJob.class);
    /** Background fsync every 64 MB written: early writeback without many small syncs. */
    static final long FLUSH_EVERY = 64L << 20;
    private final SortOptions options;
    private final PhaseTimer timer = new PhaseTimer();
    private final List<PhaseStat> stages = new ArrayList<>();
    private volatile TempSpace temp;
    private volatile AtomicOutput output;
    private volatile Consumer<String> notices = msg -> LOG.info(msg);

    private final ProgressFactory progress;

    /** Makes the progress display of one phase (a no-op one in tests and pipes). */
    @FunctionalInterface
    public interface ProgressFactory {
        Progress start(String phase, long totalBytes);
    }

    public SortJob(SortOptions options) {
        this(options, (phase, total) -> Progress.NONE);
    }

    public SortJob(SortOptions options, ProgressFactory progress) {
        this.options = options;
        this.progress = progress;
    }

    public SortResult run() throws IOException {
        long start = System.nanoTime();
        try (InputFiles in = InputFiles.open(options.inputs(), options.directIo())) {
            checkOutput(in);
            SortPlan plan = SortPlan.of(in.records(), options.memoryBytes(), options.threads(), options.maxFanIn());
            LOG.info("plan for {} records: {}", in.records(), plan);
            sweepLeftovers(plan);
            checkSpace(in, plan);
            try (KeySorter sorter = KeySorters.open(options.sorter(), options.threads());
                 Workers workers = new Workers(options.threads(), "sort-worker");
                 AtomicOutput out = AtomicOutput.create(options.output())) {
                output = out;
                Checksum128 inputSum = new Checksum128();
                Summary check;
                int runCount = 0;
                int passes = 0;
                if (plan.onePass()) {
                    check = onePass(in, plan, sorter, workers, out, inputSum);
                } else {
                    try (TempSpace t = openTempSpace()) {
                        temp = t;
                        List<Run> runs = t.isResumable() ? resumedRuns(t, in, workers, inputSum) : null;
                        if (runs == null) {
                            PhaseTimer.Running p1 = timer.start("phase 1 (run generation)");
                            RunBuilder builder = new RunBuilder(in, sorter, t, plan, workers);
                            try (Progress bar = progress.start("phase 1 (runs)", in.bytes())) {
                                runs = builder.build(inputSum, bar);
                            }
                            if (t.isResumable()) {
                                RunCatalog.save(t, runs, in.records(), inputSum.value());
                            }
                            p1.end(in.bytes());
                            double[] s = builder.stageSeconds();
                            stages.add(new PhaseStat("phase 1: read + checksum", s[0], in.bytes()));
                            stages.add(new PhaseStat("phase 1: extract + sort keys", s[1], in.records() * 16));
                            stages.add(new PhaseStat("phase 1: reorder + write runs", s[2], in.bytes()));
                        }
                        runCount = runs.size();
                        ExecutorService io = ioThreads(runs.size());
                        try {
                            Merger merger = new Merger(plan, options.memoryBytes(), workers, io, t, options.directIo());
                            PhaseTimer.Running p2 = timer.start("phase 2 (merge)");
                            List<Run> reduced = merger.reduce(runs);
                            passes = merger.intermediatePasses();
                            try (Progress bar = progress.start("phase 2 (merge)", in.bytes());
                                 OutputFlusher flusher = new OutputFlusher(out.channel(), FLUSH_EVERY, bar)) {
                                check = merger.mergeInto(reduced, out.channel(), options.verify(), flusher);
                            }
                            out.channel().force(true);
                            p2.end(in.bytes());
                            t.complete();
                        } finally {
                            io.shutdownNow();
                        }
                    } finally {
                        temp = null;
                    }
                }
                if (options.verify()) {
                    verify(in, inputSum, check);
                }
                out.commit();
                output = null;
                return new SortResult(in.records(), sorter.name(), plan.onePass(), runCount, passes, timer.phases(),
                        List.copyOf(stages), (System.nanoTime() - start) / 1e9, inputSum.value(), options.verify(),
                        options.memoryBytes(), options.threads());
            }
        }
    }

    /** Where this job's notices go (stale leftovers removed, a resumed phase 1); the log by default. */
    public SortJob onNotice(Consumer<String> sink) {
        this.notices = sink;
        return this;
    }

    /** Removes what killed sorts left on this job's disks, before the space checks count it as used. */
    private void sweepLeftovers(SortPlan plan) throws IOException {
        String keep = options.resume() ? TempSpace.RESUME_PREFIX + ResumeKey.of(options.inputs(), options.output()) : null;
        if (!plan.onePass()) {
            StaleLeftovers.sweepTempDisks(options.tempDisks(), keep).forEach(notices);
        }
        StaleLeftovers.sweepOutputTemps(options.output()).forEach(notices);
    }

    private TempSpace openTempSpace() throws IOException {
        return options.resume() ? TempSpace.resumable(options.tempDisks(), ResumeKey.of(options.inputs(), options.output()))
                : TempSpace.create(options.tempDisks());
    }

    /** The verified runs of an earlier attempt of this sort, or null (after emptying the folders) to run phase 1. */
    private List<Run> resumedRuns(TempSpace t, InputFiles in, Workers workers, Checksum128 inputSum) throws IOException {
        try {
            RunCatalog.Loaded loaded = RunCatalog.load(t, in.records(), workers);
            inputSum.add(loaded.inputChecksum());
            notices.accept("resuming: reusing the " + loaded.runs().size() + " verified runs of an earlier attempt in "
                    + t.folders().get(0) + "; phase 1 skipped");
            return loaded.runs();
        } catch (RunCatalog.NotResumable e) {
            if (Files.exists(t.folders().get(0).resolve(RunCatalog.DONE)) || hasRuns(t)) {
                notices.accept("resume: cannot reuse the earlier attempt (" + e.getMessage() + "); starting afresh");
            }
            t.clear();
            return null;
        }
    }

    private static boolean hasRuns(TempSpace t) throws IOException {
        for (Path f : t.folders()) {
            try (java.util.stream.Stream<Path> s = Files.list(f)) {
                if (s.anyMatch(p -> p.getFileName().toString().startsWith("run-"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Removes this job's temp folders and partial output now (for Ctrl-C: the JVM is about to exit). */
    public void abort() {
        TempSpace t = temp;
        if (t != null) {
            t.close();
        }
        AtomicOutput o = output;
        if (o != null) {
            try {
                o.close();
            } catch (IOException e) {
                LOG.warn("could not remove the partial output: {}", e.getMessage());
            }
        }
    }

    private Summary onePass(InputFiles in, SortPlan plan, KeySorter sorter, Workers workers, AtomicOutput out,
                               Checksum128 inputSum) throws IOException {
        int n = (int) in.records();
        int parts = workers.threads();
        PhaseTimer.Running phase = timer.start("one pass (read, sort, write)");
        long t0 = System.nanoTime();
        RecordStore store = new RecordStore(Math.max(1, n), workers);
        long[] packed = new long[2 * n];
        Checksum128[] sums = new Checksum128[parts];
        // each thread reads its own slice, summing and packing each piece while it is in cache
        workers.forEachSlice(n, parts, (i, from, to) -> {
            sums[i] = new Checksum128();
            store.readPackAndSum(in, from, (int) from, (int) (to - from), packed, sums[i]);
        });
        store.setSize(n);
        for (Checksum128 s : sums) {
            inputSum.add(s);
        }
        long t1 = System.nanoTime();
        sorter.sort(packed, n);
        long t2 = System.nanoTime();
        Validator[] checks = new Validator[parts];
        try (Progress bar = progress.start("one pass: write", in.bytes());
             OutputFlusher flusher = new OutputFlusher(out.channel(), FLUSH_EVERY, bar)) {
            workers.forEachSlice(n, parts, (i, from, to) -> {
                checks[i] = options.verify() ? new Validator(KeyOrder.of(false)) : null;
                new Reorderer(plan.ioBufferBytes()).write(store, packed, (int) from, (int) to, out.channel(),
                        from * RecordFormat.RECORD_SIZE, checks[i], flusher);
            });
        }
        long t3 = System.nanoTime();
        out.channel().force(true);
        long t4 = System.nanoTime();
        phase.end(in.bytes());
        stages.add(new PhaseStat("read + checksum + extract keys", (t1 - t0) / 1e9, in.bytes()));
        stages.add(new PhaseStat("sort keys", (t2 - t1) / 1e9, (long) n * 16));
        stages.add(new PhaseStat("reorder + write", (t3 - t2) / 1e9, in.bytes()));
        stages.add(new PhaseStat("fsync", (t4 - t3) / 1e9, in.bytes()));
        if (!options.verify()) {
            return null;
        }
        return Merger.combine(checks);
    }

    /** The output's check against the input: every record, in order, with the input's checksum. */
    private static void verify(InputFiles in, Checksum128 inputSum, Summary check) throws VerificationException {
        long written = check == null ? 0 : check.recordCount().lo();
        if (written != in.records() || (check != null && check.recordCount().hi() != 0)) {
            throw new VerificationException("verification failed: wrote " + written + " records, input has " + in.records());
        }
        if (check == null) {
            return;
        }
        if (!check.inOrder()) {
            throw new VerificationException("verification failed: " + check.unorderedCount() + " records out of order"
                    + " (first at record " + check.firstUnordered() + ")");
        }
        if (!check.checksum().equals(inputSum.value())) {
            throw new VerificationException("verification failed: output checksum " + check.checksum().toHex()
                    + " differs from input checksum " + inputSum.value().toHex());
        }
    }

    private void checkOutput(InputFiles in) throws IOException {
        Path outPath = options.output().toAbsolutePath();
        Path dir = outPath.getParent();
        DiskChecks.writableDirectory(dir, "output directory");
        if (Files.isDirectory(outPath)) {
            throw new BadInputException("output " + options.output() + " is a directory");
        }
        if (Files.exists(outPath)) {
            for (Path p : in.paths()) {
                if (Files.isSameFile(p, outPath)) {
                    throw new BadInputException("output " + options.output() + " is the input " + p + ": the input is never overwritten");
                }
            }
        }
    }

    private void checkSpace(InputFiles in, SortPlan plan) throws IOException {
        if (!plan.onePass()) {
            if (options.tempDisks().isEmpty()) {
                throw new BadInputException("the input does not fit the memory budget: give --temp-disks for the runs");
            }
            List<Path> seen = new ArrayList<>();
            for (Path d : options.tempDisks()) {
                DiskChecks.writableDirectory(d, "temp disk");
                for (Path s : seen) {
                    if (Files.isSameFile(s, d)) {
                        throw new BadInputException("temp disk " + d + " is given twice (as " + s + ")");
                    }
                }
                seen.add(d);
            }
            // an intermediate merge pass writes its longer runs before deleting the ones it read: twice the input;
            // with --resume the phase-1 runs are kept until the end as well
            long runs = (in.records() + plan.runRecords() - 1) / plan.runRecords();
            long factor = runs > plan.fanIn() ? (options.resume() ? 3 : 2) : 1;
            DiskChecks.spaceForSpread(options.tempDisks(), factor * in.bytes(), options.output().toAbsolutePath().getParent(),
                    in.bytes(), factor > 1 ? "the runs and the intermediate merge passes" : "the runs");
        } else {
            DiskChecks.spaceForSpread(List.of(options.output().toAbsolutePath().getParent()), in.bytes(), "the output");
        }
    }

    private ExecutorService ioThreads(int runs) {
        int n = Math.max(4, Math.min(32, options.tempDisks().size() * 2 + options.threads()));
        return Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "sort-io");
            t.setDaemon(true);
            return t;
        });
    }
}

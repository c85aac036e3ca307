package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gputerasort.io.AtomicOutput;
import org.gputerasort.io.BadInputException;
import org.gputerasort.io.Sizes;
import org.gputerasort.report.PhaseStat;
import org.gputerasort.report.Progress;
import org.gputerasort.report.SortStatsJson;
import org.gputerasort.sort.SortJob;
import org.gputerasort.sort.SortOptions;
import org.gputerasort.sort.SortResult;
import org.gputerasort.sort.SorterChoice;
import org.gputerasort.sort.VerificationException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code gputerasort sort}: the two-phase external sort of 100-byte records.
 * Parses and checks options, runs a {@link SortJob}, and turns its result or
 * failure into a phase table, a stats file and an exit status.
 */
@Command(name = "sort", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Sorts files of 100-byte SortBenchmark records (binary or ASCII, 10-byte keys) of any size.",
            "",
            "Inputs that fit --memory are sorted in one pass; larger ones in two phases: sorted runs written "
                + "across the temp disks, then a parallel striped merge. The output appears under its name only "
                + "when complete, verified (order + checksum) and fsynced; temp files are always removed, also on "
                + "failure and Ctrl-C.", ""},
        footer = {"", "Exit status: 0 sorted and verified; 1 bad arguments; 2 bad input, not enough space or memory; "
                + "3 I/O failure; 4 verification failed.",
            "", "Example:", "  gputerasort sort --input in.dat --output out.dat --temp-disks /mnt/d1,/mnt/d2 --memory 4g"})
public final class SortCommand implements Callable<Integer> {
    static final int EXIT_BAD_INPUT = 2;
    static final int EXIT_IO = 3;
    static final int EXIT_VERIFY = 4;

    @Spec
    CommandSpec spec;

    @Option(names = "--input", required = true, split = ",", paramLabel = "FILE",
            description = "Input file(s); several (comma-separated or repeated) are sorted as one.")
    List<Path> inputs;

    @Option(names = "--output", required = true, paramLabel = "FILE", description = "The sorted output file.")
    Path output;

    @Option(names = "--temp-disks", split = ",", paramLabel = "DIR",
            description = "Folders for the sorted runs, one per disk, used cyclically (default: the output's folder).")
    List<Path> tempDisks;

    @Option(names = "--memory", paramLabel = "SIZE",
            description = "Total buffer budget, e.g. 512m, 4g (default: 60%% of the JVM heap).")
    String memory;

    @Option(names = "--sorter", paramLabel = "auto|cpu|gpu", defaultValue = "auto", converter = SorterChoiceConverter.class,
            description = "Key sorter: the GPU when usable (auto), or force one. Default: ${DEFAULT-VALUE}.")
    SorterChoice sorter;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: all cores).")
    Integer threads;

    @Option(names = "--verify", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Check order and checksum of the output while writing it (default: on).")
    boolean verify;

    @Option(names = "--direct-io",
            description = "Read the input and the runs with O_DIRECT (bypassing the page cache) where the file system allows; writes stay buffered with early write-back.")
    boolean directIo;

    @Option(names = "--resume",
            description = "Keep phase 1's sorted runs (fsynced, with checksummed manifests) in folders named after the input and"
                    + " output until the output is written; when an earlier attempt of this same sort was killed after phase 1,"
                    + " verify and reuse its runs instead of redoing phase 1.")
    boolean resume;

    @Option(names = "--stats", paramLabel = "FILE.json", description = "Also write the phase figures as JSON.")
    Path stats;

    @Option(names = "--max-fan-in", hidden = true, defaultValue = "0",
            description = "Most runs merged at once (testing and tuning; default: as many as memory allows).")
    int maxFanIn;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        SortOptions options = options();
        SortJob job = new SortJob(options, Progress::start).onNotice(msg -> {
            err.println("gputerasort sort: " + msg);
            err.flush();
        });
        Thread hook = new Thread(() -> {
            job.abort();
            err.println("gputerasort sort: interrupted; " + (resume ? "partial output removed, runs kept for --resume"
                    : "temp files and partial output removed"));
            err.flush();
        }, "sort-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            checkStatsPath(options);
            SortResult result = job.run();
            printTable(out, result);
            if (stats != null) {
                try (AtomicOutput o = AtomicOutput.create(stats)) {
                    o.channel().write(java.nio.ByteBuffer.wrap(SortStatsJson.toJson(result)));
                    o.commit();
                }
            }
            return 0;
        } catch (VerificationException e) {
            return fail(err, e, EXIT_VERIFY);
        } catch (BadInputException e) {
            return fail(err, e, EXIT_BAD_INPUT);
        } catch (IOException e) {
            return fail(err, e, EXIT_IO);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it cleans up
            }
        }
    }

    /** The stats file is written after the sort: make sure now that it can be, and that it is not one of our data files. */
    private void checkStatsPath(SortOptions options) throws IOException {
        if (stats == null) {
            return;
        }
        Path abs = stats.toAbsolutePath();
        org.gputerasort.io.DiskChecks.writableDirectory(abs.getParent(), "--stats folder");
        if (java.nio.file.Files.exists(abs)) {
            for (Path in : options.inputs()) {
                if (java.nio.file.Files.exists(in) && java.nio.file.Files.isSameFile(in, abs)) {
                    throw new BadInputException("--stats " + stats + " is the input " + in + ": the input is never overwritten");
                }
            }
            if (java.nio.file.Files.exists(options.output()) && java.nio.file.Files.isSameFile(options.output(), abs)) {
                throw new BadInputException("--stats " + stats + " is the output " + options.output());
            }
        }
    }

    private int fail(PrintWriter err, Exception e, int code) {
        err.println("gputerasort sort: " + describe(e));
        if (spec.commandLine().getParseResult() != null && isDebug()) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }

    /** The system's reason with the file it concerns: a bare NoSuchFileException message is only a path. */
    static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException n) {
            return n.getFile() + ": No such file or directory";
        }
        if (e instanceof java.nio.file.AccessDeniedException a) {
            return a.getFile() + ": Permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null && f.getFile() != null) {
            return f.getFile() + ": " + f.getReason();
        }
        if (e.getMessage() == null) {
            return e.getClass().getSimpleName();
        }
        return e.getMessage();
    }

    private boolean isDebug() {
        CommandLine root = spec.commandLine();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        return root.getCommand() instanceof GputerasortCommand g && g.debug;
    }

    private SortOptions options() {
        long heap = Runtime.getRuntime().maxMemory();
        long mem;
        try {
            mem = memory != null ? Sizes.parse(memory) : (long) (heap * 0.6);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--memory: " + e.getMessage());
        }
        if (mem > heap) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--memory " + memory + " exceeds the JVM heap ("
                    + Sizes.format(heap) + "); raise it with GPUTERASORT_HEAP (scripts/gputerasort) or -Xmx");
        }
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (t < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be >= 1; got " + t);
        }
        List<Path> disks = tempDisks != null && !tempDisks.isEmpty() ? tempDisks
                : List.of(output.toAbsolutePath().getParent());
        return new SortOptions(inputs, output, disks, mem, t, verify, sorter, maxFanIn, directIo, resume);
    }

    static void printTable(PrintWriter out, SortResult r) {
        out.printf(Locale.ROOT, "sorted %,d records (%s) with %s, %s%s%n", r.records(), Sizes.format(r.bytes()), r.sorter(),
                r.onePass() ? "one pass" : r.runs() + " runs" + (r.intermediatePasses() > 0 ? ", " + r.intermediatePasses() + " intermediate merge passes" : ""),
                r.verified() ? ", verified (checksum " + r.checksum().toHex() + ")" : ", not verified");
        out.printf(Locale.ROOT, "%-34s %14s %10s %10s%n", "phase", "bytes", "seconds", "MB/s");
        for (PhaseStat p : r.phases()) {
            out.printf(Locale.ROOT, "%-34s %,14d %10.3f %10.1f%n", p.name(), p.bytes(), p.seconds(), p.mbPerSec());
        }
        for (PhaseStat p : r.stages()) {
            out.printf(Locale.ROOT, "  %-32s %,14d %10.3f %10.1f%n", p.name(), p.bytes(), p.seconds(), p.mbPerSec());
        }
        out.printf(Locale.ROOT, "%-34s %,14d %10.3f %10.1f%n", "total", r.bytes(), r.totalSeconds(),
                r.totalSeconds() > 0 ? r.bytes() / 1e6 / r.totalSeconds() : 0);
        out.flush();
    }
}

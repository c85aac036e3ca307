package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;

import org.gputerasort.io.AtomicOutput;
import org.gputerasort.io.FileChannels;
import org.gputerasort.valsort.FileValidator;
import org.gputerasort.valsort.KeyOrder;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.SummaryReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code valsort}: the reference valsort 1.5 command line, with the same
 * messages, summary bytes and exit statuses. Also the main class of the
 * standalone {@code scripts/valsort}.
 */
@Command(name = "valsort", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Validates SortBenchmark output: key order, duplicate keys, record count and the 128-bit "
                + "checksum, as the reference valsort 1.5 reports them (on stderr).", ""},
        footer = {"", "Exit status: 0 all records in order; 1 unordered records or bad input; 250 the file cannot be opened.",
            "", "Examples:", "  valsort sorted.dat", "  valsort -o p0.sum part0; valsort -o p1.sum part1",
            "  cat p0.sum p1.sum > all.sum; valsort -s all.sum"})
public final class ValsortCommand implements Callable<Integer> {
    /** The reference's exit status when the input cannot be opened. */
    public static final int EXIT_CANNOT_OPEN = 250;

    @Spec
    CommandSpec spec;

    @Option(names = "-i", description = "Compare keys ignoring ASCII case.")
    boolean ignoreCase;

    @Option(names = "-q", description = "Quiet: print nothing; the exit status still tells.")
    boolean quiet;

    @Option(names = "-t", paramLabel = "N", description = "Validation threads (default: all cores). The output does not depend on it.")
    Integer threads;

    @Option(names = "-o", paramLabel = "SUMMARY_FILE", description = "Write a 280-byte partition summary of the file.")
    Path summaryOut;

    @Option(names = "-s", description = "FILE_NAME is a concatenation of partition summaries: validate them as one file, in order.")
    boolean summaries;

    @Parameters(index = "0", paramLabel = "FILE_NAME", description = "The file to validate.")
    Path file;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (t < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "-t must be >= 1; got " + t);
        }
        KeyOrder order = KeyOrder.of(ignoreCase);
        Summary s;
        try {
            if (Files.isDirectory(file)) {
                return fail(err, file + " is a directory, not a file of records", 1);
            }
            s = summaries ? readSummaries(file, order) : FileValidator.validate(file, t, order);
        } catch (NoSuchFileException e) {
            return fail(err, "cannot open " + file + ": No such file or directory", EXIT_CANNOT_OPEN);
        } catch (java.nio.file.AccessDeniedException e) {
            return fail(err, "cannot open " + file + ": Permission denied", EXIT_CANNOT_OPEN);
        } catch (FileValidator.ValidationInputException e) {
            // the reference's own words, unprefixed (scripts match them)
            err.println(e.getMessage());
            err.flush();
            return 1;
        } catch (IOException | IllegalArgumentException e) {
            return fail(err, e.getMessage(), 1);
        }
        if (summaryOut != null) {
            try (AtomicOutput out = AtomicOutput.create(summaryOut)) {
                out.channel().write(ByteBuffer.wrap(s.toBytes()));
                out.commit();
            } catch (IOException e) {
                return fail(err, e.getMessage(), EXIT_CANNOT_OPEN);
            }
        }
        if (!quiet) {
            err.print(SummaryReport.text(s));
            err.flush();
        }
        return SummaryReport.exitStatus(s);
    }

    /**
     * Streams the summaries one at a time (a foreign file passed to -s may be
     * large; memory must not grow with it) and stops at the first one that
     * valsort could not have written.
     */
    private static Summary readSummaries(Path file, KeyOrder order) throws IOException {
        try (FileChannel ch = FileChannels.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size % Summary.BYTES != 0) {
                throw new IOException("partial partition summary found at end");
            }
            if (size == 0) {
                throw new IOException("there must be at least one partition summary to be validated");
            }
            long count = size / Summary.BYTES;
            ByteBuffer one = ByteBuffer.allocate(Summary.BYTES);
            Summary whole = null;
            for (long i = 0; i < count; i++) {
                one.clear();
                while (one.hasRemaining()) {
                    if (ch.read(one, i * Summary.BYTES + one.position()) < 0) {
                        throw new IOException(file + " shrank while being read");
                    }
                }
                one.flip();
                Summary next;
                try {
                    next = Summary.readFrom(one);
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + ": summary " + (i + 1) + " of " + count + " (bytes "
                            + i * Summary.BYTES + ".." + ((i + 1) * Summary.BYTES - 1) + ") is " + e.getMessage());
                }
                whole = whole == null ? next : whole.append(next, order);
            }
            return whole;
        }
    }

    /** Errors are printed even with -q: quiet silences the verdict, not the reason it could not be given. */
    private int fail(PrintWriter err, String message, int status) {
        err.println("valsort: " + message);
        err.flush();
        return status;
    }

    public static void main(String[] args) {
        System.exit(GensortCommand.commandLine(new ValsortCommand()).execute(args));
    }
}

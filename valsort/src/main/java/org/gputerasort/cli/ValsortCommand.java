package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gputerasort.io.AtomicOutput;
import org.gputerasort.valsort.BadInputException;
import org.gputerasort.valsort.FileValidator;
import org.gputerasort.valsort.KeyOrder;
import org.gputerasort.valsort.PartialSummaryException;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.SummaryFile;
import org.gputerasort.valsort.SummaryReport;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code valsort}: the reference valsort 1.5 command line, with its messages
 * (all on stderr), summary-file bytes and exit statuses. Also the main class
 * of the standalone {@code scripts/valsort}.
 */
@Command(name = "valsort", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {"Validates SortBenchmark sort output, as the reference valsort 1.5: key order, duplicate keys,",
            "record count and the 128-bit checksum (sum of the records' CRC-32s). All output is on stderr."},
        footer = {"", "Exit status: 0 all records in order, 1 unordered records or bad input,",
            "250 the input cannot be opened (1 with -t1 or -s, as the reference).",
            "Examples:", "  valsort sortoutputfile",
            "  valsort -o out0.sum out0.dat; valsort -o out1.sum out1.dat",
            "  cat out0.sum out1.sum > all.sum; valsort -s all.sum"})
public final class ValsortCommand implements Callable<Integer> {
    /** The reference's exit status when its threaded reader cannot open the input. */
    public static final int EXIT_INPUT_FAILED = 250;

    @Spec
    CommandSpec commandSpec;

    @Option(names = "-i", description = "Case-insensitive ASCII key comparisons (optional for PennySort).")
    boolean ignoreCase;

    @Option(names = "-q", description = "Quiet: print nothing; the exit status still tells the result.")
    boolean quiet;

    @Option(names = "-t", paramLabel = "N", description = "Validation threads (default, or 0: all cores). The result does not depend on it.")
    Integer threads;

    @Option(names = "-o", paramLabel = "SUMMARY_FILE", description = "Also write a 280-byte summary of the validated records, to check partitioned output with -s.")
    Path summaryOut;

    @Option(names = "-s", description = "FILE_NAME holds concatenated partition summaries (from -o) instead of records.")
    boolean summaries;

    @Parameters(index = "0", paramLabel = "FILE_NAME", description = "The sort output file, or the summaries file with -s.")
    Path file;

    @Override
    public Integer call() {
        PrintWriter err = commandSpec.commandLine().getErr();
        if (threads != null && threads < 0) {
            throw new CommandLine.ParameterException(commandSpec.commandLine(),
                    "valsort: -t must be 0 (all cores) or more; got " + threads);
        }
        // Like the reference, open the summary output first: an unwritable one fails before any work.
        try (AtomicOutput out = summaryOut != null ? AtomicOutput.create(summaryOut) : null) {
            Summary summary;
            try {
                summary = validate();
            } catch (PartialSummaryException e) {
                return fail(err, SummaryReport.firstUnorderedLine(e.before(), quiet) + e.getMessage(), 1);
            } catch (BadInputException e) {
                return fail(err, e.getMessage(), 1);
            } catch (FileSystemException e) {
                return fail(err, e.getFile() + ": " + reason(e), threaded() ? EXIT_INPUT_FAILED : 1);
            }
            if (out != null) {
                SummaryFile.write(out, summary);
            }
            err.print(SummaryReport.render(summary, quiet));
            err.flush();
            return SummaryReport.exitStatus(summary);
        } catch (IOException e) {
            return fail(err, e.getMessage(), 1);
        }
    }

    private Summary validate() throws IOException {
        KeyOrder order = KeyOrder.of(ignoreCase);
        if (summaries) {
            return SummaryFile.combine(file, order);
        }
        return new FileValidator(order, threadCount()).validate(file);
    }

    private int threadCount() {
        return threads == null || threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }

    /** The reference reads records on its threaded reader unless told -t1 or -s; the exit status of a failed open differs. */
    private boolean threaded() {
        return !summaries && (threads == null || threads != 1);
    }

    private static String reason(FileSystemException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        return e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
    }

    private static int fail(PrintWriter err, String message, int status) {
        err.println(message);
        err.flush();
        return status;
    }

    public static void main(String[] args) {
        CommandLine cl = GensortCommand.commandLine(new ValsortCommand());
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            line.getErr().println("valsort: " + (ex.getMessage() != null ? ex.getMessage() : ex.toString()));
            line.getErr().flush();
            return 1;
        });
        System.exit(cl.execute(args));
    }
}

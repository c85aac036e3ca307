package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.io.AtomicOutput;
import org.gputerasort.record.UInt128;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code gensort}: the reference gensort 1.5 command line, byte-identical
 * output. Also the main class of the standalone {@code scripts/gensort}.
 */
@Command(name = "gensort", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {"Generates SortBenchmark input records, byte-identical to the reference gensort 1.5.",
            "Records are 100 bytes with a 10-byte key; the output is the same for any number of threads."},
        footer = {"", "Exit status: 0 success, 1 bad arguments, 250 the output cannot be written.",
            "Examples:", "  gensort -a 1000000 pennyinput      1,000,000 ASCII records",
            "  gensort -b2000 1000 partition2     records 2000..2999, binary"})
public final class GensortCommand implements Callable<Integer> {
    /** The reference's exit status when the output cannot be created or written. */
    public static final int EXIT_OUTPUT_FAILED = 250;

    @Spec
    CommandSpec commandSpec;

    @Option(names = "-a", description = "Generate ASCII records (PennySort, JouleSort) instead of binary ones.")
    boolean ascii;

    @Option(names = "-c", description = "Print the sum of the records' CRC-32 checksums (128-bit, hex) on stderr.")
    boolean checksum;

    @Option(names = "-b", paramLabel = "STARTING_REC_NUM", description = "First record number to generate (default 0); any value up to 2^128-1.")
    String start = "0";

    @Option(names = "-s", description = "Generate skewed keys (the Daytona skewed-key test).")
    boolean skew;

    @Option(names = "-t", paramLabel = "N", description = "Generator threads (default: all cores). The output does not depend on it.")
    Integer threads;

    @Parameters(index = "0", paramLabel = "NUM_RECS", description = "Number of records to generate.")
    String numRecs;

    @Parameters(index = "1", paramLabel = "FILE_NAME", description = "Output file; /dev/null or a pipe also work. Written under a temporary name and renamed when complete.")
    Path file;

    @Override
    public Integer call() {
        GensortSpec spec;
        try {
            spec = spec();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandSpec.commandLine(), "gensort: " + e.getMessage());
        }
        return generate(spec, commandSpec.commandLine().getErr());
    }

    /** What the options ask for, validated. */
    GensortSpec spec() {
        return new GensortSpec(parse(start, "starting record number (-b)"), count(numRecs),
                ascii ? RecordKind.ASCII : RecordKind.BINARY, skew,
                threads != null ? threads : Runtime.getRuntime().availableProcessors(), checksum);
    }

    /** Writes the records to {@link #file}; returns the exit status. */
    int generate(GensortSpec spec, PrintWriter err) {
        try (AtomicOutput out = AtomicOutput.create(file)) {
            UInt128 sum = new BlockGenerator(spec).writeTo(out.channel());
            out.commit();
            if (checksum) {
                err.println(sum.toHex());
                err.flush();
            }
            return 0;
        } catch (IOException e) {
            err.println("gensort: " + e.getMessage());
            err.flush();
            return EXIT_OUTPUT_FAILED;
        }
    }

    private static UInt128 parse(String text, String what) {
        try {
            return UInt128.parseDecimal(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": " + e.getMessage());
        }
    }

    private static long count(String text) {
        UInt128 n = parse(text, "NUM_RECS");
        if (!n.fitsLong() || n.lo() > Long.MAX_VALUE / 100) {
            throw new IllegalArgumentException("NUM_RECS " + text + " is too large for one file");
        }
        return n.lo();
    }

    /** Configures a command line the way the reference behaves: usage errors exit 1. */
    public static CommandLine commandLine(Object command) {
        CommandLine cl = new CommandLine(command);
        usageErrorsExitOne(cl);
        return cl;
    }

    private static void usageErrorsExitOne(CommandLine cl) {
        cl.getCommandSpec().exitCodeOnInvalidInput(1).exitCodeOnExecutionException(1);
        cl.getSubcommands().values().forEach(GensortCommand::usageErrorsExitOne);
    }

    /**
     * The standalone launcher's entry. The reference's own argument form is
     * run without building picocli's model (see {@link QuickGensortArgs});
     * anything else, bad values included, goes through picocli.
     */
    public static void main(String[] args) {
        GensortCommand quick = QuickGensortArgs.parse(args);
        if (quick != null) {
            GensortSpec spec = null;
            try {
                spec = quick.spec();
            } catch (IllegalArgumentException e) {
                // picocli below reports it, with the usage
            }
            if (spec != null) {
                PrintWriter err = new PrintWriter(System.err, true);
                System.exit(quick.generate(spec, err));
            }
        }
        System.exit(commandLine(new GensortCommand()).execute(args));
    }
}

package org.gputerasort.cli;

import java.nio.file.Path;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The top command: only wires the subcommands and the options they share.
 */
@Command(name = "gputerasort", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"SortBenchmark runner: generate, sort and validate 100-byte records,",
            "with a GPU-accelerated two-phase external sort (GPUTeraSort, SIGMOD 2006)."},
        subcommands = {GensortCommand.class, ValsortCommand.class, SortCommand.class, BenchmarkCommand.class, SelftestCommand.class},
        footer = {"", "Defaults come from the bundled gputerasort.properties, a --config FILE and",
            "GPUTERASORT_<COMMAND>_<OPTION> environment variables, in rising precedence."})
public final class GputerasortCommand implements Runnable {
    @Option(names = "--config", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "Properties file of option defaults (keys command.option).")
    Path config;

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "Show stack traces of failures.")
    boolean debug;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
    }
}

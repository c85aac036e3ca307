package org.gputerasort.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import picocli.CommandLine;

/**
 * Entry point of the runnable jar: finds {@code --config FILE} before
 * parsing (its values are defaults for every other option), wires the
 * default-value provider and runs the top command.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (tests call this instead of {@link #main}). */
    public static int run(String... args) {
        return run(null, null, args);
    }

    /** As {@link #run(String...)}, printing to the given writers instead of System.out/err when not null. */
    public static int run(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        if (out != null) {
            cl.setOut(out);
        }
        if (err != null) {
            cl.setErr(err);
        }
        try {
            cl.setDefaultValueProvider(ConfigDefaults.load(configFile(args), System.getenv()));
        } catch (IOException e) {
            cl.getErr().println("gputerasort: " + e.getMessage());
            cl.getErr().flush();
            return 1;
        }
        return cl.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cl = GensortCommand.commandLine(new GputerasortCommand());
        cl.setExecutionExceptionHandler(new FriendlyErrors());
        return cl;
    }

    static Path configFile(String[] args) {
        List<String> list = List.of(args);
        for (int i = 0; i < list.size(); i++) {
            String a = list.get(i);
            if (a.equals("--config") && i + 1 < list.size()) {
                return Path.of(list.get(i + 1));
            }
            if (a.startsWith("--config=")) {
                return Path.of(a.substring("--config=".length()));
            }
        }
        return null;
    }
}

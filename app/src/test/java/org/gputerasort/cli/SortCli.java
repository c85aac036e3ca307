package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import picocli.CommandLine;

/**
 * Runs {@code gputerasort sort ...} in-process the way {@link Main#run} does
 * (same command line, same bundled defaults, no environment), capturing
 * stdout and stderr, so tests can assert the exit status and the messages.
 */
final class SortCli {
    private SortCli() {
    }

    /** What one run of the command printed and returned. */
    record Outcome(int exit, String out, String err) {
        /** Non-empty lines of stderr. */
        List<String> errLines() {
            return err.lines().filter(l -> !l.isBlank()).toList();
        }

        String firstErrLine() {
            List<String> l = errLines();
            return l.isEmpty() ? "" : l.get(0);
        }

        @Override
        public String toString() {
            return "exit " + exit + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** Runs {@code gputerasort sort} with the given arguments. */
    static Outcome sort(String... args) {
        List<String> all = new ArrayList<>();
        all.add("sort");
        all.addAll(List.of(args));
        return run(all.toArray(String[]::new));
    }

    static Outcome run(String... args) {
        CommandLine cl = Main.commandLine();
        try {
            cl.setDefaultValueProvider(ConfigDefaults.load(null, Map.of()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Outcome(exit, out.toString(), err.toString());
    }
}

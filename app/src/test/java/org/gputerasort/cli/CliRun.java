package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;

import picocli.CommandLine;

/** Runs the command line in this JVM with stdout and stderr captured (the exit status is returned, not exited). */
record CliRun(int exit, String out, String err) {
    static CliRun of(String... args) {
        CommandLine cl = Main.commandLine();
        try {
            cl.setDefaultValueProvider(ConfigDefaults.load(null, Map.of()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new CliRun(exit, out.toString(), err.toString());
    }
}

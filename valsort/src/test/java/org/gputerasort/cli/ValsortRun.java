package org.gputerasort.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine;

/** Runs the valsort command line in-process with its file names relative to {@code dir}, capturing stdout and stderr. */
record ValsortRun(int exit, String stdout, String stderr) {
    static ValsortRun in(Path dir, String... args) {
        List<String> resolved = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            boolean fileName = !args[i].startsWith("-") || (i > 0 && args[i - 1].equals("-o"));
            resolved.add(fileName ? dir.resolve(args[i]).toString() : args[i]);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = GensortCommand.commandLine(new ValsortCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(resolved.toArray(String[]::new));
        return new ValsortRun(exit, out.toString(), err.toString());
    }
}

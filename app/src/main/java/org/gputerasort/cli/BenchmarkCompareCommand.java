package org.gputerasort.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.gputerasort.report.BenchmarkComparison;
import org.gputerasort.report.BenchmarkJson;
import org.gputerasort.report.ReportFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code benchmark compare A B}: B relative to A, per phase and per headline figure. */
@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Compares two benchmark reports, B relative to A.",
            "Per phase: MB/s and seconds; per figure: sort seconds, records and GB per",
            "penny; each with the ratio B/A (e.g. A = CPU sorter, B = GPU sorter)."},
        footer = {"", "Example:", "  gputerasort benchmark compare cpu-report gpu-report/benchmark.json"})
public final class BenchmarkCompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A.json", description = "The baseline report (benchmark.json, or a report directory).")
    Path a;

    @Parameters(index = "1", paramLabel = "B.json", description = "The report compared with it.")
    Path b;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        out.print(new BenchmarkComparison(a.toString(), BenchmarkJson.read(json(a)), b.toString(),
                BenchmarkJson.read(json(b))).render());
        out.flush();
        return 0;
    }

    /** A report directory stands for the benchmark.json inside it. */
    private static Path json(Path p) {
        return Files.isDirectory(p) ? p.resolve(ReportFiles.JSON) : p;
    }
}

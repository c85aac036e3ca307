package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.gputerasort.benchmark.BenchmarkOptions;
import org.gputerasort.benchmark.BenchmarkRunner;
import org.gputerasort.sort.SorterChoice;
import org.gputerasort.report.BenchmarkJson;
import org.gputerasort.report.BenchmarkResult;
import org.gputerasort.report.PennySort;
import org.gputerasort.report.RunResult;
import org.gputerasort.report.SampleResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

class BenchmarkCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final List<BenchmarkOptions> seen = new ArrayList<>();

    /** Sorts nothing: 1.0 + 0.8 s sort phases per run, as if measured. */
    private final BenchmarkRunner fake = options -> {
        seen.add(options);
        assertTrue(Files.isDirectory(options.workDir()), "work dir exists while running");
        List<RunResult> runs = new ArrayList<>();
        for (int i = 0; i < options.repeat(); i++) {
            runs.add(SampleResults.run(options.workload().records(), 0.25, 1.0 + i / 10.0, 0.8, 0.1));
        }
        return BenchmarkResult.of(options.workload(), options.sorter().toString(), runs, SampleResults.SYSTEM,
                options.pennySort());
    };

    private int run(BenchmarkRunner runner, Map<String, String> env, String... args) throws IOException {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setDefaultValueProvider(ConfigDefaults.load(null, env));
        ((BenchmarkCommand) cl.getSubcommands().get("benchmark").getCommand()).runner = runner;
        return cl.execute(args);
    }

    @Test
    void aRunWritesTheThreeReportsAndPrintsTheSummary() throws IOException {
        Path report = dir.resolve("report");
        int status = run(fake, Map.of(), "benchmark", "--records", "2000000", "--price-usd", "1000", "--sorter", "CPU",
                "--repeat", "3", "--report-dir", report.toString());
        assertEquals(0, status, err.toString());
        BenchmarkResult written = BenchmarkJson.read(report.resolve("benchmark.json"));
        assertEquals(2_000_000, written.workload().records());
        assertEquals(3, written.runs().size());
        assertTrue(Files.readString(report.resolve("benchmark.md")).contains("| Phase | Seconds | Bytes | MB/s |"));
        assertNotNull(ImageIO.read(report.resolve("benchmark.png").toFile()));
        String summary = out.toString();
        // median run 2: sort 1.1 + 0.8 = 1.9 s; 2,000,000 x 946.08 / 1.9 = 995,873,684 records per penny
        assertTrue(summary.contains("sort       1.90 s (105.3 MB/s), run 2: median of 3 runs by sort time"), summary);
        assertTrue(summary.contains("995,873,684 records per penny = 99.587 GB per penny (EXTRAPOLATED"), summary);
        assertTrue(summary.contains(report.resolve("benchmark.json").toAbsolutePath().toString()), summary);
        assertEquals(SorterChoice.CPU, seen.get(0).sorter());
    }

    @Test
    void defaultsAreTheRulesTheBundledExamplePriceAndAnOwnTemporaryWorkDir() throws IOException {
        int status = run(fake, Map.of(), "benchmark", "--report-dir", dir.resolve("r").toString());
        assertEquals(0, status, err.toString());
        BenchmarkOptions o = seen.get(0);
        assertEquals(1_000_000, o.workload().records());
        assertEquals(PennySort.SORT_BENCHMARK_DEPRECIATION_SECONDS, o.pennySort().depreciationSeconds());
        assertEquals(7, o.pennySort().price().parts().size());
        assertTrue(o.pennySort().price().source().startsWith("EXAMPLE"));
        assertTrue(err.toString().contains("EXAMPLE parts list"), err.toString());
        assertEquals(List.of(o.workDir().resolve("tmp")), o.tempDisks());
        assertEquals(SorterChoice.AUTO, o.sorter());
        assertEquals(Runtime.getRuntime().availableProcessors(), o.threads());
        assertFalse(Files.exists(o.workDir()), "own temporary work dir is removed without --keep");
    }

    @Test
    void aUsersPartsListAndThePapersRuleComeFromTheConfigFile() throws IOException {
        Path config = dir.resolve("my.properties");
        Files.writeString(config, "benchmark.price.cpu=551 Pentium D\nbenchmark.price.gpu=265 7800 GT\n"
                + "benchmark.price.memory=160\nbenchmark.price.disks=359\nbenchmark.price.board=108\n"
                + "benchmark.price.case=40\nbenchmark.price.psu=60\nbenchmark.depreciation-seconds=100000000\n");
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setDefaultValueProvider(ConfigDefaults.load(config, Map.of()));
        ((BenchmarkCommand) cl.getSubcommands().get("benchmark").getCommand()).runner = fake;
        assertEquals(0, cl.execute("benchmark", "--report-dir", dir.resolve("r").toString()), err.toString());
        PennySort p = seen.get(0).pennySort();
        assertEquals(1543.0, p.priceUsd(), 1e-9);
        assertEquals(648.0881, p.secondsPerPenny(), 1e-4);
        assertFalse(p.price().source().startsWith("EXAMPLE"));
        assertTrue(out.toString().contains("GPUTeraSort paper"), out.toString());
    }

    @Test
    void overridingOnlySomePartsKeepsTheOthersFlaggedAsExamples() throws IOException {
        Path config = dir.resolve("partial.properties");
        Files.writeString(config, "benchmark.price.gpu=1599 RTX 4090\n");
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setDefaultValueProvider(ConfigDefaults.load(config, Map.of()));
        ((BenchmarkCommand) cl.getSubcommands().get("benchmark").getCommand()).runner = fake;
        assertEquals(0, cl.execute("benchmark", "--report-dir", dir.resolve("r").toString()), err.toString());
        String source = seen.get(0).pennySort().price().source();
        assertTrue(source.contains("6 of its parts are still the bundled EXAMPLE prices"), source);
        assertTrue(err.toString().contains("EXAMPLE"), err.toString());
    }

    @Test
    void anOutputThatDidNotValidateStillReportsButExitsOne() throws IOException {
        BenchmarkRunner invalid = options -> BenchmarkResult.of(options.workload(), "cpu",
                List.of(new RunResult(SampleResults.run(options.workload().records(), 1, 1, 1, 1).phases(), 2, 4, false,
                        "0")), SampleResults.SYSTEM, options.pennySort());
        Path report = dir.resolve("r");
        assertEquals(1, run(invalid, Map.of(), "benchmark", "--price-usd", "1000", "--report-dir", report.toString()));
        assertTrue(out.toString().contains("OUTPUT DID NOT VALIDATE"), out.toString());
        assertTrue(err.toString().contains("did not validate"), err.toString());
        assertFalse(BenchmarkJson.read(report.resolve("benchmark.json")).validated());
    }

    @Test
    void aGivenWorkDirIsCreatedAndKept() throws IOException {
        Path work = dir.resolve("work/deeper");
        assertEquals(0, run(fake, Map.of(), "benchmark", "--price-usd", "1000", "--work-dir", work.toString(),
                "--temp-disks", dir.resolve("d1") + "," + dir.resolve("d2"), "--report-dir", dir.resolve("r").toString()),
                err.toString());
        assertTrue(Files.isDirectory(work));
        assertEquals(List.of(dir.resolve("d1"), dir.resolve("d2")), seen.get(0).tempDisks());
    }

    @Test
    void aFailingRunLoopFailsWithOneLineAndNoTrace() throws IOException {
        int status = run(o -> {
            throw new IOException("disk on fire");
        }, Map.of(), "benchmark", "--records", "10", "--price-usd", "1000", "--report-dir", dir.resolve("r").toString());
        assertEquals(1, status);
        assertEquals("gputerasort benchmark: disk on fire", err.toString().strip());
    }

    @Test
    void badOptionsAreRefusedBeforeRunning() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertEquals(1, run(fake, Map.of(), "benchmark", "--records", "0", "--report-dir", dir.toString()));
        assertTrue(err.toString().contains("--records must be > 0; got 0"), err.toString());
        assertEquals(1, run(fake, Map.of(), "benchmark", "--sorter", "tpu", "--report-dir", dir.toString()));
        assertTrue(err.toString().contains("expected auto, cpu or gpu; got 'tpu'"), err.toString());
        assertEquals(1, run(fake, Map.of(), "benchmark", "--price-usd", "-3", "--report-dir", dir.toString()));
        assertTrue(err.toString().contains("--price-usd must be > 0"), err.toString());
        assertEquals(1, run(fake, Map.of(), "benchmark", "--report-dir", file.toString()));
        assertTrue(err.toString().contains("is a file, not a directory"), err.toString());
        assertTrue(seen.isEmpty(), "nothing ran");
    }

    @Test
    void compareReadsTwoReportsAndPrintsRatios() throws IOException {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b");
        BenchmarkJson.write(SampleResults.result(1, "cpu", 1000, 1.0, 0.8), a);
        Files.createDirectories(b);
        BenchmarkJson.write(SampleResults.result(1, "gpu", 1000, 0.5, 0.4), b.resolve("benchmark.json"));
        assertEquals(0, run(fake, Map.of(), "benchmark", "compare", a.toString(), b.toString()), err.toString());
        String table = out.toString();
        assertTrue(table.lines().anyMatch(l -> l.matches("sort phase 1\\s+100\\.0\\s+200\\.0\\s+2\\.00x\\s+1\\.000\\s+0\\.500\\s+0\\.50x")),
                table);
        assertTrue(table.lines().anyMatch(l -> l.matches("recordsPerPenny\\s+525,600,000\\s+1,051,200,000\\s+2\\.00x")), table);
        assertTrue(seen.isEmpty(), "compare runs no benchmark");
    }

    @Test
    void compareOfAMissingReportSaysWhich() throws IOException {
        assertEquals(1, run(fake, Map.of(), "benchmark", "compare", dir.resolve("x.json").toString(),
                dir.resolve("y.json").toString()));
        assertTrue(err.toString().contains("x.json does not exist"), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }
}

package org.gputerasort.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.Callable;

import org.apache.commons.io.FileUtils;
import org.gputerasort.benchmark.BenchmarkOptions;
import org.gputerasort.benchmark.BenchmarkRunner;
import org.gputerasort.benchmark.SortBenchmarkRunner;
import org.gputerasort.sort.SorterChoice;
import org.gputerasort.report.BenchmarkResult;
import org.gputerasort.report.Extrapolation;
import org.gputerasort.report.Formats;
import org.gputerasort.report.PennySort;
import org.gputerasort.report.PennySortFigures;
import org.gputerasort.report.ReportFiles;
import org.gputerasort.report.SystemPrice;
import org.gputerasort.report.Workload;

import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code benchmark}: generate, sort (timed) and validate, then write the
 * JSON, Markdown and chart reports with PennySort figures; {@code benchmark
 * compare} sets two reports side by side. This class only resolves options,
 * delegates the run loop to a {@link BenchmarkRunner} and prints the summary.
 */
@Command(name = "benchmark", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false, subcommands = {BenchmarkCompareCommand.class},
        description = {"Runs gensort -> sort -> valsort and reports the MB/s of each phase and the",
            "PennySort figures (records and GB that one US cent of the system sorts)",
            "in benchmark.json, benchmark.md and benchmark.png."},
        footer = {"", "The system price is --price-usd, or the config file's parts list",
            "benchmark.price.<part>=<usd> [item]; the bundled one holds EXAMPLE prices,",
            "replace them with your system's.",
            "Exit status: 0 success; 1 bad arguments, a failure, or an output that did",
            "not validate.",
            "Examples:",
            "  gputerasort benchmark --records 10000000 --price-usd 1543 --sorter gpu",
            "  gputerasort benchmark compare cpu-report gpu-report/benchmark.json"})
public final class BenchmarkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** The run loop; tests replace it. */
    /** The run loop; tests put a fake here. Null: the real one, reporting on this command's stderr. */
    BenchmarkRunner runner;

    @Option(names = "--records", paramLabel = "N", defaultValue = "1000000",
            description = "Records of 100 bytes to generate and sort (default: ${DEFAULT-VALUE}).")
    long records;

    @Option(names = "--ascii", description = "Generate ASCII records (gensort -a), as PennySort entries usually do.")
    boolean ascii;

    @Option(names = "--skew", description = "Generate skewed keys (gensort -s): the Daytona category's test.")
    boolean skew;

    @Option(names = "--work-dir", paramLabel = "DIR",
            description = "Directory for the input and output files (default: a new folder under the system temp dir, removed afterwards unless --keep).")
    Path workDir;

    @Option(names = "--temp-disks", paramLabel = "DIR", split = ",",
            description = "Directories for the sort's phase-1 runs, ideally one per disk (default: the work dir's tmp folder).")
    List<Path> tempDisks;

    @Option(names = "--price-usd", paramLabel = "P",
            description = "System list price in US dollars (default: the total of the config file's benchmark.price.* parts list).")
    Double priceUsd;

    @Option(names = "--depreciation-seconds", paramLabel = "S", defaultValue = "94608000",
            description = {"Seconds over which the price is spent: one cent buys S / price in cents.",
                "Default ${DEFAULT-VALUE} (3 years, the SortBenchmark rule: 946,080 s per dollar);",
                "100000000 reproduces the GPUTeraSort paper's Table 1 (1,000,000 s per dollar)."})
    double depreciationSeconds;

    @Option(names = "--sorter", paramLabel = "auto|cpu|gpu", defaultValue = "auto",
            converter = SorterChoiceConverter.class,
            description = "Key sorter: gpu when one is usable (auto), or forced (default: ${DEFAULT-VALUE}).")
    SorterChoice sorter;

    @Option(names = "--repeat", paramLabel = "K", defaultValue = "1",
            description = "Runs to make; the report's headline is the median run by sort time (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = "benchmark-report",
            description = "Where benchmark.json, benchmark.md and benchmark.png go (default: ./${DEFAULT-VALUE}).")
    Path reportDir;

    @Option(names = "--keep", description = "Keep the generated input, sorted output and runs afterwards.")
    boolean keep;

    @Option(names = "--memory", paramLabel = "SIZE",
            description = "Sort memory budget, e.g. 2g or 512m, as for sort --memory (default: sort's default).")
    String memory;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads for generate, sort and validate (default: all cores).")
    Integer threads;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Workload workload = workload();
        PennySort pennySort = pennySort();
        prepareReportDir();
        if (workDir != null) {
            createWorkDir(workDir);
        }
        Path work = workDir;
        boolean ownWorkDir = work == null;
        if (ownWorkDir) {
            work = Files.createTempDirectory("gputerasort-benchmark-");
        }
        try {
            List<Path> disks = tempDisks == null || tempDisks.isEmpty() ? List.of(work.resolve("tmp")) : tempDisks;
            BenchmarkOptions options = new BenchmarkOptions(workload, work, disks, sorter, repeat, keep, memory,
                    threads != null ? threads : Runtime.getRuntime().availableProcessors(), pennySort);
            BenchmarkRunner loop = runner != null ? runner : new SortBenchmarkRunner(spec.commandLine().getErr());
            BenchmarkResult result = loop.run(options);
            ReportFiles files = ReportFiles.write(result, reportDir);
            printSummary(result, files);
            return result.validated() ? 0 : 1;
        } finally {
            if (ownWorkDir && !keep) {
                FileUtils.deleteQuietly(work.toFile());
            }
        }
    }

    private Workload workload() {
        if (records <= 0) {
            throw new ParameterException(spec.commandLine(), "--records must be > 0; got " + records);
        }
        if (repeat < 1) {
            throw new ParameterException(spec.commandLine(), "--repeat must be >= 1; got " + repeat);
        }
        if (threads != null && threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be >= 1; got " + threads);
        }
        try {
            return new Workload(records, ascii, skew);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--records: " + e.getMessage());
        }
    }

    private PennySort pennySort() throws IOException {
        try {
            return new PennySort(systemPrice(), depreciationSeconds);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** The price from --price-usd, else the config's parts list, flagged when it is still the bundled example. */
    SystemPrice systemPrice() throws IOException {
        if (priceUsd != null) {
            if (!(priceUsd > 0) || priceUsd.isInfinite()) {
                throw new IllegalArgumentException("--price-usd must be > 0; got " + priceUsd);
            }
            return SystemPrice.lumpSum(priceUsd, "given with --price-usd");
        }
        IDefaultValueProvider provider = spec.defaultValueProvider();
        ConfigDefaults config = provider instanceof ConfigDefaults c ? c : ConfigDefaults.load(null, System.getenv());
        SystemPrice configured = SystemPrice.fromProperties(config.properties(), "parts list benchmark.price.* of the config");
        try {
            List<SystemPrice.Part> examples = SystemPrice.fromProperties(bundledProperties(), "").parts();
            long stillExample = configured.parts().stream().filter(examples::contains).count();
            if (stillExample == configured.parts().size()) {
                return new SystemPrice(configured.parts(), "EXAMPLE parts list bundled with gputerasort: replace it "
                        + "with your system's prices (benchmark.price.* in a --config FILE) or give --price-usd");
            }
            if (stillExample > 0) {
                return new SystemPrice(configured.parts(), "parts list benchmark.price.* of the config, but "
                        + stillExample + " of its parts are still the bundled EXAMPLE prices: override them too");
            }
        } catch (IllegalArgumentException e) {
            // the bundled file has no parts list: the configured one is the user's own
        }
        return configured;
    }

    private static Properties bundledProperties() throws IOException {
        Properties p = new Properties();
        try (InputStream in = BenchmarkCommand.class.getResourceAsStream(ConfigDefaults.BUNDLED)) {
            if (in != null) {
                p.load(in);
            }
        }
        return p;
    }

    private void createWorkDir(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--work-dir " + dir + " cannot be created: " + e.getMessage());
        }
    }

    /** Fails before a long run, not after it, when the reports could not be written. */
    private void prepareReportDir() {
        if (Files.exists(reportDir) && !Files.isDirectory(reportDir)) {
            throw new ParameterException(spec.commandLine(), "--report-dir " + reportDir + " is a file, not a directory");
        }
        try {
            Files.createDirectories(reportDir);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--report-dir " + reportDir + " cannot be created: " + e.getMessage());
        }
        if (!Files.isWritable(reportDir)) {
            throw new ParameterException(spec.commandLine(), "--report-dir " + reportDir + " is not writable");
        }
    }

    private void printSummary(BenchmarkResult r, ReportFiles files) {
        PrintWriter out = spec.commandLine().getOut();
        PennySortFigures p = r.pennySort();
        Extrapolation x = p.extrapolation();
        out.printf(Locale.ROOT, "benchmark: %s records (%s, %s), sorter %s: %s%n", Formats.count(r.workload().records()),
                Formats.bytes(r.workload().bytes()), r.workload().describeKeys(), r.sorter(),
                r.validated() ? "validated" : "OUTPUT DID NOT VALIDATE");
        out.printf(Locale.ROOT, "  sort       %s (%s MB/s), run %d: %s%n", Formats.seconds(r.sortSeconds()),
                Formats.mbPerSec(r.sortMbPerSec()), r.reportedRun() + 1, r.runSelection());
        out.printf(Locale.ROOT, "  total      %s (generate + sort + validate)%n", Formats.seconds(r.totalSeconds()));
        out.printf(Locale.ROOT, "  PennySort  %s, price %s, %s per penny (%s)%n", p.category().label(),
                Formats.usd(p.priceUsd()), Formats.seconds(p.secondsPerPenny()), p.rule());
        out.printf(Locale.ROOT, "             %s records per penny = %.3f GB per penny%s%n", Formats.count(p.recordsPerPenny()),
                p.gbPerPenny(), x.extrapolated() ? String.format(Locale.ROOT,
                        " (EXTRAPOLATED %.1fx from %s records measured)", x.factor(), Formats.count(x.measuredRecords()))
                        : "");
        if (files.chart() != null) {
            out.printf("  report     %s, %s, %s%n", files.json().toAbsolutePath(), files.markdown().getFileName(),
                    files.chart().getFileName());
        } else {
            out.printf("  report     %s, %s%n  note       %s%n", files.json().toAbsolutePath(),
                    files.markdown().getFileName(), files.chartProblem());
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        if (p.price().source().contains("EXAMPLE")) {
            err.println("benchmark: note: the price uses the bundled EXAMPLE parts list; set your system's prices "
                    + "(benchmark.price.* in --config FILE) or --price-usd");
        }
        if (!r.validated()) {
            err.println("benchmark: the sorted output did not validate; the figures are not valid results");
        }
        err.flush();
    }
}

package org.gputerasort.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The three report files of a benchmark in one directory: {@code benchmark.json}
 * for tools and {@code benchmark compare}, {@code benchmark.md} for people,
 * {@code benchmark.png} for a glance. Each appears whole or not at all.
 */
public record ReportFiles(Path json, Path markdown, Path chart, String chartProblem) {
    public static final String JSON = "benchmark.json";
    public static final String MARKDOWN = "benchmark.md";
    public static final String CHART = "benchmark.png";

    /** The file names inside {@code dir}. */
    public static ReportFiles in(Path dir) {
        return new ReportFiles(dir.resolve(JSON), dir.resolve(MARKDOWN), dir.resolve(CHART), null);
    }

    /** Creates {@code dir} when needed and writes all three reports of {@code result} into it. */
    public static ReportFiles write(BenchmarkResult result, Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException("report directory " + dir + " is a file, not a directory");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException("cannot create report directory " + dir + ": " + e.getMessage(), e);
        }
        ReportFiles files = in(dir);
        BenchmarkJson.write(result, files.json());
        MarkdownReport.write(result, files.markdown());
        try {
            PhaseChart.write(result, files.chart());
        } catch (RuntimeException | LinkageError | InternalError e) {
            // a headless server without fonts cannot draw text (AWT: "Fontconfig head is null"); the figures
            // are all in the JSON and Markdown, so the benchmark still stands
            return new ReportFiles(files.json(), files.markdown(), null,
                    "chart not drawn: " + e.getMessage() + " (install fontconfig and a font, e.g. fonts-dejavu-core)");
        }
        return files;
    }
}

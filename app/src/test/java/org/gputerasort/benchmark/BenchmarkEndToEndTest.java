package org.gputerasort.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.gputerasort.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole benchmark for real, small: generate → sort → validate, then the three report files. */
class BenchmarkEndToEndTest {
    @TempDir
    Path dir;

    private JsonNode runBenchmark(String... extra) throws IOException {
        Path work = dir.resolve("work");
        Path report = dir.resolve("report");
        List<String> args = new ArrayList<>(List.of("benchmark", "--records", "100000", "--price-usd", "1000",
                "--sorter", "cpu", "--work-dir", work.toString(), "--report-dir", report.toString()));
        args.addAll(List.of(extra));
        StringWriter err = new StringWriter();
        int status = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(String[]::new));
        assertEquals(0, status, err.toString());
        try (Stream<Path> left = Files.list(work)) {
            assertEquals(List.of(), left.filter(p -> p.getFileName().toString().endsWith(".dat")).toList(),
                    "input and output are removed without --keep");
        }
        BufferedImage png = ImageIO.read(report.resolve("benchmark.png").toFile());
        assertNotNull(png, "benchmark.png decodes");
        assertTrue(png.getWidth() >= 400 && png.getHeight() >= 300);
        assertTrue(Files.readString(report.resolve("benchmark.md")).contains("validate"));
        return new ObjectMapper().readTree(report.resolve("benchmark.json").toFile());
    }

    @Test
    void aSmallBenchmarkWritesAConsistentValidatedReport() throws IOException {
        JsonNode j = runBenchmark();
        assertEquals(100_000, j.get("records").asLong());
        assertEquals(10_000_000, j.get("bytes").asLong());
        assertTrue(j.get("validated").asBoolean());
        assertTrue(j.get("sortSeconds").isNumber() && j.get("totalSeconds").isNumber());
        double sort = j.get("sortSeconds").asDouble();
        assertTrue(sort > 0 && sort <= j.get("totalSeconds").asDouble());
        List<String> names = new ArrayList<>();
        for (JsonNode p : j.get("phases")) {
            names.add(p.get("name").asText());
            double expected = p.get("bytes").asDouble() / 1e6 / p.get("seconds").asDouble();
            assertEquals(expected, p.get("mbPerSec").asDouble(), expected * 1e-9);
        }
        assertEquals(List.of("generate", "sort one-pass", "validate"), names);
        JsonNode penny = j.get("pennysort");
        assertEquals(946.08, penny.get("secondsPerPenny").asDouble(), 1e-9);
        assertEquals(100_000 * 946.08 / sort, penny.get("recordsPerPenny").asDouble(), 1e-3);
        assertEquals(penny.get("recordsPerPenny").asDouble() * 100 / 1e9, penny.get("gbPerPenny").asDouble(), 1e-9);
        assertEquals("Indy", penny.get("category").asText());
    }

    @Test
    void aTwoPassSkewedBenchmarkReportsBothPhasesAsDaytona() throws IOException {
        JsonNode j = runBenchmark("--memory", "4m", "--skew");
        List<String> names = new ArrayList<>();
        j.get("phases").forEach(p -> names.add(p.get("name").asText()));
        assertEquals(List.of("generate", "sort phase 1", "sort phase 2", "validate"), names);
        assertTrue(j.get("validated").asBoolean());
        assertEquals("Daytona", j.get("pennysort").get("category").asText());
    }
}

package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

class BenchmarkJsonTest {
    @TempDir
    Path dir;

    private static final List<String> REQUIRED = List.of("records", "bytes", "ascii", "skew", "sorter", "sortSeconds",
            "totalSeconds", "validated", "checksum", "phases", "system", "pennysort", "runs", "reportedRun");

    @Test
    void writtenReportHasEveryFieldAsJsonNumbersAndConsistentFigures() throws IOException {
        BenchmarkResult result = SampleResults.result(3, "cpu", 1000, 1.0, 0.8);
        Path file = dir.resolve("benchmark.json");
        BenchmarkJson.write(result, file);
        JsonNode root = new ObjectMapper().readTree(file.toFile());

        for (String field : REQUIRED) {
            assertTrue(root.has(field), "missing " + field);
        }
        for (String number : List.of("records", "bytes", "sortSeconds", "totalSeconds")) {
            assertTrue(root.get(number).isNumber(), number + " is not a JSON number: " + root.get(number));
        }
        assertEquals(root.get("records").asLong() * 100, root.get("bytes").asLong());
        assertEquals(4, root.get("phases").size());
        for (JsonNode phase : root.get("phases")) {
            for (String f : List.of("seconds", "bytes", "mbPerSec")) {
                assertTrue(phase.get(f).isNumber(), f + " of " + phase);
            }
            assertEquals(phase.get("bytes").asDouble() / 1e6 / phase.get("seconds").asDouble(),
                    phase.get("mbPerSec").asDouble(), 1e-9);
        }
        JsonNode penny = root.get("pennysort");
        for (String f : List.of("priceUsd", "secondsPerPenny", "recordsPerPenny", "gbPerPenny", "depreciationSeconds")) {
            assertTrue(penny.get(f).isNumber(), f + " of pennysort");
        }
        assertEquals("Indy", penny.get("category").asText());
        assertTrue(penny.get("rule").asText().startsWith("SortBenchmark rules"));
        assertTrue(penny.get("extrapolation").get("extrapolated").asBoolean());
        assertEquals(946.08, penny.get("secondsPerPenny").asDouble(), 1e-9);
        assertEquals(root.get("records").asDouble() * 946.08 / root.get("sortSeconds").asDouble(),
                penny.get("recordsPerPenny").asDouble(), 1e-3);
        assertEquals(penny.get("recordsPerPenny").asDouble() * 100 / 1e9, penny.get("gbPerPenny").asDouble(), 1e-9);
        assertTrue(root.get("system").get("cores").isNumber());
        assertEquals(3, root.get("runs").size());
        for (JsonNode run : root.get("runs")) {
            assertTrue(run.get("sortSeconds").isNumber());
            assertEquals(4, run.get("phases").size());
        }
    }

    @Test
    void topLevelFiguresAreTheMedianRunByIndexAndSelection() throws IOException {
        BenchmarkResult result = SampleResults.result(3, "cpu", 1000, 1.0, 0.8);
        // sort times: run 1 = 1.8, run 2 = 1.8 * 1.1, run 3 = 1.8 * 1.2 -> median is run 2
        JsonNode root = new ObjectMapper().readTree(BenchmarkJson.toJson(result));
        assertEquals(2, root.get("reportedRun").get("run").asInt());
        assertEquals("median of 3 runs by sort time", root.get("reportedRun").get("selection").asText());
        assertEquals(root.get("runs").get(1).get("sortSeconds").asDouble(), root.get("sortSeconds").asDouble());
        assertEquals(1.8 * 1.1, root.get("sortSeconds").asDouble(), 1e-12);
    }

    @Test
    void readingBackGivesTheSameResult() throws IOException {
        BenchmarkResult result = SampleResults.result(2, "gpu (Test GPU)", 1543, 0.5, 0.4);
        Path file = dir.resolve("benchmark.json");
        BenchmarkJson.write(result, file);
        assertEquals(result, BenchmarkJson.read(file));
    }

    @Test
    void aReportMissingAFieldIsRefusedNamingFileAndField() throws IOException {
        Path file = dir.resolve("broken.json");
        String json = BenchmarkJson.toJson(SampleResults.result(1, "cpu", 1000, 1, 1));
        Files.writeString(file, json.replace("\"sorter\"", "\"sorterX\""));
        IOException e = assertThrows(IOException.class, () -> BenchmarkJson.read(file));
        assertTrue(e.getMessage().contains("broken.json") && e.getMessage().contains("'sorter'"), e.getMessage());

        Files.writeString(file, "{not json");
        assertTrue(assertThrows(IOException.class, () -> BenchmarkJson.read(file)).getMessage().contains("not valid JSON"));
        assertTrue(assertThrows(IOException.class, () -> BenchmarkJson.read(dir.resolve("absent.json"))).getMessage()
                .contains("does not exist"));
    }

    @Test
    void writingLeavesNoTemporaryFiles() throws IOException {
        ReportFiles.write(SampleResults.result(1, "cpu", 1000, 1, 1), dir);
        try (var files = Files.list(dir)) {
            assertEquals(List.of("benchmark.json", "benchmark.md", "benchmark.png"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertFalse(Files.readString(dir.resolve("benchmark.json")).isBlank());
    }
}

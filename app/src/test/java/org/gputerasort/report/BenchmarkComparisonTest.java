package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class BenchmarkComparisonTest {
    /** A: CPU, sort phases 1.0 + 0.8 s; B: GPU, 0.5 + 0.4 s: twice the rate, half the time. */
    private final String table = new BenchmarkComparison("cpu.json", SampleResults.result(1, "cpu", 1000, 1.0, 0.8),
            "gpu.json", SampleResults.result(1, "gpu", 1000, 0.5, 0.4)).render();

    private List<String> row(String first) {
        return table.lines().filter(l -> l.startsWith(first + "  ") || l.startsWith(first + " "))
                .findFirst().map(l -> Arrays.asList(l.substring(first.length()).trim().split("\\s+")))
                .orElseThrow(() -> new AssertionError("no row " + first + " in\n" + table));
    }

    @Test
    void eachPhaseShowsRatesTimesAndRatiosBOverA() {
        assertEquals(List.of("100.0", "200.0", "2.00x", "1.000", "0.500", "0.50x"), row("sort phase 1"));
        assertEquals(List.of("125.0", "250.0", "2.00x", "0.800", "0.400", "0.50x"), row("sort phase 2"));
        assertEquals(List.of("400.0", "400.0", "1.00x", "0.250", "0.250", "1.00x"), row("generate"));
    }

    @Test
    void headlineFiguresShowRatiosBOverA() {
        assertEquals(List.of("1.800", "0.900", "0.50x"), row("sortSeconds"));
        assertEquals(List.of("525,600,000", "1,051,200,000", "2.00x"), row("recordsPerPenny"));
        assertEquals(List.of("52.560", "105.120", "2.00x"), row("gbPerPenny"));
    }

    @Test
    void columnsAreAligned() {
        List<String> phaseLines = table.lines().dropWhile(l -> !l.startsWith("phase")).takeWhile(l -> !l.isEmpty()).toList();
        assertEquals(5, phaseLines.size(), table);
        assertEquals(1, phaseLines.stream().mapToInt(String::length).distinct().count(), "ragged table:\n" + table);
    }

    @Test
    void differentWorkloadsAreNoted() {
        BenchmarkResult small = BenchmarkResult.of(new Workload(1000, true, true), "cpu",
                List.of(SampleResults.run(1000, 0.1, 0.1, 0.1, 0.1)), SampleResults.SYSTEM,
                PennySort.sortBenchmarkRule(SystemPrice.lumpSum(1000, "t")));
        String text = new BenchmarkComparison("a", SampleResults.result(1, "cpu", 1000, 1, 1), "b", small).render();
        assertTrue(text.contains("note: A and B sorted different record counts"), text);
        assertTrue(text.contains("note: A and B sorted different keys"), text);
    }
}

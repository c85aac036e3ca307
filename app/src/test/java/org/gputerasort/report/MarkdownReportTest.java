package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MarkdownReportTest {
    @Test
    void summaryHasThePhaseTableWithSecondsBytesAndRate() {
        String md = MarkdownReport.render(SampleResults.result(1, "cpu", 1000, 1.0, 0.8));
        assertTrue(md.contains("| Phase | Seconds | Bytes | MB/s |"), md);
        // 100,000,000 bytes in 1.000 s = 100.0 MB/s; in 0.800 s = 125.0 MB/s
        assertTrue(md.contains("| sort phase 1 | 1.000 | 100,000,000 | 100.0 |"), md);
        assertTrue(md.contains("| sort phase 2 | 0.800 | 100,000,000 | 125.0 |"), md);
        assertTrue(md.contains("| generate | 0.250 | 100,000,000 | 400.0 |"), md);
        assertTrue(md.contains("| validate |"), md);
    }

    @Test
    void pennySortFiguresAndTheLabelledExtrapolationAreShown() {
        String md = MarkdownReport.render(SampleResults.result(1, "cpu", 1000, 1.0, 0.8));
        assertTrue(md.contains("| Seconds per penny | 946.08 s |"), md);
        // 1,000,000 x 946.08 / 1.8 = 525,600,000
        assertTrue(md.contains("| Records per penny | 525,600,000 |"), md);
        assertTrue(md.contains("| GB per penny | 52.560 |"), md);
        assertTrue(md.contains("## Extrapolation (projected, not measured)"), md);
        assertTrue(md.contains("--records 525000000"), md);
        assertTrue(md.contains("SortBenchmark rules"), md);
        assertTrue(md.contains("| **Total** | | **$1,000.00** |"), md);
        assertTrue(md.contains("Test CPU 9000 (8 logical cores)"), md);
        assertTrue(md.contains("Test GPU, driver 550.1"), md);
    }

    @Test
    void repeatedRunsGetATableMarkingTheReportedOne() {
        String md = MarkdownReport.render(SampleResults.result(3, "cpu", 1000, 1.0, 0.8));
        assertTrue(md.contains("## Runs"), md);
        assertTrue(md.contains("| 2 (reported) | 1.980 |"), md);
        assertTrue(md.contains("median of 3 runs by sort time"), md);
    }
}

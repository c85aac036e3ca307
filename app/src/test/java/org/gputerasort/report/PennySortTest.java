package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PennySortTest {
    private static PennySort rules(double usd) {
        return PennySort.sortBenchmarkRule(SystemPrice.lumpSum(usd, "test"));
    }

    @ParameterizedTest(name = "${0} under {1} s of depreciation buys {2} s per penny")
    @CsvSource({
        // price USD, depreciation s, seconds per penny (rules: 946,080 s per dollar; paper: 1,000,000 s per dollar)
        "1000, 94608000, 946.08",
        "1543, 94608000, 613.1432",
        "1543, 100000000, 648.0881",
        "946.08, 94608000, 1000.0"})
    void secondsPerPennyIsDepreciationOverPriceInCents(double usd, double depreciation, double expected) {
        assertEquals(expected, new PennySort(SystemPrice.lumpSum(usd, "test"), depreciation).secondsPerPenny(), 1e-4);
    }

    @Test
    void thePapersRuleGivesItsTable1Budget() {
        PennySort paper = new PennySort(SystemPrice.lumpSum(1543, "GPUTeraSort PC"), PennySort.PAPER_DEPRECIATION_SECONDS);
        assertEquals("648.09", String.format(java.util.Locale.ROOT, "%.2f", paper.secondsPerPenny()));
        assertTrue(paper.rule().startsWith("GPUTeraSort paper"));
        assertTrue(rules(1543).rule().startsWith("SortBenchmark rules"));
        assertTrue(new PennySort(SystemPrice.lumpSum(1, "x"), 1e6).rule().startsWith("custom"));
    }

    @Test
    void recordsPerPennyScalesTheMeasuredRateToOnePenny() {
        // $1000 -> 946.08 s per penny; 1,000,000 records in 2 s -> 473,040,000 records in 946.08 s
        assertEquals(473_040_000.0, rules(1000).recordsPerPenny(1_000_000, 2.0), 1e-3);
        assertEquals(47.304, rules(1000).gbPerPenny(1_000_000, 2.0), 1e-9);
    }

    @Test
    void figuresCarryCategoryAndALabelledExtrapolation() {
        PennySortFigures f = rules(1000).figures(new Workload(1_000_000, true, true), 2.0);
        assertEquals(Category.DAYTONA, f.category());
        assertEquals(473_040_000L, f.extrapolation().projectedRecords());
        assertEquals(473.04, f.extrapolation().factor(), 1e-9);
        assertEquals(473_000_000L, f.extrapolation().suggestedRecords());
        assertTrue(f.extrapolation().extrapolated());
        assertEquals(Category.INDY, rules(1000).figures(new Workload(1_000_000, true, false), 2.0).category());
    }

    @Test
    void aRunOfAboutOnePennysRecordsIsNotExtrapolated() {
        // 946,080 records in 946.08 s at $1000: exactly one penny's worth
        PennySortFigures f = rules(1000).figures(new Workload(946_080, false, false), 946.08);
        assertFalse(f.extrapolation().extrapolated());
    }

    @Test
    void badInputsAreRefusedWithTheValue() {
        assertEquals("depreciation seconds must be > 0; got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new PennySort(SystemPrice.lumpSum(1, "x"), 0)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> rules(1000).recordsPerPenny(1, 0));
        assertThrows(IllegalArgumentException.class, () -> SystemPrice.lumpSum(0, "x"));
    }
}

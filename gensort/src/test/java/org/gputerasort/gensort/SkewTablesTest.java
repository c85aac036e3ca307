package org.gputerasort.gensort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The skew index of a record number at the boundaries the format defines. */
class SkewTablesTest {
    @ParameterizedTest(name = "hi={0} lo={1} -> {2}")
    @CsvSource({
        "0, 0, 0",
        "0, 1, 1",
        "0, 2, 2",
        "0, 3, 2",
        "0, 4, 3",
        "0, 4294967295, 32",
        "0, 4294967296, 33",
        "0, 1152921504606846975, 60",   // 2^60 - 1: top 4 bits of lo clear
        "0, 1152921504606846976, 64",   // 2^60: a top-4 bit set
        "0, -1, 64",
        "1, 0, 65",
        "1, -1, 65",
        "2, 0, 66",
        "1152921504606846975, 0, 124",
        "1152921504606846976, 0, 128",
        "-1, -1, 128",
    })
    void skewIndexFollowsTheBitLengthOfTheRecordNumber(long hi, long lo, int index) {
        assertEquals(index, SkewTables.skewIndex(hi, lo));
    }
}

package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.gputerasort.gensort.RecordKind;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.SummaryReport;
import org.gputerasort.valsort.TestRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The valsort command on real files: -i, -o/-s, and a clear one-line answer for every kind of bad input. */
class ValsortCommandTest {
    @TempDir
    Path dir;

    private static ValsortCli.Result valsort(String... args) {
        ValsortCli.Result r = ValsortCli.run(args);
        assertEquals("", r.out(), "nothing on stdout");
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception"), "no stack trace: " + r.err());
        return r;
    }

    private static void assertOneLineError(ValsortCli.Result r, int exit, String mustContain) {
        assertEquals(exit, r.exit(), r.err());
        assertTrue(r.err().contains(mustContain), "message says " + mustContain + ": " + r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    }

    /** ASCII records sorted by lower-cased key: in order for -i, and (with mixed case) not in binary order. */
    @Test
    void ignoreCaseComparesUpperAsLowerCase() {
        byte[] r = TestRecords.gensort(3000, RecordKind.ASCII, false);
        Integer[] idx = new Integer[3000];
        Arrays.setAll(idx, i -> i);
        Arrays.sort(idx, (a, b) -> new String(r, a * 100, 10, java.nio.charset.StandardCharsets.ISO_8859_1).toLowerCase()
                .compareTo(new String(r, b * 100, 10, java.nio.charset.StandardCharsets.ISO_8859_1).toLowerCase()));
        byte[] sorted = new byte[r.length];
        for (int i = 0; i < idx.length; i++) {
            System.arraycopy(r, idx[i] * 100, sorted, i * 100, 100);
        }
        Path file = TestRecords.write(dir.resolve("folded"), sorted);

        ValsortCli.Result folded = valsort("-i", file.toString());
        assertEquals(SummaryReport.text(TestRecords.naiveSummary(sorted, true)), folded.err());
        assertEquals(0, folded.exit());
        assertTrue(folded.err().contains("SUCCESS"));

        ValsortCli.Result binary = valsort(file.toString());
        assertEquals(SummaryReport.text(TestRecords.naiveSummary(sorted, false)), binary.err());
        assertEquals(1, binary.exit(), "mixed-case keys folded are not in byte order");
    }

    @Test
    void summariesOfPartsValidateAsTheWholeFile() throws IOException {
        byte[] sorted = TestRecords.sortedByKey(TestRecords.gensort(5000, RecordKind.BINARY, false));
        TestRecords.swap(sorted, 2999, 3000);
        Path whole = TestRecords.write(dir.resolve("whole"), sorted);
        byte[] all = new byte[0];
        for (int[] part : new int[][] {{0, 1000}, {1000, 3000}, {3000, 5000}}) {
            Path p = TestRecords.write(dir.resolve("p" + part[0]), TestRecords.records(sorted, part[0], part[1]));
            Path sum = dir.resolve("p" + part[0] + ".sum");
            valsort("-q", "-t3", "-o", sum.toString(), p.toString());
            assertEquals(Summary.BYTES, Files.size(sum));
            all = TestRecords.concat(all, Files.readAllBytes(sum));
        }
        Path allSum = TestRecords.write(dir.resolve("all.sum"), all);

        ValsortCli.Result fromParts = valsort("-s", allSum.toString());
        ValsortCli.Result fromWhole = valsort(whole.toString());
        assertEquals(fromWhole, fromParts);
        assertEquals(1, fromParts.exit());
        assertTrue(fromParts.err().startsWith("First unordered record is record 3000\n"), fromParts.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-t1", "-t4"})
    void emptyFileHasNoRecordToValidate(String threads) throws IOException {
        Path empty = Files.createFile(dir.resolve("empty"));
        ValsortCli.Result r = valsort(threads, empty.toString());
        assertEquals("there must be at least one record to be validated\n", r.err());
        assertEquals(1, r.exit());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-t1", "-t4"})
    void partialRecordIsReportedWithItsSize(String threads) {
        Path odd = TestRecords.write(dir.resolve("odd"), Arrays.copyOf(TestRecords.gensort(30, RecordKind.BINARY, false), 2950));
        assertOneLineError(valsort(threads, odd.toString()), 1, "partial record of 50 bytes");
    }

    @Test
    void missingFileExits250NamingIt() {
        assertOneLineError(valsort(dir.resolve("nosuchfile").toString()), ValsortCommand.EXIT_CANNOT_OPEN,
                "nosuchfile: No such file or directory");
    }

    @Test
    void directoryIsRefused() throws IOException {
        Path d = Files.createDirectory(dir.resolve("adir"));
        assertOneLineError(valsort(d.toString()), 1, "adir is a directory");
        assertOneLineError(valsort("-s", d.toString()), 1, "adir is a directory");
    }

    @Test
    void truncatedSummaryFileIsRefused() throws IOException {
        Path data = TestRecords.write(dir.resolve("data"), TestRecords.gensort(100, RecordKind.BINARY, false));
        Path sum = dir.resolve("data.sum");
        valsort("-q", "-o", sum.toString(), data.toString());
        byte[] one = Files.readAllBytes(sum);
        Path truncated = TestRecords.write(dir.resolve("truncated.sum"),
                Arrays.copyOf(TestRecords.concat(one, one), 2 * Summary.BYTES - 1));
        assertOneLineError(valsort("-s", truncated.toString()), 1, "partial partition summary found at end");
        Path empty = TestRecords.write(dir.resolve("empty.sum"), new byte[0]);
        assertOneLineError(valsort("-s", empty.toString()), 1, "at least one partition summary");
    }

    /** A file of records whose size is a multiple of 280 (14 records) read as summaries: refused, not reported. */
    @Test
    void foreignFileGivenAsSummariesIsRefusedClearly() {
        int records = 14 * 2000;   // 2.8 MB: 10,000 "summaries"
        Path data = TestRecords.write(dir.resolve("data"), TestRecords.gensort(records, RecordKind.ASCII, false));
        assertOneLineError(valsort("-s", data.toString()), 1, "is not a partition summary");
        Path zeros = TestRecords.write(dir.resolve("zeros.sum"), new byte[2 * Summary.BYTES]);
        ValsortCli.Result r = valsort("-s", zeros.toString());
        assertOneLineError(r, 1, "summary 1 of 2");
        assertTrue(r.err().contains("counts no records"), r.err());
    }

    @Test
    void zeroThreadsIsAUsageError() {
        Path data = TestRecords.write(dir.resolve("data"), TestRecords.gensort(10, RecordKind.BINARY, false));
        ValsortCli.Result r = valsort("-t0", data.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("-t must be >= 1; got 0"), r.err());
    }

    @Test
    void failedValidationWritesNoSummary() throws IOException {
        Path empty = Files.createFile(dir.resolve("empty"));
        valsort("-o", dir.resolve("out.sum").toString(), empty.toString());
        try (var s = Files.list(dir)) {
            assertEquals(List.of(empty), s.toList(), "nothing half-written");
        }
    }

    @Test
    void quietPrintsNothingButKeepsTheExitStatus() {
        byte[] r = TestRecords.gensort(2000, RecordKind.BINARY, false);
        Path unsorted = TestRecords.write(dir.resolve("unsorted"), r);
        Path sorted = TestRecords.write(dir.resolve("sorted"), TestRecords.sortedByKey(r));
        assertEquals(new ValsortCli.Result(1, "", ""), valsort("-q", unsorted.toString()));
        assertEquals(new ValsortCli.Result(0, "", ""), valsort("-q", "-t2", sorted.toString()));
    }
}

package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

import org.gputerasort.gensort.RecordKind;
import org.gputerasort.valsort.FileValidator;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.TestRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ValsortCommandTest {
    private static final String NO_RECORDS = "there must be at least one record to be validated\n";

    @TempDir
    Path dir;

    private Path write(String name, byte[] data) throws IOException {
        return Files.write(dir.resolve(name), data);
    }

    private static void assertNoStackTrace(ValsortRun run) {
        assertFalse(run.stderr().contains("Exception") || run.stderr().contains("\tat "), run.stderr());
        assertEquals("", run.stdout(), "valsort prints nothing on stdout");
    }

    @Test
    void theSummaryWrittenWithMinusOIsTheFileValidatorsSummary() throws IOException {
        Path data = write("data", TestRecords.generate(2000, RecordKind.BINARY, false));
        ValsortRun run = ValsortRun.in(dir, "-o", "data.sum", "data");
        assertEquals(1, run.exit(), "unsorted gensort output");
        Summary written = Summary.fromBytes(Files.readAllBytes(dir.resolve("data.sum")));
        assertEquals(FileValidator.validate(data, 1), written);
        assertTrue(run.stderr().startsWith("First unordered record is record " + written.firstUnordered() + "\n"));
    }

    @Test
    void minusSWithMinusOWritesTheCombinedSummary() throws IOException {
        byte[] sorted = TestRecords.sortedByKey(TestRecords.generate(3000, RecordKind.BINARY, false));
        write("whole", sorted);
        write("a", Arrays.copyOf(sorted, 1234 * 100));
        write("b", Arrays.copyOfRange(sorted, 1234 * 100, sorted.length));
        assertEquals(0, ValsortRun.in(dir, "-q", "-o", "a.sum", "a").exit());
        assertEquals(0, ValsortRun.in(dir, "-q", "-o", "b.sum", "b").exit());
        assertEquals(0, ValsortRun.in(dir, "-q", "-o", "whole.sum", "whole").exit());
        write("ab.sum", TestRecords.join(Files.readAllBytes(dir.resolve("a.sum")), Files.readAllBytes(dir.resolve("b.sum"))));
        ValsortRun combined = ValsortRun.in(dir, "-o", "combined.sum", "-s", "ab.sum");
        assertEquals(ValsortRun.in(dir, "whole"), combined);
        assertEquals(Arrays.toString(Files.readAllBytes(dir.resolve("whole.sum"))),
                Arrays.toString(Files.readAllBytes(dir.resolve("combined.sum"))));
    }

    @Test
    void threadCountsPrintTheSameAsOneThread() throws IOException {
        write("data", TestRecords.generate(30_000, RecordKind.ASCII, true));
        ValsortRun one = ValsortRun.in(dir, "-t1", "data");
        for (String t : new String[] {"-t2", "-t3", "-t0"}) {
            assertEquals(one, ValsortRun.in(dir, t, "data"), t);
        }
        assertEquals(ValsortRun.in(dir, "-i", "-t1", "data"), ValsortRun.in(dir, "-i", "-t2", "data"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-t1", "-t2", "-t0", "-q"})
    void anEmptyFileHasNoRecordToValidateForAnyThreadCount(String option) throws IOException {
        write("empty", new byte[0]);
        ValsortRun run = ValsortRun.in(dir, option, "-o", "empty.sum", "empty");
        assertEquals(new ValsortRun(1, "", NO_RECORDS), run);
        assertTrue(Files.notExists(dir.resolve("empty.sum")), "no summary for a failed validation");
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temporary file left behind");
        }
    }

    @Test
    void aFileThatIsNotWholeRecordsIsNamedWithItsPartialRecord() throws IOException {
        write("odd", new byte[1050]);
        ValsortRun run = ValsortRun.in(dir, "odd");
        assertEquals(1, run.exit());
        assertTrue(run.stderr().contains("odd") && run.stderr().contains("partial record of 50 bytes"), run.stderr());
        assertNoStackTrace(run);
    }

    @Test
    void aMissingFileIsNamedWithTheReasonAndTheReferencesExitStatus() {
        ValsortRun threaded = ValsortRun.in(dir, "nosuchfile");
        assertEquals(250, threaded.exit());
        assertEquals(dir.resolve("nosuchfile") + ": No such file or directory\n", threaded.stderr());
        assertEquals(1, ValsortRun.in(dir, "-t1", "nosuchfile").exit());
        assertEquals(1, ValsortRun.in(dir, "-s", "nosuchfile").exit());
    }

    @Test
    void aDirectoryIsRefusedClearly() {
        ValsortRun run = ValsortRun.in(dir, ".");
        assertEquals(1, run.exit());
        assertTrue(run.stderr().endsWith("Is a directory\n"), run.stderr());
        assertNoStackTrace(run);
    }

    @Test
    void aTruncatedSummaryFileReportsTheFirstUnorderedRecordThenThePartialSummary() throws IOException {
        write("ba", TestRecords.join(TestRecords.record("b", 0), TestRecords.record("a", 0)));
        assertEquals(1, ValsortRun.in(dir, "-q", "-o", "ba.sum", "ba").exit());
        byte[] sum = Files.readAllBytes(dir.resolve("ba.sum"));
        write("t.sum", TestRecords.join(sum, Arrays.copyOf(sum, 279)));
        assertEquals(new ValsortRun(1, "", "First unordered record is record 1\npartial partition summary found at end\n"),
                ValsortRun.in(dir, "-s", "t.sum"));
        assertEquals(new ValsortRun(1, "", "partial partition summary found at end\n"),
                ValsortRun.in(dir, "-q", "-s", "t.sum"));
        write("foreign.sum", new byte[100]);
        assertEquals(new ValsortRun(1, "", "partial partition summary found at end\n"),
                ValsortRun.in(dir, "-s", "foreign.sum"));
        write("empty.sum", new byte[0]);
        assertEquals(new ValsortRun(1, "", NO_RECORDS), ValsortRun.in(dir, "-s", "empty.sum"));
    }

    @Test
    void anUnwritableSummaryFailsBeforeValidating() throws IOException {
        write("data", TestRecords.generate(10, RecordKind.BINARY, false));
        ValsortRun run = ValsortRun.in(dir, "-o", "no/such/dir/x.sum", "data");
        assertEquals(1, run.exit());
        assertTrue(run.stderr().contains("x.sum") && run.stderr().contains("No such file or directory"), run.stderr());
        assertFalse(run.stderr().contains("Records:"), run.stderr());
        assertNoStackTrace(run);
    }

    @Test
    void usageErrorsExitOne() {
        assertEquals(1, ValsortRun.in(dir).exit());
        assertEquals(1, ValsortRun.in(dir, "-x", "data").exit());
        assertEquals(1, ValsortRun.in(dir, "-t-2", "data").exit());
        assertEquals(1, ValsortRun.in(dir, "a", "b").exit());
    }
}

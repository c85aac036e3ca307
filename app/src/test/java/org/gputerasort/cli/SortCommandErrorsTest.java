package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gputerasort.cli.SortCli.Outcome;
import org.gputerasort.record.UInt128;
import org.gputerasort.testing.RecordFiles;
import org.gputerasort.testing.SortedOutput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way {@code gputerasort sort} can be asked something it cannot do:
 * each fails with the documented exit status and a clear first line on
 * stderr (no stack trace), writes no output, and leaves the output folder,
 * the input and every temp disk exactly as they were.
 */
class SortCommandErrorsTest {
    private static final int USAGE = 1;
    private static final int BAD_INPUT = 2;

    @TempDir
    Path dir;
    private Path out;
    private Path disk1;
    private Path disk2;
    private Path in;
    private UInt128 inSum;
    private Path sorted;
    private final Map<Path, List<String>> before = new HashMap<>();

    @BeforeEach
    void folders() throws IOException {
        out = Files.createDirectory(dir.resolve("out"));
        disk1 = Files.createDirectory(dir.resolve("disk1"));
        disk2 = Files.createDirectory(dir.resolve("disk2"));
        in = dir.resolve("in.dat");
        // two passes with --memory 4m
        inSum = RecordFiles.gensort(in, 30_000);
        sorted = out.resolve("sorted.dat");
        for (Path d : List.of(dir, out, disk1, disk2)) {
            before.put(d, SortedOutput.listing(d));
        }
    }

    @AfterEach
    void nothingWrittenOrLeftBehind() throws IOException {
        assertFalse(Files.exists(sorted), "no output");
        for (Map.Entry<Path, List<String>> e : before.entrySet()) {
            assertEquals(e.getValue(), SortedOutput.listing(e.getKey()), e.getKey() + " left as found");
        }
        assertEquals(inSum, RecordFiles.checksumOf(in), "input untouched");
    }

    @Test
    void missingInputIsBadInput() {
        Path missing = dir.resolve("missing.dat");
        Outcome o = fails(BAD_INPUT, "--input", missing.toString(), "--output", sorted.toString());
        assertOneLine(o, "input " + missing + ": No such file or directory");
    }

    @Test
    void aMissingFileAmongSeveralInputsIsBadInput() {
        Path missing = dir.resolve("missing.dat");
        Outcome o = fails(BAD_INPUT, "--input", in + "," + missing, "--output", sorted.toString());
        assertOneLine(o, missing + ": No such file or directory");
    }

    @Test
    void aDirectoryAsInputIsBadInput() {
        Outcome o = fails(BAD_INPUT, "--input", disk1.toString(), "--output", sorted.toString());
        assertOneLine(o, "input " + disk1 + " is a directory");
    }

    @Test
    void inputThatIsNotWholeRecordsIsBadInputNamingSizeAndRemainder() throws IOException {
        Path odd = dir.resolve("odd.dat");
        RecordFiles.bytes(odd, 1050);
        before.put(dir, SortedOutput.listing(dir));
        Outcome o = fails(BAD_INPUT, "--input", odd.toString(), "--output", sorted.toString());
        assertOneLine(o, "1050 bytes");
        assertTrue(o.firstErrLine().contains("50 bytes left over"), o.toString());
        assertTrue(o.firstErrLine().contains(odd.toString()), o.toString());
    }

    @Test
    void outputThatIsTheInputIsRefused() {
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", in.toString());
        assertOneLine(o, "is the input");
    }

    @Test
    void outputThatIsTheInputThroughASymlinkIsRefused() throws IOException {
        Path link = Files.createSymbolicLink(out.resolve("link.dat"), in);
        before.put(out, SortedOutput.listing(out));
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", link.toString());
        assertOneLine(o, "is the input");
        assertTrue(Files.isSymbolicLink(link), "the link is left as it was");
    }

    @Test
    void outputThatIsOneOfSeveralInputsIsRefused() throws IOException {
        Path other = dir.resolve("other.dat");
        RecordFiles.gensort(other, 10);
        before.put(dir, SortedOutput.listing(dir));
        UInt128 otherSum = RecordFiles.checksumOf(other);
        Outcome o = fails(BAD_INPUT, "--input", in + "," + other, "--output", other.toString());
        assertOneLine(o, "is the input");
        assertEquals(otherSum, RecordFiles.checksumOf(other));
    }

    @Test
    void missingOutputFolderIsBadInput() {
        Path nowhere = dir.resolve("no-such-folder").resolve("sorted.dat");
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", nowhere.toString());
        assertOneLine(o, "output directory");
        assertTrue(o.firstErrLine().contains("No such file or directory"), o.toString());
    }

    @Test
    void outputThatIsAFolderIsBadInput() {
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", disk1.toString());
        assertOneLine(o, "is a directory");
    }

    @Test
    void missingTempDiskIsBadInput() {
        Path missing = dir.resolve("no-such-disk");
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", disk1 + "," + missing, "--memory", "4m");
        assertOneLine(o, "temp disk " + missing);
    }

    @Test
    void tempDiskUnderARegularFileIsBadInput() throws IOException {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        before.put(dir, SortedOutput.listing(dir));
        Path underFile = file.resolve("tmp");
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", underFile.toString(), "--memory", "4m");
        assertOneLine(o, "temp disk " + underFile);
    }

    @Test
    void tempDiskThatIsARegularFileIsBadInput() throws IOException {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        before.put(dir, SortedOutput.listing(dir));
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", disk1 + "," + file, "--memory", "4m");
        assertOneLine(o, "temp disk " + file + " is not a directory");
    }

    @Test
    void memoryBudgetTooSmallForARunIsBadInput() {
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", disk1.toString(), "--memory", "10k");
        assertOneLine(o, "memory budget");
        assertTrue(o.firstErrLine().contains("too small"), o.toString());
    }

    @Test
    void unknownSorterIsAUsageError() {
        Outcome o = fails(USAGE, "--input", in.toString(), "--output", sorted.toString(), "--sorter", "bogus");
        assertFirstLine(o, "--sorter");
        assertTrue(o.firstErrLine().contains("bogus"), o.toString());
    }

    @Test
    void zeroThreadsIsAUsageError() {
        Outcome o = fails(USAGE, "--input", in.toString(), "--output", sorted.toString(), "--threads", "0");
        assertFirstLine(o, "--threads must be >= 1");
    }

    @Test
    void memoryLargerThanTheHeapIsAUsageError() {
        Outcome o = fails(USAGE, "--input", in.toString(), "--output", sorted.toString(), "--memory", "1t");
        assertFirstLine(o, "exceeds the JVM heap");
    }

    @Test
    void memoryThatIsNotASizeIsAUsageError() {
        Outcome o = fails(USAGE, "--input", in.toString(), "--output", sorted.toString(), "--memory", "lots");
        assertFirstLine(o, "not a size");
    }

    @Test
    void missingOutputOptionIsAUsageError() {
        Outcome o = fails(USAGE, "--input", in.toString());
        assertFirstLine(o, "--output");
    }

    @Test
    void statsFileInAMissingFolderIsRefusedBeforeSorting() {
        Path stats = dir.resolve("no-such-folder").resolve("stats.json");
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(), "--stats", stats.toString());
        assertOneLine(o, "no-such-folder");
    }

    @Test
    void statsFileThatIsTheInputIsRefused() {
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(), "--stats", in.toString());
        assertOneLine(o, "is the input");
    }

    @Test
    void sameTempDiskTwiceIsRefusedUpFront() {
        Outcome o = fails(BAD_INPUT, "--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", disk1 + "," + disk1, "--memory", "4m");
        assertOneLine(o, "temp disk " + disk1);
    }

    private static Outcome fails(int exit, String... args) {
        Outcome o = SortCli.sort(args);
        assertEquals(exit, o.exit(), o::toString);
        assertEquals("", o.out(), o::toString);
        assertFalse(o.err().contains("Exception") || o.err().contains("\tat "), "no stack trace: " + o);
        return o;
    }

    /** Bad input: exactly one line on stderr, prefixed with the command and containing {@code text}. */
    private static void assertOneLine(Outcome o, String text) {
        assertEquals(1, o.errLines().size(), o::toString);
        assertTrue(o.firstErrLine().startsWith("gputerasort sort: "), o.toString());
        assertTrue(o.firstErrLine().contains(text), "'" + text + "' in: " + o);
    }

    /** Usage errors: the message first (picocli then prints the usage). */
    private static void assertFirstLine(Outcome o, String text) {
        assertTrue(o.firstErrLine().contains(text), "'" + text + "' first in: " + o);
    }
}

package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.io.FaultInjection;
import org.gputerasort.io.SortFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Garbage given to {@code sort} and {@code gensort}: a directory, a FIFO, a
 * file of the wrong size, the input as the output (also through links),
 * missing or repeated folders, a too-small budget. Each gets one clear
 * line, a non-zero exit, no stack trace, and nothing is created; empty and
 * one-record inputs and odd file names simply work.
 */
class BadInputTest {
    @TempDir
    Path dir;
    Path records;
    Path big;
    List<String> before;

    @BeforeEach
    void files() throws IOException {
        records = dir.resolve("in.dat");
        assertEquals(0, CliRun.of("gensort", "1000", records.toString()).exit());
        big = dir.resolve("big.dat");
        assertEquals(0, CliRun.of("gensort", "20000", big.toString()).exit());
        Files.createDirectory(dir.resolve("adir"));
        Files.createDirectory(dir.resolve("temp"));
        Files.write(dir.resolve("empty.dat"), new byte[0]);
        Files.write(dir.resolve("one.dat"), java.util.Arrays.copyOf(Files.readAllBytes(records), 100));
        Files.write(dir.resolve("odd.dat"), java.util.Arrays.copyOf(Files.readAllBytes(records), 250));
        Files.createSymbolicLink(dir.resolve("link.dat"), records);
        Files.createLink(dir.resolve("hard.dat"), records);
        before = SortFiles.contents(dir);
    }

    private CliRun sort(String... args) {
        List<String> a = new ArrayList<>(List.of("sort", "--sorter", "cpu", "--threads", "2"));
        for (int i = 0; i < args.length; i++) {
            boolean isPath = i > 0 && List.of("--input", "--output", "--temp-disks").contains(args[i - 1]);
            a.add(isPath ? String.join(",", java.util.Arrays.stream(args[i].split(",")).map(x -> dir.resolve(x).toString()).toList())
                    : args[i]);
        }
        return CliRun.of(a.toArray(String[]::new));
    }

    /** One line on stderr holding {@code message}, the exit status, no trace, and no new file anywhere. */
    private void refused(CliRun run, int exit, String message) throws IOException {
        assertEquals(exit, run.exit(), run.toString());
        String firstLine = run.err().lines().findFirst().orElse("");
        assertTrue(firstLine.contains(message), "stderr: " + run.err());
        assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), "no stack trace: " + run.err());
        assertEquals(before, SortFiles.contents(dir), "nothing created");
    }

    @Test
    void aDirectoryAsInput() throws IOException {
        refused(sort("--input", "adir", "--output", "o.dat"), 2, "is a directory, not a file of records");
    }

    @Test
    void aFifoAsInput() throws Exception {
        Process mk = new ProcessBuilder("mkfifo", dir.resolve("fifo").toString()).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is available");
        before = SortFiles.contents(dir);
        refused(sort("--input", "fifo", "--output", "o.dat"), 2, "is not a regular file");
    }

    @Test
    void aMissingInput() throws IOException {
        refused(sort("--input", "nope.dat", "--output", "o.dat"), 2, "nope.dat: No such file or directory");
    }

    @Test
    void anInputThatIsNotWholeRecordsNamesItsSizeAndRemainder() throws IOException {
        refused(sort("--input", "odd.dat", "--output", "o.dat"), 2,
                "is 250 bytes, not a multiple of the 100-byte record size (50 bytes left over)");
    }

    @Test
    void theInputAsOutputDirectlyOrThroughLinks() throws IOException {
        refused(sort("--input", "in.dat", "--output", "in.dat"), 2, "is the input");
        refused(sort("--input", "in.dat", "--output", "link.dat"), 2, "is the input");
        refused(sort("--input", "link.dat", "--output", "hard.dat"), 2, "is the input");
        refused(sort("--input", "empty.dat,in.dat", "--output", "hard.dat"), 2, "is the input");
    }

    @Test
    void aDirectoryOrAMissingFolderAsOutput() throws IOException {
        refused(sort("--input", "in.dat", "--output", "adir"), 2, "is a directory");
        refused(sort("--input", "in.dat", "--output", "nodir/o.dat"), 2, "output directory");
    }

    @Test
    void missingRepeatedOrFileTempDisks() throws IOException {
        refused(sort("--input", "big.dat", "--output", "o.dat", "--memory", "1m", "--temp-disks", "nodisk"), 2,
                "temp disk " + dir.resolve("nodisk") + ": No such file or directory");
        refused(sort("--input", "big.dat", "--output", "o.dat", "--memory", "1m", "--temp-disks", "in.dat"), 2,
                "is not a directory");
        refused(sort("--input", "big.dat", "--output", "o.dat", "--memory", "1m", "--temp-disks", "temp", "--temp-disks", "temp"), 2,
                "is given twice");
    }

    @Test
    void aBudgetTooSmallForTheRunsSaysHowMuchIsNeeded() throws IOException {
        refused(sort("--input", "big.dat", "--output", "o.dat", "--memory", "100k", "--temp-disks", "temp"), 2,
                "memory budget 100.0 KiB is too small: a run needs at least");
    }

    @Test
    void badOptionValuesAreUsageErrors() throws IOException {
        refused(sort("--input", "in.dat", "--output", "o.dat", "--memory", "lots"), 1, "not a size: 'lots'");
        refused(CliRun.of("sort", "--input", records.toString(), "--output", dir.resolve("o.dat").toString(), "--threads", "0"),
                1, "--threads must be >= 1");
        assertFalse(sort("--input", "in.dat", "--output", "o.dat", "--memory", "lots").err().contains("picocli WARN"));
    }

    @Test
    void emptyAndOneRecordInputsSortToThemselves() throws IOException {
        CliRun empty = sort("--input", "empty.dat", "--output", "e.dat");
        assertEquals(0, empty.exit(), empty.toString());
        assertEquals(0, Files.size(dir.resolve("e.dat")));
        CliRun one = sort("--input", "one.dat", "--output", "1.dat");
        assertEquals(0, one.exit(), one.toString());
        assertEquals(SortFiles.sha256(dir.resolve("one.dat")), SortFiles.sha256(dir.resolve("1.dat")));
    }

    @Test
    void pathsWithSpacesAndNonAsciiNamesWork() throws IOException {
        Path odd = Files.createDirectory(dir.resolve("temp dïr ü"));
        Path in = dir.resolve("ïn pût.dat");
        Files.copy(big, in);
        CliRun run = CliRun.of("sort", "--sorter", "cpu", "--input", in.toString(), "--output",
                dir.resolve("sörted out.dat").toString(), "--memory", "1m", "--temp-disks", odd.toString());
        assertEquals(0, run.exit(), run.toString());
        assertEquals(Files.size(big), Files.size(dir.resolve("sörted out.dat")));
        assertEquals(List.of(), SortFiles.contents(odd));
    }

    @Test
    void gensortRefusesGarbageWithOneLine() throws IOException {
        CliRun notANumber = CliRun.of("gensort", "abc", dir.resolve("g.dat").toString());
        assertEquals(1, notANumber.exit());
        assertTrue(notANumber.err().lines().findFirst().orElse("").contains("not a non-negative decimal integer: 'abc'"),
                notANumber.err());
        CliRun toADirectory = CliRun.of("gensort", "10", dir.resolve("adir").toString());
        assertEquals(250, toADirectory.exit());
        assertTrue(toADirectory.err().contains("is a directory"), toADirectory.err());
        CliRun noFolder = CliRun.of("gensort", "10", dir.resolve("nodir/g.dat").toString());
        assertEquals(250, noFolder.exit());
        assertTrue(noFolder.err().contains("No such file or directory"), noFolder.err());
        for (CliRun r : List.of(notANumber, toADirectory, noFolder)) {
            assertFalse(r.err().contains("\tat "), r.err());
        }
        assertEquals(before, SortFiles.contents(dir));
    }

    @Test
    void gensortOnAFullDiskLeavesNothing() throws IOException {
        CliRun full;
        try (FaultInjection f = FaultInjection.failAfter(FaultInjection.nameMatches("\\.g\\.dat\\..*\\.tmp"),
                FaultInjection.Op.WRITE, 50_000, "No space left on device")) {
            full = CliRun.of("gensort", "10000", dir.resolve("g.dat").toString());
            assertTrue(f.fired());
        }
        assertEquals(250, full.exit(), full.toString());
        assertTrue(full.err().contains("No space left on device"), full.err());
        assertEquals(before, SortFiles.contents(dir), "no output and no partial output");
    }

    @Test
    void aStackTraceOnlyWithDebug() throws IOException {
        CliRun plain = sort("--input", "odd.dat", "--output", "o.dat");
        CliRun debug = sort("--debug", "--input", "odd.dat", "--output", "o.dat");
        assertFalse(plain.err().contains("\tat "));
        assertTrue(debug.err().contains("\tat "), debug.err());
    }
}

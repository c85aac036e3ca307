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
import org.gputerasort.io.FailingChannels;
import org.gputerasort.io.FileChannels;
import org.gputerasort.record.UInt128;
import org.gputerasort.testing.RecordFiles;
import org.gputerasort.testing.SortedOutput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A disk that fills up or a file that cannot be read, at each stage of a
 * sort (run files in phase 1, intermediate runs, the output in one pass and
 * in the merge, reading the input and the runs): the sort exits 3 with the
 * system's reason on one line, writes no output and leaves no temp folder.
 */
class SortCommandFailingDiskTest {
    private static final int IO_FAILURE = 3;
    private static final int RECORDS = 60_000;

    @TempDir
    Path dir;
    private Path out;
    private List<Path> disks;
    private Path in;
    private UInt128 inSum;
    private Path sorted;
    private final Map<Path, List<String>> before = new HashMap<>();

    @BeforeEach
    void folders() throws IOException {
        out = Files.createDirectory(dir.resolve("out"));
        disks = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            disks.add(Files.createDirectory(dir.resolve("disk" + i)));
        }
        in = dir.resolve("in.dat");
        inSum = RecordFiles.gensort(in, RECORDS);
        sorted = out.resolve("sorted.dat");
        for (Path d : disks) {
            before.put(d, SortedOutput.listing(d));
        }
        before.put(out, SortedOutput.listing(out));
    }

    @AfterEach
    void resetAndCheckNothingLeft() throws IOException {
        FileChannels.reset();
        assertFalse(Files.exists(sorted), "no output");
        for (Map.Entry<Path, List<String>> e : before.entrySet()) {
            assertEquals(e.getValue(), SortedOutput.listing(e.getKey()), e.getKey() + " left as found");
        }
        assertEquals(inSum, RecordFiles.checksumOf(in), "input untouched");
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void fullTempDiskWhileWritingRunsFailsWithTheCause(int threads) {
        FailingChannels disk = FailingChannels.failWritesAfter(1 << 20, FailingChannels.runFiles()).install();
        Outcome o = fails(disk, "--threads", String.valueOf(threads), "--memory", "4m");
        assertTrue(disk.opened().stream().noneMatch(p -> p.getFileName().toString().startsWith("run-1")),
                "failed in phase 1, before any intermediate run: " + disk.opened());
        assertTrue(o.firstErrLine().contains(FailingChannels.DISK_FULL), o.toString());
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void fullTempDiskWhileWritingIntermediateRunsFailsWithTheCause(int threads) {
        // phase 1 writes the input's bytes once; the failure comes in the intermediate merge pass
        FailingChannels disk = FailingChannels.failWritesAfter(RECORDS * 100L + (1 << 20), FailingChannels.runFiles())
                .install();
        Outcome o = fails(disk, "--threads", String.valueOf(threads), "--memory", "4m", "--max-fan-in", "2");
        assertTrue(disk.opened().stream().anyMatch(p -> p.getFileName().toString().startsWith("run-1")),
                "an intermediate run was written: " + disk.opened());
        assertTrue(o.firstErrLine().contains(FailingChannels.DISK_FULL), o.toString());
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void fullOutputDiskInOnePassFailsWithTheCause(int threads) {
        FailingChannels disk = FailingChannels.failWritesAfter(100_000, FailingChannels.outputTempFile()).install();
        Outcome o = fails(disk, "--threads", String.valueOf(threads));
        assertTrue(disk.opened().stream().noneMatch(FailingChannels.runFiles()), "one pass: no runs");
        assertTrue(o.firstErrLine().contains(FailingChannels.DISK_FULL), o.toString());
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void fullOutputDiskInTheMergeFailsWithTheCause(int threads) {
        FailingChannels disk = FailingChannels.failWritesAfter(1_000_000, FailingChannels.outputTempFile()).install();
        Outcome o = fails(disk, "--threads", String.valueOf(threads), "--memory", "4m");
        assertTrue(disk.opened().stream().anyMatch(FailingChannels.runFiles()), "two passes");
        assertTrue(o.firstErrLine().contains(FailingChannels.DISK_FULL), o.toString());
    }

    @Test
    void outputDiskFullAtItsFirstWriteFailsWithTheCause() {
        FailingChannels disk = FailingChannels.failWritesAfter(0, FailingChannels.outputTempFile()).install();
        Outcome o = fails(disk, "--threads", "2");
        assertTrue(o.firstErrLine().contains(FailingChannels.DISK_FULL), o.toString());
    }

    @ParameterizedTest(name = "memory {0}")
    @ValueSource(strings = {"4m", "1g"})
    void unreadableInputFailsWithTheCause(String memory) {
        FailingChannels disk = FailingChannels.failReadsAfter(2_000_000, FailingChannels.file(in)).install();
        Outcome o = fails(disk, "--threads", "3", "--memory", memory);
        assertTrue(o.firstErrLine().contains(FailingChannels.IO_ERROR), o.toString());
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void unreadableRunInTheMergeFailsWithTheCause(int threads) {
        FailingChannels disk = FailingChannels.failReadsAfter(1_000_000, FailingChannels.runFiles()).install();
        Outcome o = fails(disk, "--threads", String.valueOf(threads), "--memory", "4m");
        assertTrue(o.firstErrLine().contains(FailingChannels.IO_ERROR), o.toString());
    }

    private Outcome fails(FailingChannels disk, String... more) {
        List<String> args = new ArrayList<>(List.of("--input", in.toString(), "--output", sorted.toString(),
                "--temp-disks", String.join(",", disks.stream().map(Path::toString).toList())));
        args.addAll(List.of(more));
        Outcome o = SortCli.sort(args.toArray(String[]::new));
        assertEquals(IO_FAILURE, o.exit(), o::toString);
        assertTrue(disk.failed(), "the injected failure happened");
        assertEquals(1, o.errLines().size(), o::toString);
        assertTrue(o.firstErrLine().startsWith("gputerasort sort: "), o.toString());
        assertFalse(o.err().contains("\tat "), "no stack trace: " + o);
        return o;
    }
}

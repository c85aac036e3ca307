package org.gputerasort.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.io.BadInputException;
import org.gputerasort.io.FailingChannels;
import org.gputerasort.io.FileChannels;
import org.gputerasort.record.UInt128;
import org.gputerasort.testing.RecordFiles;
import org.gputerasort.testing.SortedOutput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SortJob} used directly: what its {@link SortResult} reports (runs,
 * intermediate passes, checksum) matches what happened, and runs go to the
 * temp disks cyclically (run i on disk i mod D).
 */
class SortJobTest {
    private static final long FOUR_MB = 4L << 20;

    @TempDir
    Path dir;
    private List<Path> disks;
    private Path in;
    private UInt128 inSum;
    private Path out;

    @BeforeEach
    void folders() throws IOException {
        disks = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            disks.add(Files.createDirectory(dir.resolve("disk" + i)));
        }
        in = dir.resolve("in.dat");
        inSum = RecordFiles.gensort(in, 100_000);
        out = dir.resolve("out.dat");
    }

    @AfterEach
    void reset() throws IOException {
        FileChannels.reset();
        for (Path d : disks) {
            assertEquals(List.of(), SortedOutput.listing(d), "temp disk " + d + " left empty");
        }
        SortedOutput.assertNoLeftovers(dir);
    }

    /** The job's options with these figures (not resumable, buffered I/O). */
    private SortOptions options(long memory, int threads, boolean verify, SorterChoice sorter, int maxFanIn) {
        return new SortOptions(List.of(in), out, disks, memory, threads, verify, sorter, maxFanIn, false);
    }

    @Test
    void reportsIntermediatePassesWhenRunsExceedTheFanIn() throws IOException {
        SortResult r = new SortJob(options(FOUR_MB, 2, true, SorterChoice.CPU, 3)).run();
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
        assertFalse(r.onePass());
        assertTrue(r.runs() > 9, "runs: " + r.runs());
        assertTrue(r.intermediatePasses() >= 2, "passes: " + r.intermediatePasses());
        assertEquals(100_000, r.records());
        assertEquals(inSum, r.checksum());
        assertTrue(r.verified());
        assertEquals(2, r.phases().size());
    }

    @Test
    void mergesInOnePassWhenTheFanInAllowsAllRuns() throws IOException {
        SortResult r = new SortJob(options(FOUR_MB, 2, true, SorterChoice.CPU, 0)).run();
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
        assertTrue(r.runs() > 1);
        assertEquals(0, r.intermediatePasses());
    }

    @Test
    void sortsInOnePassWhenTheInputFits() throws IOException {
        SortResult r = new SortJob(options(256L << 20, 3, true, SorterChoice.AUTO, 0)).run();
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
        assertTrue(r.onePass());
        assertEquals(0, r.runs());
        assertEquals(inSum, r.checksum());
    }

    @Test
    void writesRunIOnDiskIModD() throws IOException {
        FailingChannels opens = FailingChannels.recording().install();
        SortResult r = new SortJob(options(FOUR_MB, 1, true, SorterChoice.CPU, 0)).run();
        int seen = 0;
        for (Path p : opens.opened()) {
            String name = p.getFileName().toString();
            if (name.startsWith("run-0")) {
                int i = Integer.parseInt(name.substring(4));
                assertEquals(disks.get(i % 3), p.getParent().getParent(), name);
                seen++;
            }
        }
        assertTrue(seen >= r.runs(), "every run opened: " + seen + " of " + r.runs());
    }

    @Test
    void unverifiedSortReportsItWasNotVerified() throws IOException {
        SortResult r = new SortJob(options(FOUR_MB, 2, false, SorterChoice.CPU, 0)).run();
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
        assertFalse(r.verified());
    }

    @Test
    void abortAfterTheJobIsANoOp() throws IOException {
        SortJob job = new SortJob(options(FOUR_MB, 2, true, SorterChoice.CPU, 0));
        job.run();
        job.abort();
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
    }

    @Test
    void gpuSorterIsUsedOrRefusedCleanly() throws IOException {
        SortJob job = new SortJob(options(FOUR_MB, 2, true, SorterChoice.GPU, 0));
        SortResult r;
        try {
            r = job.run();
        } catch (BadInputException e) {
            // no GPU sorter here: refused before anything is written
            assertTrue(e.getMessage().contains("gpu"), e.getMessage());
            assertFalse(Files.exists(out));
            return;
        }
        SortedOutput.assertSortedPermutation(out, inSum, List.of(in));
        assertEquals(inSum, r.checksum());
    }

    @Test
    void optionsRefuseZeroThreadsAndNoMemory() {
        assertThrows(IllegalArgumentException.class,
                () -> options(FOUR_MB, 0, true, SorterChoice.CPU, 0));
        assertThrows(IllegalArgumentException.class,
                () -> options(0, 1, true, SorterChoice.CPU, 0));
    }
}

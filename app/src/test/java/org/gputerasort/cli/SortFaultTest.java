package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.gputerasort.io.FaultInjection;
import org.gputerasort.io.FaultInjection.Op;
import org.gputerasort.io.SortFiles;
import org.gputerasort.io.TempSpace;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A disk that fills up or fails, a temp disk that vanishes, or a crash in a
 * stage, at every stage of the sort: each stops the whole job promptly with
 * exit 3 (I/O) and the cause on stderr, and leaves no output, no temp file,
 * no working thread, and the input as it was.
 */
class SortFaultTest {
    private static final String ENOSPC = "No space left on device";
    private static final String EIO = "Input/output error";
    /** 20,000 records in runs of about 1,700 (1 MB budget): a dozen runs on two temp disks. */
    private static final int RECORDS = 20_000;
    private static final String[] STAGE_THREADS = {"phase1-stage", "sort-worker", "sort-io", "output-flusher"};

    @TempDir
    Path root;
    Path input;
    Path outDir;
    Path output;
    Path disk1;
    Path disk2;
    String inputSha;

    @BeforeEach
    void makeInput() throws IOException {
        input = root.resolve("in.dat");
        assertEquals(0, CliRun.of("gensort", "-s", Integer.toString(RECORDS), input.toString()).exit());
        inputSha = SortFiles.sha256(input);
        outDir = Files.createDirectory(root.resolve("out"));
        output = outDir.resolve("out.dat");
        disk1 = Files.createDirectory(root.resolve("disk1"));
        disk2 = Files.createDirectory(root.resolve("disk2"));
    }

    private String[] twoPhase(String... extra) {
        List<String> a = new ArrayList<>(List.of("sort", "--input", input.toString(), "--output", output.toString(),
                "--temp-disks", disk1 + "," + disk2, "--memory", "1m", "--threads", "2", "--sorter", "cpu"));
        a.addAll(List.of(extra));
        return a.toArray(String[]::new);
    }

    private String[] onePass() {
        return new String[] {"sort", "--input", input.toString(), "--output", output.toString(),
            "--temp-disks", disk1 + "," + disk2, "--memory", "64m", "--threads", "2", "--sorter", "cpu"};
    }

    /** Runs the sort under the fault and checks everything a failure must leave behind. */
    private void failsCleanly(Supplier<FaultInjection> fault, String[] args, int exit, String message) throws Exception {
        CliRun run;
        try (FaultInjection f = fault.get()) {
            run = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of(args), "the failed sort hung");
            assertTrue(f.fired(), "the fault was never reached: " + run);
        }
        assertEquals(exit, run.exit(), run.toString());
        assertTrue(run.err().contains(message), "stderr names the cause: " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace without --debug: " + run.err());
        assertEquals(List.of(), SortFiles.contents(outDir), "no output, not even a hidden partial one");
        assertEquals(List.of(), SortFiles.contents(disk1), "no temp files on disk 1");
        assertEquals(List.of(), SortFiles.contents(disk2), "no temp files on disk 2");
        assertEquals(inputSha, SortFiles.sha256(input), "the input is unchanged");
        assertNoStageThreadsLeft();
    }

    static void assertNoStageThreadsLeft() throws InterruptedException {
        List<String> left = List.of();
        for (int i = 0; i < 200; i++) {
            left = Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                    .map(Thread::getName).filter(n -> {
                        for (String s : STAGE_THREADS) {
                            if (n.startsWith(s)) {
                                return true;
                            }
                        }
                        return false;
                    }).toList();
            if (left.isEmpty()) {
                return;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("stage threads still running 5 s after the job returned: " + left);
    }

    @Test
    void inputReadErrorInPhase1StopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("in\\.dat"), Op.READ, 600_000, EIO),
                twoPhase(), 3, EIO);
    }

    @Test
    void fullTempDiskWhileWritingRunsStopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("run-\\d{6}"), Op.WRITE, 700_000, ENOSPC),
                twoPhase(), 3, ENOSPC);
    }

    @Test
    void runReadErrorInPhase2StopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("run-\\d{6}"), Op.READ, 900_000, EIO),
                twoPhase(), 3, EIO);
    }

    @Test
    void fullOutputDiskInPhase2StopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("\\.out\\.dat\\..*\\.tmp"), Op.WRITE, 900_000, ENOSPC),
                twoPhase(), 3, ENOSPC);
    }

    @Test
    void fullTempDiskInAnIntermediateMergeStopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("run-\\d{7}"), Op.WRITE, 500_000, ENOSPC),
                twoPhase("--max-fan-in", "3"), 3, ENOSPC);
    }

    @Test
    void runReadErrorInAnIntermediateMergeStopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("run-\\d{6}"), Op.READ, 500_000, EIO),
                twoPhase("--max-fan-in", "3"), 3, EIO);
    }

    @Test
    void fullOutputDiskInOnePassStopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("\\.out\\.dat\\..*\\.tmp"), Op.WRITE, 900_000, ENOSPC),
                onePass(), 3, ENOSPC);
    }

    @Test
    void inputReadErrorInOnePassStopsEverything() throws Exception {
        failsCleanly(() -> FaultInjection.failAfter(FaultInjection.nameMatches("in\\.dat"), Op.READ, 900_000, EIO),
                onePass(), 3, EIO);
    }

    @Test
    void vanishingTempDiskStopsEverything() throws Exception {
        // the folder of run 3 disappears (unmounted, deleted) just before the run is written
        failsCleanly(() -> FaultInjection.beforeFirstOpen(FaultInjection.nameMatches("run-000003"),
                        p -> TempSpace.deleteTree(p.getParent())),
                twoPhase(), 3, "No such file or directory");
    }

    @Test
    void crashInAStageStopsEverything() throws Exception {
        // an unexpected exception (a bug, not an I/O error) in the run writer: exit 1 with its message
        failsCleanly(() -> FaultInjection.beforeFirstOpen(FaultInjection.nameMatches("run-000002"), p -> {
            throw new IllegalStateException("simulated crash in the run writer");
        }), twoPhase(), 1, "simulated crash in the run writer");
    }

    @Test
    void theSameSortWithoutAFaultSucceeds() throws Exception {
        // the control: the fault cases fail because of the fault, not the setup
        CliRun run = CliRun.of(twoPhase("--max-fan-in", "3"));
        assertEquals(0, run.exit(), run.toString());
        assertTrue(Files.size(output) == Files.size(input));
        assertNotEquals(inputSha, SortFiles.sha256(output));
        assertEquals(List.of(), SortFiles.contents(disk1));
        assertEquals(List.of("out.dat"), SortFiles.contents(outDir));
    }
}

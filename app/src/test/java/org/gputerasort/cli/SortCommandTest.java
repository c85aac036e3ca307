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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.gputerasort.cli.SortCli.Outcome;
import org.gputerasort.gensort.RecordKind;
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
 * {@code gputerasort sort} end to end on real files: one pass and two
 * passes, one and three temp disks, intermediate merges, edge sizes and key
 * distributions. Every output is checked independently (size, order,
 * gensort's checksum, same records as the input), and every temp disk and
 * the output folder must be left exactly as found.
 */
class SortCommandTest {
    /** Small enough that more than about 25,000 records need two passes (about 8,600 to 9,600 records per run). */
    private static final String TWO_PASS_MEMORY = "4m";

    @TempDir
    Path dir;
    private Path out;
    private List<Path> disks;
    private Map<Path, List<String>> before;

    @BeforeEach
    void folders() throws IOException {
        out = Files.createDirectory(dir.resolve("out"));
        disks = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            disks.add(Files.createDirectory(dir.resolve("disk" + i)));
        }
        Files.writeString(disks.get(0).resolve("unrelated.txt"), "someone else's file");
        before = new HashMap<>();
        for (Path d : disks) {
            before.put(d, SortedOutput.listing(d));
        }
    }

    @AfterEach
    void leftAsFound() throws IOException {
        FileChannels.reset();
        for (Path d : disks) {
            assertEquals(before.get(d), SortedOutput.listing(d), "temp disk " + d + " left as found");
        }
        SortedOutput.assertNoLeftovers(out);
    }

    @Test
    void sortsInOnePassWhenTheInputFitsMemory() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 20_000);
        Path sorted = out.resolve("sorted.dat");
        Outcome o = ok("--input", in.toString(), "--output", sorted.toString(), "--threads", "3");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        assertTrue(o.out().contains("one pass"), o.out());
        assertTrue(o.out().contains("verified (checksum " + sum.toHex() + ")"), o.out());
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void sortsInTwoPassesSpreadingRunsOverThreeTempDisks(int threads) throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 100_000);
        Path sorted = out.resolve("sorted.dat");
        FailingChannels opens = FailingChannels.recording().install();
        Outcome o = ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--threads", String.valueOf(threads));
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        assertTrue(o.out().contains(" runs"), o.out());
        Map<Path, Integer> runsPerDisk = new HashMap<>();
        for (Path p : opens.opened()) {
            if (p.getFileName().toString().startsWith("run-")) {
                runsPerDisk.merge(p.getParent().getParent(), 1, Integer::sum);
            }
        }
        for (Path d : disks) {
            assertTrue(runsPerDisk.getOrDefault(d, 0) > 0, "runs on " + d + ": " + runsPerDisk);
        }
        assertEquals(3, runsPerDisk.size(), "runs only on the temp disks: " + runsPerDisk);
    }

    @Test
    void sortsInTwoPassesOnOneTempDisk() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 60_000);
        Path sorted = out.resolve("sorted.dat");
        Outcome o = ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", disks.get(1).toString(),
                "--memory", TWO_PASS_MEMORY, "--threads", "1", "--sorter", "CPU");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        assertTrue(o.out().contains("with cpu-radix"), o.out());
    }

    @Test
    void runsGoToTheOutputFolderWhenNoTempDiskIsGiven() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 30_000);
        Path sorted = out.resolve("sorted.dat");
        FailingChannels opens = FailingChannels.recording().install();
        ok("--input", in.toString(), "--output", sorted.toString(), "--memory", TWO_PASS_MEMORY, "--threads", "2");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        assertTrue(opens.opened().stream().anyMatch(p -> p.getFileName().toString().startsWith("run-")
                && p.getParent().getParent().equals(out.toAbsolutePath())), "runs in the output folder: " + opens.opened());
        assertEquals(List.of("sorted.dat"), SortedOutput.listing(out));
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void mergesInIntermediatePassesWhenRunsExceedTheFanIn(int threads) throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 100_000);
        Path sorted = out.resolve("sorted.dat");
        Path stats = out.resolve("stats.json");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--max-fan-in", "3", "--threads", String.valueOf(threads),
                "--stats", stats.toString());
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        JsonNode json = new ObjectMapper().readTree(stats.toFile());
        assertTrue(json.get("runs").asInt() > 3, json.toString());
        assertTrue(json.get("intermediatePasses").asInt() > 0, json.toString());
    }

    @Test
    void emptyInputGivesAnEmptyOutput() throws IOException {
        Path in = Files.createFile(dir.resolve("empty.dat"));
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks));
        assertEquals(0, Files.size(sorted));
    }

    @Test
    void oneRecordIsSortedAsItIs() throws IOException {
        Path in = dir.resolve("one.dat");
        UInt128 sum = RecordFiles.gensort(in, 1);
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--threads", "3");
        SortedOutput.assertSameRecords(in, sorted);
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    @ParameterizedTest(name = "{0} records")
    @ValueSource(ints = {25_927, 34_567, 50_001})
    void sortsInputsThatAreNotAMultipleOfTheRunSize(int records) throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, records);
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--threads", "1");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void sortsSkewedKeysInTwoPasses(int threads) throws IOException {
        Path in = dir.resolve("skewed.dat");
        UInt128 sum = RecordFiles.gensort(in, 0, 80_000, RecordKind.BINARY, true);
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--threads", String.valueOf(threads));
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 3})
    void sortsRecordsWhoseKeysAreAllEqualKeepingInputOrder(int threads) throws IOException {
        Path in = dir.resolve("equal.dat");
        UInt128 sum = RecordFiles.equalKeys(in, 40_000, "SAME--KEY!".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 1);
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--max-fan-in", "2", "--threads", String.valueOf(threads));
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        // the engine is stable (ties in index order, merge ties to the lower run): equal keys keep input order
        SortedOutput.assertSameRecords(in, sorted);
    }

    @Test
    void sortsAsciiRecords() throws IOException {
        Path in = dir.resolve("ascii.dat");
        UInt128 sum = RecordFiles.gensort(in, 0, 50_000, RecordKind.ASCII, false);
        Path sorted = out.resolve("sorted.dat");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--threads", "3");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    @ParameterizedTest(name = "memory {0}")
    @ValueSource(strings = {"4m", "1g"})
    void sortsSeveralInputFilesAsOne(String memory) throws IOException {
        Path a = dir.resolve("a.dat");
        Path empty = Files.createFile(dir.resolve("empty.dat"));
        Path b = dir.resolve("b.dat");
        Path c = dir.resolve("c.dat");
        UInt128 sum = RecordFiles.sum(RecordFiles.gensort(a, 0, 12_345, RecordKind.BINARY, false),
                RecordFiles.gensort(b, 12_345, 1, RecordKind.BINARY, false),
                RecordFiles.gensort(c, 1_000_000, 20_000, RecordKind.BINARY, true));
        Path sorted = out.resolve("sorted.dat");
        ok("--input", a + "," + empty, "--input", b + "," + c, "--output", sorted.toString(),
                "--temp-disks", joined(disks), "--memory", memory, "--threads", "3");
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(a, empty, b, c));
    }

    @Test
    void noVerifyStillSortsButSaysItDidNotVerify() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 30_000);
        Path sorted = out.resolve("sorted.dat");
        Path stats = out.resolve("stats.json");
        Outcome o = ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--no-verify", "--stats", stats.toString());
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
        assertTrue(o.out().contains("not verified"), o.out());
        assertFalse(new ObjectMapper().readTree(stats.toFile()).get("verified").asBoolean());
    }

    @Test
    void statsFileHoldsTheFiguresAsJsonNumbers() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 50_000);
        Path sorted = out.resolve("sorted.dat");
        Path stats = out.resolve("stats.json");
        ok("--input", in.toString(), "--output", sorted.toString(), "--temp-disks", joined(disks),
                "--memory", TWO_PASS_MEMORY, "--threads", "2", "--stats", stats.toString());
        JsonNode json = new ObjectMapper().readTree(stats.toFile());
        assertTrue(json.get("records").isIntegralNumber());
        assertEquals(50_000, json.get("records").asLong());
        assertEquals(5_000_000, json.get("bytes").asLong());
        assertTrue(json.get("totalSeconds").isNumber());
        assertTrue(json.get("memoryBytes").isIntegralNumber());
        assertEquals(4L << 20, json.get("memoryBytes").asLong());
        assertEquals(2, json.get("threads").asInt());
        assertFalse(json.get("onePass").asBoolean());
        assertTrue(json.get("runs").asInt() > 1);
        assertTrue(json.get("verified").asBoolean());
        assertEquals(sum.toHex(), json.get("checksum").asText());
        JsonNode phases = json.get("phases");
        assertTrue(phases.isArray() && phases.size() == 2, phases.toString());
        assertTrue(phases.get(0).get("name").asText().startsWith("phase 1"), phases.toString());
        assertTrue(phases.get(1).get("name").asText().startsWith("phase 2"), phases.toString());
        for (JsonNode p : phases) {
            assertTrue(p.get("seconds").isNumber() && p.get("bytes").isNumber() && p.get("mbPerSec").isNumber(), p.toString());
            assertEquals(5_000_000, p.get("bytes").asLong());
        }
        assertTrue(json.get("stages").isArray() && json.get("stages").size() > 0);
    }

    @Test
    void statsFileOfAOnePassSortNamesTheOnePhase() throws IOException {
        Path in = dir.resolve("in.dat");
        RecordFiles.gensort(in, 1000);
        Path sorted = out.resolve("sorted.dat");
        Path stats = out.resolve("stats.json");
        ok("--input", in.toString(), "--output", sorted.toString(), "--stats", stats.toString());
        JsonNode json = new ObjectMapper().readTree(stats.toFile());
        assertTrue(json.get("onePass").asBoolean());
        assertEquals(1, json.get("phases").size());
        assertEquals(0, json.get("runs").asInt());
    }

    @Test
    void replacesAnExistingOutput() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 5_000);
        Path sorted = out.resolve("sorted.dat");
        Files.writeString(sorted, "old content");
        ok("--input", in.toString(), "--output", sorted.toString());
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    @Test
    void sortsThroughMainRunToo() throws IOException {
        Path in = dir.resolve("in.dat");
        UInt128 sum = RecordFiles.gensort(in, 3_000);
        Path sorted = out.resolve("sorted.dat");
        java.io.PrintStream stdout = System.out;
        try {
            System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
            assertEquals(0, Main.run("sort", "--input", in.toString(), "--output", sorted.toString(), "--threads", "2"));
        } finally {
            System.setOut(stdout);
        }
        SortedOutput.assertSortedPermutation(sorted, sum, List.of(in));
    }

    private static Outcome ok(String... args) {
        Outcome o = SortCli.sort(args);
        assertEquals(0, o.exit(), o::toString);
        assertEquals("", o.err(), o::toString);
        return o;
    }

    private static String joined(List<Path> paths) {
        return String.join(",", paths.stream().map(Path::toString).toList());
    }
}

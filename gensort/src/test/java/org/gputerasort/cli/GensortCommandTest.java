package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.gputerasort.gensort.RecordGenerator;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.UInt128;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The gensort command line: bad input is refused clearly and leaves nothing behind; odd outputs work. */
class GensortCommandTest {
    @TempDir
    Path dir;

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    private void assertRefused(int exit, GensortCli.Result r, String... mentions) throws IOException {
        assertEquals(exit, r.exit(), "exit status; stderr: " + r.err());
        assertFalse(r.err().isBlank(), "a message on stderr");
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        for (String m : mentions) {
            assertTrue(r.err().contains(m), "message names '" + m + "': " + r.err());
        }
        assertEquals("", r.out(), "nothing on stdout");
    }

    private List<String> leftBehind() throws IOException {
        return GensortCli.listAll(dir);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-5", "abc", "12x", "1.5", "", "340282366920938463463374607431768211456"})
    void badRecordCountsAreRefusedWithExitOne(String count) throws IOException {
        GensortCli.Result r = GensortCli.run(count, out("f"));
        assertRefused(1, r);
        assertEquals(List.of(), leftBehind());
    }

    @Test
    void nonNumericStartIsRefusedNamingIt() throws IOException {
        assertRefused(1, GensortCli.run("-bgarbage", "10", out("f")), "garbage");
        assertRefused(1, GensortCli.run("-b-3", "10", out("f")));
        assertEquals(List.of(), leftBehind());
    }

    @Test
    void zeroOrNegativeThreadCountsAreRefused() throws IOException {
        assertRefused(1, GensortCli.run("-t0", "10", out("f")), "threads");
        assertRefused(1, GensortCli.run("-t-2", "10", out("f")));
        assertRefused(1, GensortCli.run("-tx", "10", out("f")));
        assertEquals(List.of(), leftBehind());
    }

    @Test
    void wrongArgumentCountsAndUnknownOptionsShowUsageWithExitOne() throws IOException {
        assertRefused(1, GensortCli.run(), "NUM_RECS");
        assertRefused(1, GensortCli.run("10"), "FILE_NAME");
        assertRefused(1, GensortCli.run("10", out("f"), out("g")));
        assertRefused(1, GensortCli.run("-x", "10", out("f")), "-x");
        assertEquals(List.of(), leftBehind());
    }

    @Test
    void missingDirectoryGivesExit250NamingThePath() throws IOException {
        String target = out("no/such/dir/f");
        assertRefused(250, GensortCli.run("10", target), target);
        assertEquals(List.of(), leftBehind());
    }

    @Test
    void pathUnderARegularFileGivesExit250EvenForRoot() throws IOException {
        Files.writeString(dir.resolve("somefile"), "x");
        String target = out("somefile/x");
        assertRefused(250, GensortCli.run("10", target), target);
        assertEquals(List.of("somefile"), leftBehind());
        assertEquals("x", Files.readString(dir.resolve("somefile")));
    }

    @Test
    void readOnlyDirectoryGivesExit250() throws IOException {
        Path ro = Files.createDirectory(dir.resolve("ro"));
        assumeTrue(ro.toFile().setWritable(false, false));
        try {
            assumeTrue(!Files.isWritable(ro), "running as root: permissions do not bite");
            assertRefused(250, GensortCli.run("10", ro.resolve("f").toString()), "Permission denied");
            assertEquals(List.of("ro"), leftBehind());
        } finally {
            ro.toFile().setWritable(true, false);
        }
    }

    @Test
    void directoryAsOutputIsRefusedAndLeftAlone() throws IOException {
        Files.createDirectory(dir.resolve("d"));
        assertRefused(250, GensortCli.run("10", out("d")), "directory");
        assertEquals(List.of("d"), leftBehind());
    }

    @Test
    void existingOutputIsReplacedOnlyOnSuccess() throws IOException {
        Path target = dir.resolve("out");
        Files.writeString(target, "previous contents");

        assertRefused(1, GensortCli.run("-t0", "10", target.toString()));
        assertEquals("previous contents", Files.readString(target));

        GensortCli.Result ok = GensortCli.run("10", target.toString());
        assertEquals(0, ok.exit(), ok.err());
        assertArrayEquals(records(0, 10), Files.readAllBytes(target));
        assertEquals(List.of("out"), leftBehind());
    }

    @Test
    void devNullIsAnAcceptedOutput() {
        GensortCli.Result r = GensortCli.run("-c", "1000", "/dev/null");
        assertEquals(0, r.exit(), r.err());
        assertEquals("1ea6370b955\n", r.err(), "checksum of the first 1000 records, as the reference prints it");
        assertTrue(Files.exists(Path.of("/dev/null")) && !Files.isRegularFile(Path.of("/dev/null")), "/dev/null untouched");
    }

    @Test
    void fifoOutputIsWrittenInPlace() throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo available");

        CompletableFuture<byte[]> read = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        GensortCli.Result r = GensortCli.run("-t2", "25000", fifo.toString());

        assertEquals(0, r.exit(), r.err());
        assertArrayEquals(records(0, 25000), read.get(30, TimeUnit.SECONDS));
        assertEquals(List.of("pipe"), leftBehind(), "no temporary file next to a pipe");
    }

    @Test
    void helpAndVersionExitZeroOnStdout() {
        GensortCli.Result help = GensortCli.run("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("NUM_RECS") && help.out().contains("-b"), help.out());
        GensortCli.Result version = GensortCli.run("--version");
        assertEquals(0, version.exit());
        assertTrue(version.out().startsWith("gputerasort "), version.out());
    }

    private static byte[] records(long first, int count) {
        byte[] b = new byte[count * 100];
        new RecordGenerator(RecordKind.BINARY, false).generate(UInt128.of(first), count, b, 0);
        return b;
    }
}

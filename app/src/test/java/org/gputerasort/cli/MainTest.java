package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The runnable jar's entry point wires every subcommand, with help, version and config defaults. */
class MainTest {
    private record Result(int exit, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Result(exit, out.toString(), err.toString());
    }

    @Test
    void gensortRunsThroughTheTopCommand(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("g1");
        Result r = run("gensort", "-c", "1000", f.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("1ea6370b955\n", r.err());
        // known answer gen-bin-1000 of the reference gensort
        assertEquals("f524474116510d1debac6d38152e793a7e3cb71b1dd2bb45b6610e3c17698177",
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f))));
    }

    @Test
    void gensortUsageErrorsExitOneThroughTheTopCommand(@TempDir Path dir) throws IOException {
        Result r = run("gensort", "abc", dir.resolve("f").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("abc"), r.err());
        try (var s = Files.list(dir)) {
            assertEquals(0, s.count(), "nothing left behind");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "gensort"})
    void everyCommandHasHelpAndVersion(String command) {
        String[] help = command.isEmpty() ? new String[] {"--help"} : new String[] {command, "--help"};
        String[] version = command.isEmpty() ? new String[] {"--version"} : new String[] {command, "--version"};
        Result h = run(help);
        assertEquals(0, h.exit(), h.err());
        assertTrue(h.out().contains("Usage:"), h.out());
        Result v = run(version);
        assertEquals(0, v.exit(), v.err());
        assertTrue(v.out().startsWith("gputerasort "), v.out());
        assertFalse(v.out().contains("unknown"), "version comes from the build: " + v.out());
    }

    @Test
    void topCommandListsItsSubcommands() {
        Result h = run("--help");
        assertTrue(h.out().contains("gensort"), h.out());
    }

    @Test
    void missingConfigFileIsReportedWithExitOne(@TempDir Path dir) {
        Path missing = dir.resolve("nope.properties");
        Result r = run("--config", missing.toString(), "gensort", "10", dir.resolve("f").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(missing.toString()), r.err());
    }
}

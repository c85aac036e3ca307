package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays the reference gensort's known answers (a copy of the shared
 * known-answer table, trimmed to gensort, in the test resources) through the
 * command: file bytes, stderr and exit status must match.
 */
class GensortKnownAnswersTest {
    /** One row of gensort-known-answers.tsv. */
    record KnownAnswer(String id, String args, String fileBytes, String sha256, int exitCode, String stderr) {
        @Override
        public String toString() {
            return id;
        }

        String outputName() {
            String[] a = argv();
            return a.length >= 2 && !a[a.length - 1].startsWith("-") ? a[a.length - 1] : null;
        }

        String[] argv() {
            return args.isEmpty() ? new String[0] : args.split(" ");
        }
    }

    static List<KnownAnswer> knownAnswers() throws IOException {
        List<KnownAnswer> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                GensortKnownAnswersTest.class.getResourceAsStream("/org/gputerasort/gensort/gensort-known-answers.tsv"),
                StandardCharsets.UTF_8))) {
            r.lines().filter(l -> !l.startsWith("#") && !l.startsWith("id\t") && !l.isBlank()).forEach(l -> {
                String[] f = Arrays.copyOf(l.split("\t", -1), 6);
                rows.add(new KnownAnswer(f[0], f[1], f[2], f[3], Integer.parseInt(f[4]),
                        f[5] == null ? "" : f[5].replace("\\n", "\n")));
            });
        }
        assertEquals(19, rows.size(), "known answers in the table");
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("knownAnswers")
    void commandReproducesTheReferenceAnswer(KnownAnswer ka, @TempDir Path dir) throws IOException {
        String[] argv = ka.argv();
        String name = ka.outputName();
        if (name != null) {
            argv[argv.length - 1] = dir.resolve(name).toString();
        }

        GensortCli.Result r = GensortCli.run(argv);

        assertEquals(ka.exitCode(), r.exit(), ka.id() + " exit status; stderr: " + r.err());
        if (ka.stderr().equals("*")) {
            assertFalse(r.err().isBlank(), ka.id() + " must say what is wrong");
            assertFalse(r.err().contains("\tat "), ka.id() + " must not print a stack trace");
        } else {
            assertEquals(ka.stderr(), r.err(), ka.id() + " stderr");
        }
        if (ka.sha256().isEmpty()) {
            assertEquals(List.of(), GensortCli.listAll(dir), ka.id() + " must leave nothing behind");
        } else {
            Path out = dir.resolve(name);
            assertTrue(Files.isRegularFile(out), ka.id() + " output");
            assertEquals(Long.parseLong(ka.fileBytes()), Files.size(out), ka.id() + " size");
            assertEquals(ka.sha256(), GensortCli.sha256(out), ka.id() + " sha256");
            assertEquals(List.of(name), GensortCli.listAll(dir), ka.id() + " leaves only its output");
        }
    }
}

package org.gputerasort.cli;

import static org.gputerasort.valsort.TestRecords.concat;
import static org.gputerasort.valsort.TestRecords.gensort;
import static org.gputerasort.valsort.TestRecords.records;
import static org.gputerasort.valsort.TestRecords.sortedByKey;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

import org.gputerasort.gensort.RecordKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays the reference valsort's known answers (a copy of the shared table,
 * trimmed to valsort, in the test resources) through the command, on inputs
 * rebuilt from our own gensort as the table's README describes: each input's
 * SHA-256 is checked first, then stderr, the empty stdout, the exit status and
 * the bytes of any {@code -o} summary.
 */
class ValsortKnownAnswersTest {
    /** One row of valsort-known-answers.tsv. */
    record KnownAnswer(String id, String args, String input, String inputBytes, String inputSha256,
                       String summaryBytes, String summarySha256, int exitCode, String stderr) {
        @Override
        public String toString() {
            return id;
        }
    }

    @TempDir
    static Path inputs;

    static List<KnownAnswer> knownAnswers() throws IOException {
        List<KnownAnswer> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ValsortKnownAnswersTest.class.getResourceAsStream("/org/gputerasort/valsort/valsort-known-answers.tsv"),
                StandardCharsets.UTF_8))) {
            r.lines().filter(l -> !l.startsWith("#") && !l.startsWith("id\t") && !l.isBlank()).forEach(l -> {
                String[] f = Arrays.copyOf(l.split("\t", -1), 9);
                rows.add(new KnownAnswer(f[0], f[1], f[2], f[3], f[4], f[5], f[6], Integer.parseInt(f[7]),
                        f[8].replace("\\n", "\n").replace("\\\\", "\\")));
            });
        }
        assertEquals(16, rows.size(), "known answers in the table");
        return rows;
    }

    /** The inputs of the README, and all.sum/rev.sum from summaries that our own valsort writes (as kat_check does). */
    @BeforeAll
    static void buildInputs() throws IOException {
        byte[] g1 = gensort(1000, RecordKind.BINARY, false);
        byte[] g2 = gensort(100_000, RecordKind.BINARY, false);
        byte[] g7 = gensort(10_000, RecordKind.ASCII, true);
        byte[] s2 = sortedByKey(g2);
        write("g1", g1);
        write("g2", g2);
        write("g7", g7);
        write("s2", s2);
        write("s7", sortedByKey(g7));
        write("dup", sortedByKey(concat(records(g1, 0, 500), records(g1, 0, 37))));
        write("odd", Arrays.copyOf(s2, 1050));
        write("empty", new byte[0]);
        write("p0", records(s2, 0, 40_000));
        write("p1", records(s2, 40_000, 100_000));
        Path p0 = inputs.resolve("p0.sum");
        Path p1 = inputs.resolve("p1.sum");
        assertEquals(0, ValsortCli.run("-q", "-o", p0.toString(), inputs.resolve("p0").toString()).exit());
        assertEquals(0, ValsortCli.run("-q", "-o", p1.toString(), inputs.resolve("p1").toString()).exit());
        write("all.sum", concat(Files.readAllBytes(p0), Files.readAllBytes(p1)));
        write("rev.sum", concat(Files.readAllBytes(p1), Files.readAllBytes(p0)));
    }

    private static void write(String name, byte[] bytes) throws IOException {
        Files.write(inputs.resolve(name), bytes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("knownAnswers")
    void commandReproducesTheReferenceAnswer(KnownAnswer ka, @TempDir Path outDir) throws IOException {
        Path input = inputs.resolve(ka.input());
        if (!ka.inputSha256().isEmpty()) {
            assertEquals(Long.parseLong(ka.inputBytes()), Files.size(input), ka.id() + " input size");
            assertEquals(ka.inputSha256(), ValsortCli.sha256(input), ka.id() + " input rebuilt from our gensort");
        }
        String[] argv = ka.args().split(" ");
        Path summary = null;
        for (int i = 0; i < argv.length; i++) {
            if (argv[i].equals("-o")) {
                summary = outDir.resolve(argv[i + 1]);
                argv[++i] = summary.toString();
            }
        }
        argv[argv.length - 1] = input.toString();

        ValsortCli.Result r = ValsortCli.run(argv);

        assertEquals("", r.out(), ka.id() + " stdout");
        assertFalse(r.err().contains("\tat "), ka.id() + " must not print a stack trace: " + r.err());
        if (ka.stderr().equals("*")) {
            assertNotEquals(0, r.exit(), ka.id() + " exit status");
            assertEquals(ka.exitCode() == 250 ? 250 : 1, r.exit(), ka.id() + " exit status");
            assertFalse(r.err().isBlank(), ka.id() + " must say what is wrong");
            assertTrue(r.err().contains(input.getFileName().toString()), ka.id() + " names the file: " + r.err());
            assertEquals(1, r.err().strip().lines().count(), ka.id() + " one-line message: " + r.err());
        } else {
            assertEquals(ka.stderr(), r.err(), ka.id() + " stderr");
            assertEquals(ka.exitCode(), r.exit(), ka.id() + " exit status");
        }
        if (summary != null) {
            assertEquals(Long.parseLong(ka.summaryBytes()), Files.size(summary), ka.id() + " summary size");
            assertEquals(ka.summarySha256(), ValsortCli.sha256(summary), ka.id() + " summary sha256");
        }
        try (var s = Files.list(outDir)) {
            assertEquals(summary == null ? List.of() : List.of(summary), s.toList(), ka.id() + " leaves only its summary");
        }
    }
}

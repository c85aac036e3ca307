package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.gputerasort.gensort.RecordKind;
import org.gputerasort.valsort.TestRecords;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every valsort known answer of the reference valsort 1.5
 * ({@code valsort-known-answers.tsv}), replayed on inputs rebuilt from our own
 * gensort exactly as the known answers' README describes; each input's
 * SHA-256 is checked against the table before valsort's answer is.
 */
class ValsortKnownAnswersTest {
    /** Rows where the reference's wording is not required: any message and a non-zero exit. */
    private static final List<String> LOOSE = List.of("val-missing", "val-not-multiple-of-100");

    @TempDir
    static Path dir;

    record KnownAnswer(String id, String[] args, String fileBytes, String sha256, int exit, String stdout,
                       String stderr) {
    }

    @BeforeAll
    static void buildInputs() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String[] row : table("valsort-inputs.tsv")) {
            String[] cmd = row[1].split(" ");
            List<String> flags = Arrays.asList(cmd);
            byte[] data = TestRecords.generate(Long.parseLong(cmd[cmd.length - 2]),
                    flags.contains("-a") ? RecordKind.ASCII : RecordKind.BINARY, flags.contains("-s"));
            assertEquals(row[3], TestRecords.sha256(data), "our gensort differs from the reference for " + row[0]);
            files.put(row[0], data);
        }
        byte[] s2 = TestRecords.sortedByKey(files.get("g2"));
        files.put("s2", s2);
        files.put("s7", TestRecords.sortedByKey(files.get("g7")));
        byte[] first500 = Arrays.copyOf(files.get("g1"), 500 * TestRecords.R);
        files.put("dup", TestRecords.sortedByKey(TestRecords.join(first500, Arrays.copyOf(first500, 37 * TestRecords.R))));
        files.put("odd", Arrays.copyOf(s2, 1050));
        files.put("empty", new byte[0]);
        files.put("p0", Arrays.copyOf(s2, 40_000 * TestRecords.R));
        files.put("p1", Arrays.copyOfRange(s2, 40_000 * TestRecords.R, s2.length));
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Files.write(dir.resolve(f.getKey()), f.getValue());
        }
        // all.sum and rev.sum concatenate summaries that our own valsort writes, as the known answers' were made
        assertEquals(0, ValsortRun.in(dir, "-q", "-o", "p0.sum", "p0").exit());
        assertEquals(0, ValsortRun.in(dir, "-q", "-o", "p1.sum", "p1").exit());
        byte[] p0 = Files.readAllBytes(dir.resolve("p0.sum"));
        byte[] p1 = Files.readAllBytes(dir.resolve("p1.sum"));
        Files.write(dir.resolve("all.sum"), TestRecords.join(p0, p1));
        Files.write(dir.resolve("rev.sum"), TestRecords.join(p1, p0));
    }

    @TestFactory
    Stream<DynamicTest> everyValsortKnownAnswer() throws IOException {
        List<KnownAnswer> answers = new ArrayList<>();
        for (String[] r : table("valsort-known-answers.tsv")) {
            answers.add(new KnownAnswer(r[0], r[1].split(" "), r[2], r[3], Integer.parseInt(r[4]), decode(r[5]),
                    decode(r[6])));
        }
        assertEquals(16, answers.size());
        return answers.stream().map(a -> DynamicTest.dynamicTest(a.id(), () -> check(a)));
    }

    private static void check(KnownAnswer a) throws IOException {
        String[] args = Arrays.copyOfRange(a.args(), 1, a.args().length);
        List<String> argList = Arrays.asList(args);
        int o = argList.indexOf("-o");
        Path written = o >= 0 ? dir.resolve(args[o + 1]) : null;
        if (written == null && !a.sha256().isEmpty()) {
            Path input = dir.resolve(args[args.length - 1]);
            assertEquals(a.sha256(), TestRecords.sha256(Files.readAllBytes(input)), "input " + input.getFileName());
        }
        ValsortRun run = ValsortRun.in(dir, args);
        if (LOOSE.contains(a.id())) {
            assertNotEquals(0, run.exit(), "exit status");
            assertFalse(run.stderr().isBlank(), "a message on stderr");
            assertFalse(run.stderr().contains("Exception"), run.stderr());
            return;
        }
        assertAll(() -> assertEquals(a.stderr(), run.stderr(), "stderr"),
                () -> assertEquals(a.stdout(), run.stdout(), "stdout"),
                () -> assertEquals(a.exit(), run.exit(), "exit status"),
                () -> {
                    if (written != null) {
                        byte[] summary = Files.readAllBytes(written);
                        assertEquals(Long.parseLong(a.fileBytes()), summary.length, "summary size");
                        assertEquals(a.sha256(), TestRecords.sha256(summary), "summary sha256");
                    }
                });
    }

    private static String decode(String b64) {
        return new String(Base64.getDecoder().decode(b64), StandardCharsets.UTF_8);
    }

    /** The rows of a tab-separated resource, without comments and header. */
    private static List<String[]> table(String name) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ValsortKnownAnswersTest.class.getResourceAsStream("/org/gputerasort/valsort/" + name),
                StandardCharsets.UTF_8))) {
            boolean header = true;
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                rows.add(line.split("\t", -1));
            }
        }
        return rows;
    }
}

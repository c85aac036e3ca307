package org.gputerasort.valsort;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gputerasort.gensort.RecordKind;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FileValidatorTest {
    private static final int R = TestRecords.R;

    @TempDir
    Path dir;

    /**
     * Sorted records with runs of duplicates and a few swapped neighbours, so
     * that small blocks start and end at duplicates and inside unordered pairs.
     */
    private static byte[] sortedWithDuplicatesAndSwaps() {
        byte[][] r = TestRecords.split(TestRecords.sortedByKey(TestRecords.generate(600, RecordKind.BINARY, false)));
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            out.add(r[i]);
            for (int d = 0; d < i % 4; d++) {
                byte[] copy = r[i].clone();
                copy[99] = (byte) d;
                out.add(copy);
            }
        }
        for (int i : new int[] {5, 6, 29, 30, 31, 300, 301, 777}) {
            byte[] t = out.get(i);
            out.set(i, out.get(i + 1));
            out.set(i + 1, t);
        }
        return TestRecords.join(out.toArray(byte[][]::new));
    }

    private static Summary oneStream(byte[] data, KeyOrder order) {
        Validator v = new Validator(order);
        v.accept(data, 0, data.length);
        return v.summary();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 7})
    void anyThreadsAndBlockSizesGiveTheAnswerOfOneStream(int threads) throws IOException {
        byte[] data = sortedWithDuplicatesAndSwaps();
        Path file = Files.write(dir.resolve("data"), data);
        Summary expected = oneStream(data, KeyOrder.BINARY);
        assertTrue(expected.unorderedCount().lo() > 0 && expected.duplicateCount().lo() > 0, "a meaningful input");
        for (int blockRecords : new int[] {1, 2, 3, 7, 100, 5000}) {
            Summary got = new FileValidator(KeyOrder.BINARY, threads, blockRecords * R).validate(file);
            assertEquals(expected, got, threads + " threads, blocks of " + blockRecords + " records");
        }
        assertEquals(expected, FileValidator.validate(file, threads));
    }

    @Test
    void caseInsensitiveFileValidationMatchesOneStream() throws IOException {
        byte[] data = TestRecords.sortedByKey(TestRecords.generate(3000, RecordKind.ASCII, true));
        Path file = Files.write(dir.resolve("ascii"), data);
        Summary expected = oneStream(data, KeyOrder.IGNORE_CASE);
        assertTrue(expected.unorderedCount().lo() > 0, "case folding reorders some ASCII keys");
        assertEquals(expected, new FileValidator(KeyOrder.IGNORE_CASE, 3, 7 * R).validate(file));
    }

    @Test
    void partitionsValidatedSeparatelyCombineToTheWholeFile() throws IOException {
        byte[] data = sortedWithDuplicatesAndSwaps();
        Summary whole = FileValidator.validate(Files.write(dir.resolve("whole"), data), 2);
        int[] cuts = {0, 6 * R, 31 * R, 500 * R, data.length};
        List<Summary> parts = new ArrayList<>();
        for (int i = 1; i < cuts.length; i++) {
            Path part = Files.write(dir.resolve("part" + i), Arrays.copyOfRange(data, cuts[i - 1], cuts[i]));
            Summary s = FileValidator.validate(part, 2);
            parts.add(s);
            SummaryFile.write(dir.resolve("part" + i + ".sum"), s);
        }
        assertEquals(whole, Summary.combine(parts, KeyOrder.BINARY));
        try (OutputStream all = Files.newOutputStream(dir.resolve("all.sum"))) {
            for (int i = 1; i < cuts.length; i++) {
                all.write(Files.readAllBytes(dir.resolve("part" + i + ".sum")));
            }
        }
        assertEquals(whole, SummaryFile.combine(dir.resolve("all.sum"), KeyOrder.BINARY));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void anEmptyFileHasNoRecordToValidate(int threads) throws IOException {
        Path empty = Files.createFile(dir.resolve("empty"));
        BadInputException e = assertThrows(BadInputException.class, () -> FileValidator.validate(empty, threads));
        assertEquals("there must be at least one record to be validated", e.getMessage());
    }

    @Test
    void aPartialRecordAtTheEndIsNamedWithItsSize() throws IOException {
        Path odd = Files.write(dir.resolve("odd"), new byte[1050]);
        BadInputException e = assertThrows(BadInputException.class, () -> FileValidator.validate(odd, 2));
        assertTrue(e.getMessage().contains(odd.toString()) && e.getMessage().contains("partial record of 50 bytes"),
                e.getMessage());
    }

    @Test
    void aDirectoryOrAMissingFileIsRefused() {
        BadInputException e = assertThrows(BadInputException.class, () -> FileValidator.validate(dir, 2));
        assertTrue(e.getMessage().endsWith("Is a directory"), e.getMessage());
        assertThrows(NoSuchFileException.class, () -> FileValidator.validate(dir.resolve("nosuchfile"), 2));
    }

    @Test
    void aTruncatedSummaryFileIsAPartialSummaryAfterTheWholeOnes() throws IOException {
        byte[] a = oneStream(TestRecords.join(TestRecords.record("b", 0), TestRecords.record("a", 0)), KeyOrder.BINARY)
                .toBytes();
        Path truncated = Files.write(dir.resolve("t.sum"), TestRecords.join(a, Arrays.copyOf(a, 100)));
        PartialSummaryException e = assertThrows(PartialSummaryException.class,
                () -> SummaryFile.combine(truncated, KeyOrder.BINARY));
        assertEquals("partial partition summary found at end", e.getMessage());
        assertEquals(Summary.fromBytes(a), e.before());
        Path empty = Files.write(dir.resolve("e.sum"), new byte[0]);
        assertEquals(BadInputException.NO_RECORDS,
                assertThrows(BadInputException.class, () -> SummaryFile.combine(empty, KeyOrder.BINARY)).getMessage());
    }

    @Test
    void aPipeIsValidatedAsOneStream() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            Assumptions.abort("no mkfifo here");
            return;
        }
        Assumptions.assumeTrue(mk.waitFor() == 0, "mkfifo failed");
        byte[] data = sortedWithDuplicatesAndSwaps();
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                for (int p = 0; p < data.length; p += 333) {
                    out.write(data, p, Math.min(333, data.length - p));
                }
            } catch (IOException ignored) {
                // the reader's assertion reports a short stream
            }
        });
        writer.start();
        Summary got = new FileValidator(KeyOrder.BINARY, 2, 10 * R).validate(fifo);
        writer.join();
        assertEquals(oneStream(data, KeyOrder.BINARY), got);
    }
}

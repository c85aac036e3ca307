package org.gputerasort.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Checks a sort's output the way valsort would, independently of the
 * engine's own verification: its size, keys in non-decreasing unsigned
 * order, its checksum equal to the input's (as gensort computed it), and,
 * for test-sized inputs, that it holds exactly the input's records
 * (the sorted multisets of whole records are equal).
 */
public final class SortedOutput {
    /** Inputs up to this many records are also compared record by record. */
    private static final long PERMUTATION_CHECK_MAX = 300_000;

    private SortedOutput() {
    }

    /** Asserts that {@code output} is {@code inputs} (read as one) sorted; {@code expected} is gensort's checksum. */
    public static void assertSortedPermutation(Path output, UInt128 expected, List<Path> inputs) throws IOException {
        long inputBytes = 0;
        for (Path p : inputs) {
            inputBytes += Files.size(p);
        }
        assertTrue(Files.isRegularFile(output), "output " + output + " exists");
        assertEquals(inputBytes, Files.size(output), "output size equals the input size");
        assertOrderAndChecksum(output, expected);
        long records = inputBytes / RecordFormat.RECORD_SIZE;
        if (records <= PERMUTATION_CHECK_MAX) {
            byte[][] want = sortedRecords(inputs);
            byte[][] got = sortedRecords(List.of(output));
            assertEquals(want.length, got.length);
            for (int i = 0; i < want.length; i++) {
                if (!Arrays.equals(want[i], got[i])) {
                    fail("the output is not a permutation of the input: record " + i + " of both sorted by bytes differs");
                }
            }
        }
    }

    /** Keys non-decreasing (unsigned 10-byte compare) and the checksum equals {@code expected}. */
    public static void assertOrderAndChecksum(Path output, UInt128 expected) throws IOException {
        Checksum128 sum = new Checksum128();
        byte[] last = null;
        long record = 0;
        try (FileChannel ch = FileChannel.open(output, StandardOpenOption.READ)) {
            byte[] buf = new byte[10_000 * RecordFormat.RECORD_SIZE];
            long pos = 0;
            long size = ch.size();
            while (pos < size) {
                int len = (int) Math.min(buf.length, size - pos);
                ByteBuffer bb = ByteBuffer.wrap(buf, 0, len);
                while (bb.hasRemaining()) {
                    if (ch.read(bb, pos + bb.position()) < 0) {
                        fail("output shrank while read");
                    }
                }
                for (int p = 0; p < len; p += RecordFormat.RECORD_SIZE, record++) {
                    if (last != null && RecordFormat.compareKeys(last, 0, buf, p) > 0) {
                        fail("record " + record + " of " + output + " is out of order");
                    }
                    if (last == null) {
                        last = new byte[RecordFormat.KEY_SIZE];
                    }
                    System.arraycopy(buf, p, last, 0, RecordFormat.KEY_SIZE);
                }
                sum.addRecords(buf, 0, len);
                pos += len;
            }
        }
        assertEquals(expected, sum.value(), "output checksum equals the input's (gensort's)");
    }

    /** Every record of the files, each as its own array, sorted by unsigned bytes (the multiset of records). */
    public static byte[][] sortedRecords(List<Path> files) throws IOException {
        List<byte[]> all = new ArrayList<>();
        for (Path f : files) {
            all.addAll(Arrays.asList(records(f)));
        }
        byte[][] a = all.toArray(byte[][]::new);
        Arrays.sort(a, Arrays::compareUnsigned);
        return a;
    }

    /** The records of a file in file order. */
    public static byte[][] records(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        byte[][] out = new byte[bytes.length / RecordFormat.RECORD_SIZE][];
        for (int i = 0; i < out.length; i++) {
            out[i] = Arrays.copyOfRange(bytes, i * RecordFormat.RECORD_SIZE, (i + 1) * RecordFormat.RECORD_SIZE);
        }
        return out;
    }

    /** Asserts two files hold the same records in the same order. */
    public static void assertSameRecords(Path expected, Path actual) throws IOException {
        byte[][] a = records(expected);
        byte[][] b = records(actual);
        assertEquals(a.length, b.length, "record count");
        for (int i = 0; i < a.length; i++) {
            assertArrayEquals(a[i], b[i], "record " + i);
        }
    }

    /** The names in a folder (not recursive), sorted: for "left exactly as found" checks. */
    public static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Asserts no job temp folder ({@code gputerasort-*}) and no hidden output temp file ({@code .*.tmp}) is in {@code dir}. */
    public static void assertNoLeftovers(Path dir) throws IOException {
        for (String name : listing(dir)) {
            assertTrue(!name.startsWith("gputerasort-"), "temp folder left in " + dir + ": " + name);
            assertTrue(!(name.startsWith(".") && name.endsWith(".tmp")), "hidden temp output left in " + dir + ": " + name);
        }
    }
}

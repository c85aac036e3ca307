package org.gputerasort.testing;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Random;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Writes the input files of sort tests and tells their checksum: gensort
 * records through the project's own generator (the checksum is gensort's,
 * computed while generating, so the sort's output is checked against an
 * independent answer), and hand-made records for the cases gensort cannot
 * produce (keys all equal).
 */
public final class RecordFiles {
    private RecordFiles() {
    }

    /** Writes gensort records {@code [first, first + count)} to {@code file}; returns gensort's checksum of them. */
    public static UInt128 gensort(Path file, long first, long count, RecordKind kind, boolean skew) throws IOException {
        GensortSpec spec = new GensortSpec(UInt128.of(first), count, kind, skew, 2, true);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return new BlockGenerator(spec).writeTo(ch);
        }
    }

    /** Random binary gensort records from record 0. */
    public static UInt128 gensort(Path file, long count) throws IOException {
        return gensort(file, 0, count, RecordKind.BINARY, false);
    }

    /**
     * Writes {@code count} records whose 10-byte keys are all {@code key} and
     * whose payloads all differ (a seeded random body plus the record number).
     */
    public static UInt128 equalKeys(Path file, int count, byte[] key, long seed) throws IOException {
        Random random = new Random(seed);
        Checksum128 sum = new Checksum128();
        byte[] block = new byte[1000 * RecordFormat.RECORD_SIZE];
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (int done = 0; done < count; ) {
                int n = Math.min(1000, count - done);
                random.nextBytes(block);
                for (int i = 0; i < n; i++) {
                    int off = i * RecordFormat.RECORD_SIZE;
                    System.arraycopy(key, 0, block, off, RecordFormat.KEY_SIZE);
                    ByteBuffer.wrap(block, off + RecordFormat.KEY_SIZE, 8).putLong(done + i);
                }
                int len = n * RecordFormat.RECORD_SIZE;
                sum.addRecords(block, 0, len);
                ByteBuffer bb = ByteBuffer.wrap(block, 0, len);
                while (bb.hasRemaining()) {
                    ch.write(bb);
                }
                done += n;
            }
        }
        return sum.value();
    }

    /** The checksum of a file of whole records, read in blocks. */
    public static UInt128 checksumOf(Path file) throws IOException {
        Checksum128 sum = new Checksum128();
        byte[] buf = new byte[10_000 * RecordFormat.RECORD_SIZE];
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            for (long pos = 0; pos < size; ) {
                int len = (int) Math.min(buf.length, size - pos);
                ByteBuffer bb = ByteBuffer.wrap(buf, 0, len);
                while (bb.hasRemaining()) {
                    if (ch.read(bb, pos + bb.position()) < 0) {
                        throw new IOException(file + " shrank while read");
                    }
                }
                sum.addRecords(buf, 0, len);
                pos += len;
            }
        }
        return sum.value();
    }

    /** Sum of checksums (the checksum of several files read as one). */
    public static UInt128 sum(UInt128... parts) {
        Checksum128 s = new Checksum128();
        for (UInt128 p : parts) {
            s.add(p);
        }
        return s.value();
    }

    /** Writes raw bytes (e.g. a file that is not whole records). */
    public static void bytes(Path file, int size) throws IOException {
        byte[] b = new byte[size];
        new Random(size).nextBytes(b);
        Files.write(file, b);
    }
}

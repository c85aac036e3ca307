package org.gputerasort.valsort;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.channels.Channels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.zip.CRC32;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Test inputs made from the project's own gensort, and a deliberately naive
 * validator (a byte loop, BigInteger sums) that the fast one must agree with.
 */
public final class TestRecords {
    public static final int R = RecordFormat.RECORD_SIZE;

    private TestRecords() {
    }

    /** {@code gensort [-a] [-s] count}, in memory. */
    public static byte[] gensort(long count, RecordKind kind, boolean skew) {
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) (count * R));
        try {
            new BlockGenerator(new GensortSpec(UInt128.ZERO, count, kind, skew, 1, false))
                    .writeTo(Channels.newChannel(out));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The records sorted by their 10-byte key, unsigned; equal keys keep their order (stable). */
    public static byte[] sortedByKey(byte[] records) {
        int n = records.length / R;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, Comparator.comparing((Integer i) -> Arrays.copyOfRange(records, i * R, i * R + 10),
                Arrays::compareUnsigned));
        byte[] out = new byte[records.length];
        for (int i = 0; i < n; i++) {
            System.arraycopy(records, idx[i] * R, out, i * R, R);
        }
        return out;
    }

    /** Records {@code [from, to)}. */
    public static byte[] records(byte[] records, int from, int to) {
        return Arrays.copyOfRange(records, from * R, to * R);
    }

    public static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    /** Swaps records i and j in place. */
    public static void swap(byte[] records, int i, int j) {
        byte[] t = Arrays.copyOfRange(records, i * R, i * R + R);
        System.arraycopy(records, j * R, records, i * R, R);
        System.arraycopy(t, 0, records, j * R, R);
    }

    public static Path write(Path file, byte[] bytes) {
        try {
            return Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What valsort must say about {@code records}, computed the slow, obvious way. */
    public static Summary naiveSummary(byte[] records, boolean ignoreCase) {
        int n = records.length / R;
        long unordered = 0;
        long duplicates = 0;
        long firstUnordered = 0;
        BigInteger checksum = BigInteger.ZERO;
        CRC32 crc = new CRC32();
        for (int i = 0; i < n; i++) {
            crc.reset();
            crc.update(records, i * R, R);
            checksum = checksum.add(BigInteger.valueOf(crc.getValue()));
            if (i > 0) {
                int c = Arrays.compareUnsigned(key(records, i - 1, ignoreCase), key(records, i, ignoreCase));
                if (c == 0) {
                    duplicates++;
                } else if (c > 0) {
                    if (unordered++ == 0) {
                        firstUnordered = i;
                    }
                }
            }
        }
        return new Summary(UInt128.of(firstUnordered), UInt128.of(unordered), UInt128.of(n), UInt128.of(duplicates),
                UInt128.fromBigInteger(checksum.mod(BigInteger.ONE.shiftLeft(128))),
                Arrays.copyOfRange(records, 0, R), Arrays.copyOfRange(records, (n - 1) * R, n * R));
    }

    private static byte[] key(byte[] records, int i, boolean ignoreCase) {
        byte[] k = Arrays.copyOfRange(records, i * R, i * R + RecordFormat.KEY_SIZE);
        if (ignoreCase) {
            for (int j = 0; j < k.length; j++) {
                if (k[j] >= 'A' && k[j] <= 'Z') {
                    k[j] += 'a' - 'A';
                }
            }
        }
        return k;
    }
}

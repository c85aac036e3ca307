package org.gputerasort.valsort;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;

import org.gputerasort.gensort.BlockGenerator;
import org.gputerasort.gensort.GensortSpec;
import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/** Test inputs made with the project's own gensort library, and the operations the known answers describe. */
public final class TestRecords {
    public static final int R = RecordFormat.RECORD_SIZE;

    private TestRecords() {
    }

    /** The bytes of {@code gensort [-a] [-s] count}. */
    public static byte[] generate(long count, RecordKind kind, boolean skew) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new BlockGenerator(new GensortSpec(UInt128.ZERO, count, kind, skew, 1, false))
                    .writeTo(Channels.newChannel(out));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The records of {@code data} sorted by key, stable (equal keys keep their order). */
    public static byte[] sortedByKey(byte[] data) {
        byte[][] records = split(data);
        Arrays.sort(records, Comparator.comparing((byte[] r) -> Arrays.copyOf(r, RecordFormat.KEY_SIZE),
                Arrays::compareUnsigned));
        return join(records);
    }

    public static byte[][] split(byte[] data) {
        byte[][] records = new byte[data.length / R][];
        for (int i = 0; i < records.length; i++) {
            records[i] = Arrays.copyOfRange(data, i * R, (i + 1) * R);
        }
        return records;
    }

    public static byte[] join(byte[]... records) {
        byte[] out = new byte[Arrays.stream(records).mapToInt(r -> r.length).sum()];
        int p = 0;
        for (byte[] r : records) {
            System.arraycopy(r, 0, out, p, r.length);
            p += r.length;
        }
        return out;
    }

    /** A record whose key starts with {@code keyPrefix} (the rest of the key zero) and whose payload is {@code fill}. */
    public static byte[] record(String keyPrefix, int fill) {
        byte[] r = new byte[R];
        Arrays.fill(r, RecordFormat.KEY_SIZE, R, (byte) fill);
        byte[] k = keyPrefix.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        System.arraycopy(k, 0, r, 0, Math.min(k.length, RecordFormat.KEY_SIZE));
        return r;
    }

    public static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

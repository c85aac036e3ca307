package org.gputerasort.sort.phase1;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gputerasort.io.FileChannels;
import org.gputerasort.record.UInt128;

/**
 * What phase 1 knows of one finished run, written beside it so that a sort
 * killed in phase 2 can be resumed without redoing phase 1: the record
 * count, file size, records checksum, first and last key and the key samples
 * the merge splits on. A small {@code key=value} text file whose last line
 * is the SHA-256 of the lines above, so a torn or edited manifest is never
 * trusted; written under a temporary name, fsynced and renamed.
 *
 * @param run      the run's number in input order
 * @param records  records in the run file
 * @param checksum sum of the records' CRC-32s (as valsort computes it)
 * @param firstKey the run's smallest key (10 bytes, hex)
 * @param lastKey  the run's largest key (10 bytes, hex)
 * @param samples  the key samples of {@link Run#samples()}
 */
public record RunManifest(int run, long records, UInt128 checksum, String firstKey, String lastKey, long[] samples) {
    static final String SUFFIX = ".manifest";
    private static final String SEAL = "manifest-sha256";

    /** The record count as the run file's expected size. */
    public long fileBytes() {
        return records * org.gputerasort.record.RecordFormat.RECORD_SIZE;
    }

    /** Writes the manifest durably to {@code path}. */
    public void write(Path path) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("run", Integer.toString(run));
        m.put("records", Long.toString(records));
        m.put("bytes", Long.toString(fileBytes()));
        m.put("checksum", checksum.toHex());
        m.put("first-key", firstKey);
        m.put("last-key", lastKey);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < samples.length; i++) {
            s.append(i == 0 ? "" : ",").append(Long.toHexString(samples[i]));
        }
        m.put("samples", s.toString());
        writeSealed(path, m);
    }

    /**
     * Reads and checks a manifest.
     *
     * @throws IOException when it is missing, torn, altered or malformed (the message says which)
     */
    public static RunManifest read(Path path) throws IOException {
        Map<String, String> m = readSealed(path);
        try {
            long records = Long.parseLong(m.get("records"));
            if (Long.parseLong(m.get("bytes")) != records * org.gputerasort.record.RecordFormat.RECORD_SIZE) {
                throw new IOException(path + ": size does not match the record count");
            }
            String s = m.get("samples");
            String[] parts = s.isEmpty() ? new String[0] : s.split(",");
            long[] samples = new long[parts.length];
            for (int i = 0; i < parts.length; i++) {
                samples[i] = Long.parseUnsignedLong(parts[i], 16);
            }
            return new RunManifest(Integer.parseInt(m.get("run")), records,
                    UInt128.fromBigInteger(new BigInteger(m.get("checksum"), 16)), m.get("first-key"), m.get("last-key"), samples);
        } catch (RuntimeException e) {
            throw new IOException(path + ": malformed manifest (" + e.getMessage() + ")");
        }
    }

    /** Writes {@code key=value} lines plus their SHA-256 seal: temp name, fsync, atomic rename. */
    static void writeSealed(Path path, Map<String, String> fields) throws IOException {
        StringBuilder body = new StringBuilder();
        fields.forEach((k, v) -> body.append(k).append('=').append(v).append('\n'));
        String text = body + SEAL + "=" + sha256(body.toString()) + "\n";
        Path tmp = path.resolveSibling(path.getFileName() + ".tmp");
        try (java.nio.channels.FileChannel ch = FileChannels.open(tmp, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.TRUNCATE_EXISTING, java.nio.file.StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            while (bb.hasRemaining()) {
                ch.write(bb);
            }
            ch.force(true);
        }
        Files.move(tmp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Reads sealed {@code key=value} lines; fails unless the seal matches. */
    static Map<String, String> readSealed(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            throw new IOException(path + " is missing");
        }
        String text = Files.readString(path, StandardCharsets.UTF_8);
        int at = text.lastIndexOf(SEAL + "=");
        if (at < 0 || !text.endsWith("\n")) {
            throw new IOException(path + " is incomplete (no seal)");
        }
        String body = text.substring(0, at);
        String seal = text.substring(at + SEAL.length() + 1, text.length() - 1);
        if (!seal.equals(sha256(body))) {
            throw new IOException(path + " does not match its seal (torn or altered)");
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : body.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                m.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return m;
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

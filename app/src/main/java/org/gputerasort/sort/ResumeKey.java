package org.gputerasort.sort;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The name of a resumable sort's temp folders: a hash of the absolute input
 * paths, their sizes and modification times, and the absolute output path.
 * The same sort rerun finds its earlier runs again; a changed input (new
 * size or mtime) or another output gets other folders, so stale runs are
 * never merged into the wrong output.
 */
public final class ResumeKey {
    private ResumeKey() {
    }

    public static String of(List<Path> inputs, Path output) throws IOException {
        StringBuilder s = new StringBuilder();
        for (Path p : inputs) {
            Path abs = p.toAbsolutePath().normalize();
            s.append("input=").append(abs).append('\n')
                    .append("size=").append(Files.size(p)).append('\n')
                    .append("mtime=").append(Files.getLastModifiedTime(p).toMillis()).append('\n');
        }
        s.append("output=").append(output.toAbsolutePath().normalize()).append('\n');
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.gputerasort.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import com.sun.nio.file.ExtendedOpenOption;

/**
 * Positional reads of whole byte ranges into heap arrays, buffered or with
 * O_DIRECT. Direct I/O bypasses the page cache (a 100 GB sort should not
 * evict everything else, and reads then run at the disk's own rate) but needs
 * block-aligned offsets, lengths and memory: a direct read fetches the
 * aligned range around the request into an aligned buffer and copies out the
 * part asked for, so callers keep record-granular positions.
 */
public final class PositionalReads {
    /** Alignment that satisfies O_DIRECT on the file systems we meet (512 or 4096-byte blocks). */
    static final int ALIGN = 4096;
    private static final int DIRECT_CHUNK = 4 << 20;
    private static final ThreadLocal<ByteBuffer> ALIGNED = ThreadLocal.withInitial(
            () -> ByteBuffer.allocateDirect(DIRECT_CHUNK + 2 * ALIGN).alignedSlice(ALIGN));

    private PositionalReads() {
    }

    /** Opens a file for reading, with O_DIRECT when asked; says clearly when the file system refuses it. */
    public static FileChannel open(Path path, boolean direct) throws IOException {
        if (!direct) {
            return FileChannels.open(path, StandardOpenOption.READ);
        }
        try {
            return FileChannels.open(path, new OpenOption[] {StandardOpenOption.READ, ExtendedOpenOption.DIRECT});
        } catch (UnsupportedOperationException | IOException e) {
            throw new BadInputException("--direct-io: the file system of " + path + " does not support O_DIRECT ("
                    + e.getMessage() + "); run without --direct-io");
        }
    }

    /** Reads exactly {@code len} bytes at {@code pos} into {@code dst[off ..]}; a short file is an error. */
    public static void readFully(FileChannel ch, boolean direct, long pos, byte[] dst, int off, int len) throws IOException {
        if (!direct) {
            ByteBuffer bb = ByteBuffer.wrap(dst, off, len);
            long p = pos;
            while (bb.hasRemaining()) {
                int r = ch.read(bb, p);
                if (r < 0) {
                    throw new IOException("unexpected end of file at byte " + p);
                }
                p += r;
            }
            return;
        }
        ByteBuffer buf = ALIGNED.get();
        long p = pos;
        int o = off;
        int left = len;
        while (left > 0) {
            long start = p & -ALIGN;
            int skip = (int) (p - start);
            int want = Math.min(left, DIRECT_CHUNK);
            int span = (int) (((skip + want) + ALIGN - 1) & -ALIGN);
            buf.clear().limit(span);
            int got = 0;
            while (got < skip + want) {
                int r = ch.read(buf, start + got);
                if (r <= 0) {
                    break;
                }
                got += r;
            }
            if (got < skip + want) {
                throw new IOException("unexpected end of file at byte " + (start + got));
            }
            buf.get(skip, dst, o, want);
            p += want;
            o += want;
            left -= want;
        }
    }
}

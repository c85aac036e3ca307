package org.gputerasort.valsort;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.gputerasort.io.AtomicOutput;

/**
 * Files of partition summaries ({@code valsort -o} writes one, {@code cat}
 * concatenates them, {@code valsort -s} checks the concatenation). Read as a
 * stream, so the number of summaries does not bound memory.
 */
public final class SummaryFile {
    /** Summaries read per call: 3,640 of 280 bytes, about 1 MB. */
    private static final int BATCH = 3640;

    private SummaryFile() {
    }

    /**
     * Combines the summaries of {@code file} in file order, as {@code valsort -s}.
     *
     * @throws BadInputException        when the file holds no summary or is a directory
     * @throws PartialSummaryException  when its size is not a multiple of {@link Summary#BYTES}
     */
    public static Summary combine(Path file, KeyOrder order) throws IOException {
        FileValidator.checkNotDirectory(file);
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer buf = ByteBuffer.allocate(Summary.BYTES * BATCH);
            Summary whole = null;
            boolean end = false;
            while (!end) {
                end = FileValidator.fill(in, buf);
                buf.flip();
                while (buf.remaining() >= Summary.BYTES) {
                    Summary next = Summary.readFrom(buf);
                    whole = whole == null ? next : whole.append(next, order);
                }
                if (end && buf.hasRemaining()) {
                    throw new PartialSummaryException(whole);
                }
                buf.compact();
            }
            if (whole == null) {
                throw new BadInputException(BadInputException.NO_RECORDS);
            }
            return whole;
        }
    }

    /** Writes {@code summary} as a 280-byte file, complete or not at all. */
    public static void write(Path file, Summary summary) throws IOException {
        try (AtomicOutput out = AtomicOutput.create(file)) {
            write(out, summary);
        }
    }

    /** Writes {@code summary} into an output opened beforehand (so that an unwritable one fails first) and commits it. */
    public static void write(AtomicOutput out, Summary summary) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(summary.toBytes());
        while (b.hasRemaining()) {
            out.channel().write(b);
        }
        out.commit();
    }
}

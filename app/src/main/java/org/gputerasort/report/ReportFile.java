package org.gputerasort.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

import org.gputerasort.io.AtomicOutput;

/** Writes a small report file whole or not at all, so a failed benchmark never leaves a half report. */
final class ReportFile {
    private ReportFile() {
    }

    static void write(Path target, byte[] content) throws IOException {
        try (AtomicOutput out = AtomicOutput.create(target)) {
            ByteBuffer buf = ByteBuffer.wrap(content);
            while (buf.hasRemaining()) {
                out.channel().write(buf);
            }
            out.commit();
        }
    }
}

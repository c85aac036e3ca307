package org.gputerasort.valsort;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gputerasort.io.FileChannels;
import org.gputerasort.record.RecordFormat;

/**
 * Validates a whole file on several threads: each validates one contiguous
 * slice into a {@link Summary}, and the slices are combined in order exactly
 * as {@code valsort -s} combines partition summaries, so the answer is the
 * same for any thread count. Reads stream through one 2 MB direct buffer per
 * thread: memory does not grow with the file.
 */
public final class FileValidator {
    /** Per-thread read size: large enough for full disk speed, small enough for a 64 MB heap at 16 threads. */
    static final int BUFFER_BYTES = 20_480 * RecordFormat.RECORD_SIZE;

    private FileValidator() {
    }

    public static Summary validate(Path file, int threads) throws IOException {
        return validate(file, threads, KeyOrder.of(false));
    }

    /**
     * @throws ValidationInputException for an empty file or one that is not whole records, with the reference's words
     */
    public static Summary validate(Path file, int threads, KeyOrder order) throws IOException {
        try (FileChannel ch = FileChannels.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size % RecordFormat.RECORD_SIZE != 0) {
                throw new ValidationInputException("partial record of " + size % RecordFormat.RECORD_SIZE
                        + " bytes found at end of input " + file + " (" + size + " bytes)");
            }
            long records = size / RecordFormat.RECORD_SIZE;
            if (records == 0) {
                throw new ValidationInputException("there must be at least one record to be validated");
            }
            int parts = (int) Math.max(1, Math.min(threads, records / 1000 + 1));
            if (parts == 1) {
                return validateSlice(ch, 0, records, order);
            }
            ExecutorService pool = Executors.newFixedThreadPool(parts, r -> {
                Thread t = new Thread(r, "valsort-worker");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<Summary>> slices = new ArrayList<>();
                for (int p = 0; p < parts; p++) {
                    long from = records * p / parts;
                    long to = records * (p + 1) / parts;
                    slices.add(pool.submit(() -> validateSlice(ch, from, to, order)));
                }
                List<Summary> done = new ArrayList<>();
                for (Future<Summary> f : slices) {
                    done.add(f.get());
                }
                return Summary.combine(done, order);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof IOException io) {
                    throw io;
                }
                throw new IOException(e.getCause());
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static Summary validateSlice(FileChannel ch, long fromRecord, long toRecord, KeyOrder order) throws IOException {
        Validator v = new Validator(order);
        ByteBuffer buf = ByteBuffer.allocateDirect(BUFFER_BYTES);
        long pos = fromRecord * RecordFormat.RECORD_SIZE;
        long end = toRecord * RecordFormat.RECORD_SIZE;
        while (pos < end) {
            buf.clear().limit((int) Math.min(buf.capacity(), end - pos));
            while (buf.hasRemaining()) {
                int r = ch.read(buf, pos + buf.position());
                if (r < 0) {
                    throw new IOException("file shrank while being validated");
                }
            }
            pos += buf.position();
            buf.flip();
            v.accept(buf);
        }
        return v.summary();
    }

    /** The file cannot be validated as records at all (empty, or not whole records). */
    public static final class ValidationInputException extends IOException {
        private static final long serialVersionUID = 1L;

        public ValidationInputException(String message) {
            super(message);
        }
    }
}

package org.gputerasort.valsort;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gputerasort.record.RecordFormat;

/**
 * Validates a whole file on several threads: the file is cut into blocks,
 * each block is read with one positional read into a reused direct buffer
 * and validated on its own, and the block summaries are combined in file
 * order exactly as {@code valsort -s} combines partition summaries, so the
 * answer does not depend on the thread count or the block size.
 *
 * <p>Memory is bounded whatever the file size: one buffer per thread, from a
 * fixed budget, and at most two blocks per thread in flight.
 */
public final class FileValidator {
    /** Direct memory for all block buffers together; the launcher's 64 MB limit leaves the rest to the JVM. */
    static final int BUFFER_BUDGET = 32 << 20;
    /** Blocks are multiples of both the record size and the 4 KiB page, so that reads start page-aligned. */
    static final int BLOCK_ALIGNMENT = 102_400;
    /** 8 MB blocks: few enough reads that the system-call cost vanishes; more did not measure faster. */
    static final int MAX_BLOCK = 81 * BLOCK_ALIGNMENT;

    private final KeyOrder order;
    private final int threads;
    private final int blockBytes;

    /** A validator of {@code order} on {@code threads} threads (at least 1). */
    public FileValidator(KeyOrder order, int threads) {
        this(order, threads, defaultBlockBytes(threads));
    }

    /** With an explicit block size in bytes, a multiple of the record size; tests use small blocks. */
    FileValidator(KeyOrder order, int threads, int blockBytes) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1; got " + threads);
        }
        if (blockBytes <= 0 || blockBytes % RecordFormat.RECORD_SIZE != 0) {
            throw new IllegalArgumentException("block size must be a positive multiple of "
                    + RecordFormat.RECORD_SIZE + "; got " + blockBytes);
        }
        this.order = order;
        this.threads = threads;
        this.blockBytes = blockBytes;
    }

    /** Validates {@code file} in the SortBenchmark (binary) order on {@code threads} threads. */
    public static Summary validate(Path file, int threads) throws IOException {
        return new FileValidator(KeyOrder.BINARY, threads).validate(file);
    }

    static int defaultBlockBytes(int threads) {
        int share = BUFFER_BUDGET / Math.max(1, threads) / BLOCK_ALIGNMENT * BLOCK_ALIGNMENT;
        return Math.max(BLOCK_ALIGNMENT, Math.min(MAX_BLOCK, share));
    }

    /**
     * The summary of every record of {@code file}. A regular file is read in
     * parallel blocks; anything else (a pipe, a device) is read as one stream.
     *
     * @throws BadInputException for an empty file, a partial record at the end or a directory
     * @throws java.nio.file.NoSuchFileException, java.nio.file.AccessDeniedException and other
     *         I/O failures as the file system reports them
     */
    public Summary validate(Path file) throws IOException {
        checkNotDirectory(file);
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            if (!Files.isRegularFile(file)) {
                return validateStream(in, file);
            }
            long size = in.size();
            if (size == 0) {
                throw new BadInputException(BadInputException.NO_RECORDS);
            }
            if (size % RecordFormat.RECORD_SIZE != 0) {
                throw partialRecord(file, size);
            }
            long blocks = (size + blockBytes - 1) / blockBytes;
            // more threads than the buffer budget holds blocks would only queue for buffers (or exceed -Xmx64m's direct memory)
            int workers = (int) Math.min(Math.min(threads, blocks), Math.max(1, BUFFER_BUDGET / blockBytes));
            return workers == 1 ? validateInOneThread(in, file, size) : validateInParallel(in, file, size, blocks, workers);
        }
    }

    private Summary validateInOneThread(FileChannel in, Path file, long size) throws IOException {
        ByteBuffer buf = ByteBuffer.allocateDirect((int) Math.min(blockBytes, size));
        Validator v = new Validator(order);
        for (long pos = 0; pos < size; pos += buf.capacity()) {
            readBlock(in, file, buf, pos, (int) Math.min(buf.capacity(), size - pos));
            v.accept(buf);
        }
        return v.summary();
    }

    private Summary validateInParallel(FileChannel in, Path file, long size, long blocks, int workers)
            throws IOException {
        BlockingQueue<ByteBuffer> buffers = new ArrayBlockingQueue<>(workers);
        for (int i = 0; i < workers; i++) {
            buffers.add(ByteBuffer.allocateDirect(blockBytes));
        }
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "valsort-worker");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<Summary>> pending = new ArrayDeque<>();
        Summary whole = null;
        try {
            for (long b = 0; b < blocks; b++) {
                if (pending.size() >= 2 * workers) {
                    whole = append(whole, await(pending.poll()));
                }
                long pos = b * blockBytes;
                int len = (int) Math.min(blockBytes, size - pos);
                pending.add(pool.submit(() -> {
                    ByteBuffer buf = buffers.take();
                    try {
                        readBlock(in, file, buf, pos, len);
                        Validator v = new Validator(order);
                        v.accept(buf);
                        return v.summary();
                    } finally {
                        buffers.add(buf);
                    }
                }));
            }
            while (!pending.isEmpty()) {
                whole = append(whole, await(pending.poll()));
            }
            return whole;
        } finally {
            pending.forEach(f -> f.cancel(true));
            pool.shutdownNow();
        }
    }

    private Summary append(Summary whole, Summary next) {
        return whole == null ? next : whole.append(next, order);
    }

    private static Summary await(Future<Summary> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("validation interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(cause);
        }
    }

    /** Reads exactly {@code len} bytes at {@code pos} into {@code buf}, flipped for reading. */
    private static void readBlock(FileChannel in, Path file, ByteBuffer buf, long pos, int len) throws IOException {
        buf.clear().limit(len);
        while (buf.hasRemaining()) {
            if (in.read(buf, pos + buf.position()) < 0) {
                throw new IOException(file + " became shorter while being validated");
            }
        }
        buf.flip();
    }

    /** A pipe or device: one thread, records may straddle reads. */
    private Summary validateStream(ReadableByteChannel in, Path file) throws IOException {
        ByteBuffer buf = ByteBuffer.allocateDirect(Math.min(blockBytes, MAX_BLOCK));
        Validator v = new Validator(order);
        long bytes = 0;
        boolean end = false;
        while (!end) {
            int before = buf.position();
            end = fill(in, buf);
            bytes += buf.position() - before;
            buf.flip();
            int whole = buf.remaining() / RecordFormat.RECORD_SIZE * RecordFormat.RECORD_SIZE;
            ByteBuffer records = buf.duplicate();
            records.limit(records.position() + whole);
            v.accept(records);
            buf.position(records.position());
            buf.compact();
        }
        if (buf.position() > 0) {
            throw partialRecord(file, bytes);
        }
        if (v.recordCount() == 0) {
            throw new BadInputException(BadInputException.NO_RECORDS);
        }
        return v.summary();
    }

    /** Reads until {@code buf} is full or the input ends; returns true at the end of input. */
    static boolean fill(ReadableByteChannel in, ByteBuffer buf) throws IOException {
        while (buf.hasRemaining()) {
            if (in.read(buf) < 0) {
                return true;
            }
        }
        return false;
    }

    static void checkNotDirectory(Path file) throws BadInputException {
        if (Files.isDirectory(file)) {
            throw new BadInputException(file + ": Is a directory");
        }
    }

    private static BadInputException partialRecord(Path file, long size) {
        return new BadInputException(file + ": partial record of " + size % RecordFormat.RECORD_SIZE
                + " bytes found at end (" + size + " bytes is not a whole number of "
                + RecordFormat.RECORD_SIZE + "-byte records)");
    }
}

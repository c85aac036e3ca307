package org.gputerasort.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * A {@link FileChannels.Opener} for fault-injection tests: it opens the real
 * file, records every path opened, and for the paths a predicate picks wraps
 * the channel so that it fails like a full disk or a bad sector once a byte
 * budget (shared by all picked channels: the disk fills up) is used up.
 * Install it with {@link #install()} and always call
 * {@link FileChannels#reset()} in {@code @AfterEach}.
 *
 * <pre>{@code
 * FailingChannels disk = FailingChannels.failWritesAfter(1 << 20, FailingChannels.runFiles()).install();
 * ... run the job ...
 * assertTrue(disk.failed());
 * }</pre>
 */
public final class FailingChannels implements FileChannels.Opener {
    /** The message of a full disk, as the JDK reports ENOSPC. */
    public static final String DISK_FULL = "No space left on device";
    /** The message of a failing read, as the JDK reports EIO. */
    public static final String IO_ERROR = "Input/output error";

    /** Which direction of the picked channels fails. */
    public enum Fail {
        WRITES, READS, NOTHING
    }

    private final Fail mode;
    private final long budget;
    private final Predicate<Path> which;
    private final String message;
    private final AtomicLong used = new AtomicLong();
    private final AtomicBoolean failed = new AtomicBoolean();
    private final List<Path> opened = new ArrayList<>();

    private FailingChannels(Fail mode, long budget, Predicate<Path> which, String message) {
        this.mode = mode;
        this.budget = budget;
        this.which = which;
        this.message = message;
    }

    /** Writes to the picked files fail with "No space left on device" once {@code bytes} were written to them in all. */
    public static FailingChannels failWritesAfter(long bytes, Predicate<Path> which) {
        return new FailingChannels(Fail.WRITES, bytes, which, DISK_FULL);
    }

    /** Reads from the picked files fail with "Input/output error" once {@code bytes} were read from them in all. */
    public static FailingChannels failReadsAfter(long bytes, Predicate<Path> which) {
        return new FailingChannels(Fail.READS, bytes, which, IO_ERROR);
    }

    /** Fails nothing; only records the paths opened. */
    public static FailingChannels recording() {
        return new FailingChannels(Fail.NOTHING, Long.MAX_VALUE, p -> false, "");
    }

    /** Phase-1 and intermediate run files ({@code run-*}). */
    public static Predicate<Path> runFiles() {
        return p -> p.getFileName().toString().startsWith("run-");
    }

    /** The hidden temp name an {@link AtomicOutput} writes before its rename ({@code .NAME.PID-RANDOM.tmp}). */
    public static Predicate<Path> outputTempFile() {
        return p -> {
            String n = p.getFileName().toString();
            return n.startsWith(".") && n.endsWith(".tmp");
        };
    }

    /** Exactly this file. */
    public static Predicate<Path> file(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        return p -> p.toAbsolutePath().normalize().equals(abs);
    }

    /** Makes this the opener of {@link FileChannels} (undo with {@link FileChannels#reset()}). */
    public FailingChannels install() {
        FileChannels.setOpenerForTesting(this);
        return this;
    }

    @Override
    public FileChannel open(Path path, OpenOption... options) throws IOException {
        synchronized (opened) {
            opened.add(path);
        }
        FileChannel real = FileChannel.open(path, options);
        return mode != Fail.NOTHING && which.test(path) ? new Failing(real) : real;
    }

    /** Every path opened through this opener, in order. */
    public List<Path> opened() {
        synchronized (opened) {
            return List.copyOf(opened);
        }
    }

    /** Whether a picked channel has thrown its failure. */
    public boolean failed() {
        return failed.get();
    }

    /** Bytes moved through the picked channels in the failing direction (up to the budget). */
    public long bytesUsed() {
        return used.get();
    }

    /** Takes {@code want} bytes from the budget or throws the failure. */
    private void take(long want) throws IOException {
        if (want == 0) {
            return;
        }
        while (true) {
            long u = used.get();
            if (u + want > budget) {
                failed.set(true);
                throw new IOException(message);
            }
            if (used.compareAndSet(u, u + want)) {
                return;
            }
        }
    }

    /** A channel that delegates everything, counting (and failing) the bytes in the chosen direction. */
    private final class Failing extends FileChannel {
        private final FileChannel d;

        Failing(FileChannel delegate) {
            this.d = delegate;
        }

        private void beforeWrite(long bytes) throws IOException {
            if (mode == Fail.WRITES) {
                take(bytes);
            }
        }

        private void beforeRead(long bytes) throws IOException {
            if (mode == Fail.READS) {
                take(bytes);
            }
        }

        private static long remaining(ByteBuffer[] bufs, int off, int len) {
            long r = 0;
            for (int i = off; i < off + len; i++) {
                r += bufs[i].remaining();
            }
            return r;
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            beforeRead(dst.remaining());
            return d.read(dst);
        }

        @Override
        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            beforeRead(remaining(dsts, offset, length));
            return d.read(dsts, offset, length);
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            beforeWrite(src.remaining());
            return d.write(src);
        }

        @Override
        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            beforeWrite(remaining(srcs, offset, length));
            return d.write(srcs, offset, length);
        }

        @Override
        public long position() throws IOException {
            return d.position();
        }

        @Override
        public FileChannel position(long newPosition) throws IOException {
            d.position(newPosition);
            return this;
        }

        @Override
        public long size() throws IOException {
            return d.size();
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            d.truncate(size);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            d.force(metaData);
        }

        @Override
        public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
            beforeRead(count);
            return d.transferTo(position, count, target);
        }

        @Override
        public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
            beforeWrite(count);
            return d.transferFrom(src, position, count);
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            beforeRead(dst.remaining());
            return d.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            beforeWrite(src.remaining());
            return d.write(src, position);
        }

        @Override
        public MappedByteBuffer map(MapMode mapMode, long position, long size) throws IOException {
            throw new UnsupportedOperationException("mapping bypasses the failing channel: not supported in tests");
        }

        @Override
        public FileLock lock(long position, long size, boolean shared) throws IOException {
            return d.lock(position, size, shared);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return d.tryLock(position, size, shared);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            d.close();
        }
    }
}

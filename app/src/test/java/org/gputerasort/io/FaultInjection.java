package org.gputerasort.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Puts a failing disk under the data channels of any job: every channel
 * opened through {@link FileChannels} whose path matches fails with the
 * given message ("No space left on device", "Input/output error") once the
 * matching channels together have read (or written) more than a byte
 * budget. Also simulates a temp disk vanishing: a hook runs before a
 * matching open. Install in try-with-resources; closing restores the
 * real opener.
 */
public final class FaultInjection implements AutoCloseable {
    /** Which transfers count against the budget and fail. */
    public enum Op {
        READ, WRITE
    }

    /** Something to do just before a matching file is opened (e.g. delete its folder). */
    @FunctionalInterface
    public interface BeforeOpen {
        void run(Path path) throws IOException;
    }

    private final Predicate<Path> match;
    private final Op op;
    private final AtomicLong budget;
    private final String message;
    private final BeforeOpen beforeOpen;
    private final AtomicBoolean fired = new AtomicBoolean();

    private FaultInjection(Predicate<Path> match, Op op, long bytes, String message, BeforeOpen beforeOpen) {
        this.match = match;
        this.op = op;
        this.budget = new AtomicLong(bytes);
        this.message = message;
        this.beforeOpen = beforeOpen;
        FileChannels.setOpenerForTesting((path, options) -> {
            FileChannel real;
            if (match.test(path) && beforeOpen != null && fired.compareAndSet(false, true)) {
                beforeOpen.run(path);
            }
            real = FileChannel.open(path, options);
            return match.test(path) && op != null ? new Failing(real) : real;
        });
    }

    /** Matching channels fail on {@code op} once more than {@code bytes} went through them in total. */
    public static FaultInjection failAfter(Predicate<Path> match, Op op, long bytes, String message) {
        return new FaultInjection(match, op, bytes, message, null);
    }

    /** Runs {@code hook} once, just before the first matching open (which then proceeds normally). */
    public static FaultInjection beforeFirstOpen(Predicate<Path> match, BeforeOpen hook) {
        return new FaultInjection(match, null, Long.MAX_VALUE, null, hook);
    }

    /** A path predicate on the file name. */
    public static Predicate<Path> nameMatches(String regex) {
        return p -> p.getFileName() != null && p.getFileName().toString().matches(regex);
    }

    /** True once a fault was raised (or the hook ran). */
    public boolean fired() {
        return fired.get();
    }

    @Override
    public void close() {
        FileChannels.reset();
    }

    /** Spends {@code n} bytes of the budget for {@code o}; throws when it is exhausted. */
    private void spend(Op o, long n) throws IOException {
        if (o != op || n <= 0) {
            return;
        }
        if (budget.addAndGet(-n) < 0) {
            fired.set(true);
            throw new IOException(message);
        }
    }

    /** A channel that counts and fails, delegating everything else. */
    private final class Failing extends FileChannel {
        private final FileChannel d;

        Failing(FileChannel d) {
            this.d = d;
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            spend(Op.READ, dst.remaining());
            return d.read(dst);
        }

        @Override
        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            spend(Op.READ, remaining(dsts, offset, length));
            return d.read(dsts, offset, length);
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            spend(Op.WRITE, src.remaining());
            return d.write(src);
        }

        @Override
        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            spend(Op.WRITE, remaining(srcs, offset, length));
            return d.write(srcs, offset, length);
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            spend(Op.READ, dst.remaining());
            return d.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            spend(Op.WRITE, src.remaining());
            return d.write(src, position);
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
            spend(Op.READ, count);
            return d.transferTo(position, count, target);
        }

        @Override
        public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
            spend(Op.WRITE, count);
            return d.transferFrom(src, position, count);
        }

        @Override
        public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
            throw new IOException("mapping is not supported under fault injection");
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

        private static long remaining(ByteBuffer[] bufs, int offset, int length) {
            long n = 0;
            for (int i = offset; i < offset + length; i++) {
                n += bufs[i].remaining();
            }
            return n;
        }
    }
}

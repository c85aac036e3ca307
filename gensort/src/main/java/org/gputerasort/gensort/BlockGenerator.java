package org.gputerasort.gensort;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Generates records in fixed blocks on several threads and writes the blocks
 * in order to one channel. Blocks are independent (skip-ahead), in flight at
 * most two per thread (and at most {@link #MAX_IN_FLIGHT}), each 1 MB of
 * direct memory: memory stays a few MB whatever the count, and the JDK writes
 * direct buffers without copying them first.
 */
public final class BlockGenerator {
    /** 10,000 records = 1 MB: large enough for cheap writes, small enough for a 64 MB heap with 16 threads. */
    static final int RECORDS_PER_BLOCK = 10_000;
    /** Blocks in flight at most, whatever the thread count: 32 MB, under the launcher's 64 MB direct-memory cap. */
    static final int MAX_IN_FLIGHT = 32;

    private final GensortSpec spec;

    public BlockGenerator(GensortSpec spec) {
        this.spec = spec;
    }

    /** Writes every record to {@code out}; returns the checksum (zero unless the spec asks for it). */
    public UInt128 writeTo(WritableByteChannel out) throws IOException {
        long blocks = (spec.count() + RECORDS_PER_BLOCK - 1) / RECORDS_PER_BLOCK;
        int threads = (int) Math.max(1, Math.min(Math.min(spec.threads(), blocks), MAX_IN_FLIGHT));
        Checksum128 total = new Checksum128();
        if (threads == 1) {
            Block b = new Block(new RecordGenerator(spec.kind(), spec.skew()),
                    ByteBuffer.allocateDirect(bytesOf(Math.min(spec.count(), RECORDS_PER_BLOCK))));
            for (long i = 0; i < blocks; i++) {
                b.fill(i);
                b.writeTo(out, total);
            }
            return total.value();
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "gensort-worker");
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<RecordGenerator> generators = ThreadLocal.withInitial(() -> new RecordGenerator(spec.kind(), spec.skew()));
        ConcurrentLinkedQueue<ByteBuffer> free = new ConcurrentLinkedQueue<>();
        ArrayDeque<Future<Block>> pending = new ArrayDeque<>();
        int maxInFlight = Math.min(2 * threads, MAX_IN_FLIGHT);
        try {
            for (long i = 0; i < blocks; i++) {
                if (pending.size() >= maxInFlight) {
                    writeNext(pending, out, total, free);
                }
                final long index = i;
                pending.add(pool.submit(() -> {
                    ByteBuffer buf = free.poll();
                    Block b = new Block(generators.get(), buf != null ? buf : ByteBuffer.allocateDirect(bytesOf(RECORDS_PER_BLOCK)));
                    b.fill(index);
                    return b;
                }));
            }
            while (!pending.isEmpty()) {
                writeNext(pending, out, total, free);
            }
        } finally {
            pending.forEach(f -> f.cancel(true));
            pool.shutdownNow();
        }
        return total.value();
    }

    private void writeNext(ArrayDeque<Future<Block>> pending, WritableByteChannel out, Checksum128 total,
                           ConcurrentLinkedQueue<ByteBuffer> free) throws IOException {
        Block b;
        try {
            b = pending.poll().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("record generation failed", e.getCause());
        }
        b.writeTo(out, total);
        free.add(b.buf);
    }

    private static int bytesOf(long records) {
        return (int) (records * RecordFormat.RECORD_SIZE);
    }

    /** One block of records and, if asked, their checksum. */
    private final class Block {
        final RecordGenerator gen;
        final ByteBuffer buf;
        int bytes;
        final Checksum128 sum = new Checksum128();

        Block(RecordGenerator gen, ByteBuffer buf) {
            this.gen = gen;
            this.buf = buf;
        }

        void fill(long index) {
            long first = index * RECORDS_PER_BLOCK;
            int n = (int) Math.min(RECORDS_PER_BLOCK, spec.count() - first);
            gen.generate(spec.start().add(first), n, buf, 0);
            bytes = bytesOf(n);
            sum.reset();
            if (spec.checksum()) {
                sum.addRecords(buf.duplicate().position(0).limit(bytes));
            }
        }

        void writeTo(WritableByteChannel out, Checksum128 total) throws IOException {
            ByteBuffer bb = buf.duplicate().position(0).limit(bytes);
            while (bb.hasRemaining()) {
                out.write(bb);
            }
            total.add(sum);
        }
    }
}

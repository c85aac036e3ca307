package org.gputerasort.sort.phase2;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;

import org.gputerasort.io.PositionalReads;
import org.gputerasort.record.RecordFormat;

/**
 * Reads one run slice for the merge through two buffers: while the merge
 * consumes one, the next is already being read on the I/O threads, so every
 * run (and every temp disk) has a read in flight at once.
 */
final class RunReader implements AutoCloseable {
    private final FileChannel channel;
    private final ExecutorService io;
    private final long end; // byte position
    private long nextRead;  // byte position of the next buffer to request
    private byte[] current;
    private int currentLen;
    private byte[] inFlight;
    private final byte[] second;
    private CompletableFuture<Integer> pending;
    /** Offset of the current record in {@link #buffer()}. */
    int pos;

    private final boolean direct;

    RunReader(RunSlice slice, int bufferBytes, ExecutorService io, boolean direct) throws IOException {
        this.direct = direct;
        this.channel = PositionalReads.open(slice.run().path(), direct);
        this.io = io;
        this.nextRead = slice.from() * RecordFormat.RECORD_SIZE;
        this.end = slice.to() * RecordFormat.RECORD_SIZE;
        int size = (int) Math.min(bufferBytes, Math.max(RecordFormat.RECORD_SIZE, end - nextRead));
        this.second = new byte[size];
        this.inFlight = new byte[size];
        if (nextRead < end) {
            request(inFlight);
            swap();
        }
    }

    private void request(byte[] buf) {
        long at = nextRead;
        int len = (int) Math.min(buf.length, end - at);
        nextRead += len;
        pending = CompletableFuture.supplyAsync(() -> {
            try {
                PositionalReads.readFully(channel, direct, at, buf, 0, len);
                return len;
            } catch (IOException e) {
                throw new CompletionException(e);
            }
        }, io);
    }

    /** Makes the buffer being read current and starts reading the next one into the other buffer. */
    private void swap() throws IOException {
        int len;
        try {
            // get, not join: a merge cancelled after a failure elsewhere must not wait forever on a read
            // that the shut-down I/O pool will never run
            len = pending.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("merge cancelled");
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.CancellationException e) {
            Throwable c = e.getCause() instanceof CompletionException ce ? ce.getCause() : e.getCause();
            if (c instanceof IOException ioe) {
                throw ioe;
            }
            throw new IOException(c != null ? c : e);
        }
        byte[] old = current;
        current = inFlight;
        currentLen = len;
        pos = 0;
        if (nextRead < end) {
            inFlight = old != null ? old : second;
            request(inFlight);
        } else {
            pending = null;
            inFlight = null;
        }
    }

    byte[] buffer() {
        return current;
    }

    /** True when the slice has no record at {@link #pos}. */
    boolean exhausted() {
        return pos >= currentLen;
    }

    /** Moves to the next record; false when the slice is done. */
    boolean advance() throws IOException {
        pos += RecordFormat.RECORD_SIZE;
        if (pos < currentLen) {
            return true;
        }
        if (pending == null) {
            return false;
        }
        swap();
        return currentLen > 0;
    }

    @Override
    public void close() throws IOException {
        if (pending != null) {
            pending.cancel(true);
        }
        channel.close();
    }
}

package org.gputerasort.gensort;

import java.nio.ByteBuffer;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Runs the record generator's hot loops on a spare core while the command
 * line is still being parsed, so that they are compiled by the time real
 * records are wanted. Parsing (picocli building its model) takes about
 * 200 ms and the JIT needs about as long to reach full speed; on the 2-core
 * dev box this overlap took about 0.2 s off a 2 GB run. The output is never
 * touched: the records go to a scratch buffer and are dropped.
 */
public final class JitWarmUp implements AutoCloseable {
    /** Small blocks: the loops are compiled after a number of calls, not of records. */
    private static final int RECORDS = 500;
    /** Enough calls for the optimising compiler (measured: compiled within ~200 blocks). */
    private static final int MAX_BLOCKS = 600;

    private final Thread thread;
    private volatile boolean stopped;

    private JitWarmUp() {
        thread = new Thread(this::run, "gensort-jit-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    /** Starts warming up in the background; {@link #close} stops it. */
    public static JitWarmUp start() {
        JitWarmUp w = new JitWarmUp();
        w.thread.start();
        return w;
    }

    private void run() {
        RecordGenerator binary = new RecordGenerator(RecordKind.BINARY, false);
        RecordGenerator ascii = new RecordGenerator(RecordKind.ASCII, false);
        // direct, like BlockGenerator's blocks: code compiled for heap buffers would be thrown away
        ByteBuffer scratch = ByteBuffer.allocateDirect(RECORDS * RecordFormat.RECORD_SIZE);
        for (int i = 0; i < MAX_BLOCKS && !stopped; i++) {
            UInt128 first = UInt128.of((long) i * RECORDS);
            binary.generate(first, RECORDS, scratch, 0);
            if ((i & 3) == 0) {
                ascii.generate(first, RECORDS, scratch, 0);
            }
        }
    }

    /** Stops the warm-up (it must not compete with the real work) and waits for it to end. */
    @Override
    public void close() {
        stopped = true;
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

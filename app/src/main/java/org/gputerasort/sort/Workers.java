package org.gputerasort.sort;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The job's worker threads, with a parallel-for over slices whose first
 * failure cancels the rest and is rethrown as it was: one place decides how
 * the engine's parallel steps fail.
 */
public final class Workers implements AutoCloseable {
    private final ExecutorService pool;
    private final int threads;

    /** A slice of work that may do I/O. */
    @FunctionalInterface
    public interface Slice {
        void run(int index, long from, long to) throws IOException;
    }

    public Workers(int threads, String name) {
        this.threads = threads;
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    public int threads() {
        return threads;
    }

    /** Splits [0, total) into {@code parts} contiguous slices and runs them in parallel. */
    public void forEachSlice(long total, int parts, Slice body) throws IOException {
        List<Callable> tasks = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            long from = total * p / parts;
            long to = total * (p + 1) / parts;
            int idx = p;
            tasks.add(() -> body.run(idx, from, to));
        }
        runAll(tasks);
    }

    /** A task that may do I/O. */
    @FunctionalInterface
    public interface Callable {
        void call() throws IOException;
    }

    /**
     * Runs the tasks in parallel; the first failure (whichever task has it,
     * not the first task's) cancels the others at once and is rethrown, so a
     * full disk under one slice never waits for the other slices to finish.
     */
    public void runAll(List<Callable> tasks) throws IOException {
        ExecutorCompletionService<Object> done = new ExecutorCompletionService<>(pool);
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (Callable t : tasks) {
                futures.add(done.submit(() -> {
                    t.call();
                    return null;
                }));
            }
            for (int i = 0; i < futures.size(); i++) {
                done.take().get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted");
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } finally {
            futures.forEach(f -> f.cancel(true));
        }
    }

    static IOException rethrow(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof RuntimeException re) {
            throw re;
        }
        if (cause instanceof Error err) {
            throw err;
        }
        return new IOException(cause);
    }

    public ExecutorService executor() {
        return pool;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}

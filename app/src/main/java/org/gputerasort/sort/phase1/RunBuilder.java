package org.gputerasort.sort.phase1;

import org.gputerasort.io.FileChannels;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.gputerasort.io.InputFiles;
import org.gputerasort.io.TempSpace;
import org.gputerasort.record.Checksum128;
import org.gputerasort.sort.RecordStore;
import org.gputerasort.sort.Reorderer;
import org.gputerasort.sort.SortPlan;
import org.gputerasort.sort.Workers;
import org.gputerasort.sort.keys.KeySorter;

/**
 * Phase 1: cuts the input into runs that fit memory and writes each sorted
 * to a temp disk (run i on disk i mod D). Three stages on their own threads,
 * joined by bounded queues and working on different runs at once:
 * read (+ input checksum) → extract and sort keys → reorder and write. The
 * run buffers circulate (a fixed number of them), so memory stays within the
 * plan whatever the input size; the first failure in any stage stops all.
 */
public final class RunBuilder {
    private static final RunBuffer END = new RunBuffer(null);

    private final InputFiles input;
    private final KeySorter sorter;
    private final TempSpace temp;
    private final SortPlan plan;
    private final Workers workers;
    private final int samplesPerRun;
    private final AtomicLong sortNanos = new AtomicLong();
    private final AtomicLong readNanos = new AtomicLong();
    private final AtomicLong writeNanos = new AtomicLong();

    public RunBuilder(InputFiles input, KeySorter sorter, TempSpace temp, SortPlan plan, Workers workers) {
        this.input = input;
        this.sorter = sorter;
        this.temp = temp;
        this.plan = plan;
        this.workers = workers;
        this.samplesPerRun = Math.max(64, 16 * plan.mergeRanges());
    }

    /** Busy seconds of each stage, for the stats: read (+ checksum, key extraction), sort, write (reorder + write). */
    public double[] stageSeconds() {
        return new double[] {readNanos.get() / 1e9, sortNanos.get() / 1e9, writeNanos.get() / 1e9};
    }

    /** Builds every run; adds the input's checksum to {@code inputSum}. Runs are returned in input order. */
    public List<Run> build(Checksum128 inputSum, org.gputerasort.report.Progress progress) throws IOException {
        long records = input.records();
        int runCount = (int) ((records + plan.runRecords() - 1) / plan.runRecords());
        BlockingQueue<RunBuffer> free = new ArrayBlockingQueue<>(plan.runBuffers());
        BlockingQueue<RunBuffer> toSort = new ArrayBlockingQueue<>(plan.runBuffers() + 1);
        BlockingQueue<RunBuffer> toWrite = new ArrayBlockingQueue<>(plan.runBuffers() + 1);
        int bufferRecords = (int) Math.min(plan.runRecords(), records);
        for (int i = 0; i < Math.min(plan.runBuffers(), runCount); i++) {
            free.add(new RunBuffer(new RecordStore(bufferRecords, workers)));
        }
        Run[] runs = new Run[runCount];
        ExecutorService stages = Executors.newFixedThreadPool(3, r -> {
            Thread t = new Thread(r, "phase1-stage");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        try {
            futures.add(stages.submit(() -> {
                for (int r = 0; r < runCount; r++) {
                    RunBuffer b = free.take();
                    long t0 = System.nanoTime();
                    long first = (long) r * plan.runRecords();
                    int n = (int) Math.min(plan.runRecords(), records - first);
                    b.index = r;
                    if (b.packed.length < 2 * n) {
                        b.packed = new long[2 * n];
                    }
                    b.sum.reset();
                    readRun(b, first, n);
                    b.store.setSize(n);
                    readNanos.addAndGet(System.nanoTime() - t0);
                    toSort.put(b);
                }
                toSort.put(END);
                return null;
            }));
            futures.add(stages.submit(() -> {
                for (RunBuffer b; (b = toSort.take()) != END; ) {
                    long t0 = System.nanoTime();
                    sorter.sort(b.packed, b.store.size());
                    sortNanos.addAndGet(System.nanoTime() - t0);
                    toWrite.put(b);
                }
                toWrite.put(END);
                return null;
            }));
            futures.add(stages.submit(() -> {
                Reorderer[] reorderers = new Reorderer[workers.threads()];
                for (int i = 0; i < reorderers.length; i++) {
                    reorderers[i] = new Reorderer(plan.ioBufferBytes());
                }
                for (RunBuffer b; (b = toWrite.take()) != END; ) {
                    long t0 = System.nanoTime();
                    runs[b.index] = write(b, reorderers);
                    progress.advance(RecordStore.bytesFor(b.store.size()));
                    writeNanos.addAndGet(System.nanoTime() - t0);
                    free.put(b);
                }
                return null;
            }));
            waitAll(futures);
        } finally {
            futures.forEach(f -> f.cancel(true));
            stages.shutdownNow();
        }
        for (Run r : runs) {
            inputSum.add(r.checksum());
        }
        return List.of(runs);
    }

    /**
     * Slices of a run handled by parallel workers: one thread per stage capped phase 1 at about 630 MB/s
     * of run writing on the 16-core GPU machine (20 GB in /dev/shm), whatever the key sorter.
     */
    private int slices(int n) {
        return Math.max(1, Math.min(workers.threads(), n / 16_384));
    }

    /** Reads a run's records, summing and packing them, in parallel slices. */
    private void readRun(RunBuffer b, long first, int n) throws IOException {
        int parts = slices(n);
        Checksum128[] sums = new Checksum128[parts];
        workers.forEachSlice(n, parts, (i, from, to) -> {
            sums[i] = new Checksum128();
            b.store.readPackAndSum(input, first + from, (int) from, (int) (to - from), b.packed, sums[i]);
        });
        for (Checksum128 sum : sums) {
            b.sum.add(sum);
        }
    }

    private Run write(RunBuffer b, Reorderer[] reorderers) throws IOException {
        int n = b.store.size();
        Path path = temp.runFile(String.format("run-%06d", b.index), b.index);
        try (FileChannel ch = FileChannels.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            workers.forEachSlice(n, slices(n), (i, from, to) -> reorderers[i].write(b.store, b.packed, (int) from,
                    (int) to, ch, from * org.gputerasort.record.RecordFormat.RECORD_SIZE, null, null));
        }
        int s = Math.min(samplesPerRun, n);
        long[] samples = new long[2 * s];
        for (int k = 0; k < s; k++) {
            int j = (int) ((long) n * k / s);
            samples[2 * k] = b.packed[2 * j];
            samples[2 * k + 1] = b.packed[2 * j + 1] & ~org.gputerasort.sort.keys.PackedKeys.INDEX_MASK;
        }
        return new Run(path, n, b.sum.value(), samples);
    }

    private static void waitAll(List<Future<?>> futures) throws IOException {
        // poll so that the first failure in any stage is seen at once, not after the stages before it
        while (true) {
            boolean allDone = true;
            for (Future<?> f : futures) {
                if (f.isDone()) {
                    try {
                        f.get();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new java.io.InterruptedIOException("interrupted");
                    } catch (ExecutionException e) {
                        Throwable c = e.getCause();
                        if (c instanceof IOException io) {
                            throw io;
                        }
                        if (c instanceof RuntimeException re) {
                            throw re;
                        }
                        if (c instanceof Error er) {
                            throw er;
                        }
                        throw new IOException(c);
                    }
                } else {
                    allDone = false;
                }
            }
            if (allDone) {
                return;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted");
            }
        }
    }

    /** One run in flight: its records, packed keys and checksum. */
    private static final class RunBuffer {
        final RecordStore store;
        long[] packed = new long[0];
        final Checksum128 sum = new Checksum128();
        int index;

        RunBuffer(RecordStore store) {
            this.store = store;
        }
    }
}

package org.gputerasort.sort.phase2;

import org.gputerasort.io.FileChannels;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.gputerasort.io.OutputFlusher;
import org.gputerasort.io.TempSpace;
import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.sort.Reorderer;
import org.gputerasort.sort.SortPlan;
import org.gputerasort.sort.Workers;
import org.gputerasort.sort.keys.PackedKeys;
import org.gputerasort.sort.phase1.Run;
import org.gputerasort.valsort.KeyOrder;
import org.gputerasort.valsort.Summary;
import org.gputerasort.valsort.Validator;

/**
 * Phase 2: merges the sorted runs into the output. The key space is split
 * into as many ranges as threads; each range is merged by its own thread
 * from prefetching run readers through a loser tree, and written with large
 * overlapped positional writes at its known output offset ("striped"
 * output). When there are more runs than the memory allows to read at once,
 * intermediate passes first merge groups of runs into longer runs.
 */
public final class Merger {
    private final SortPlan plan;
    private final long memory;
    private final Workers workers;
    private final ExecutorService io;
    private final TempSpace temp;
    private final AtomicInteger nextRunName = new AtomicInteger(1_000_000);
    private int intermediatePasses;

    private final boolean directIo;

    public Merger(SortPlan plan, long memory, Workers workers, ExecutorService io, TempSpace temp, boolean directIo) {
        this.directIo = directIo;
        this.plan = plan;
        this.memory = memory;
        this.workers = workers;
        this.io = io;
        this.temp = temp;
    }

    public int intermediatePasses() {
        return intermediatePasses;
    }

    /** Merges groups of runs until at most fan-in runs remain; deletes the runs it consumed. */
    public List<Run> reduce(List<Run> runs) throws IOException {
        List<Run> current = runs;
        while (current.size() > plan.fanIn()) {
            intermediatePasses++;
            List<List<Run>> groups = new ArrayList<>();
            for (int i = 0; i < current.size(); i += plan.fanIn()) {
                groups.add(current.subList(i, Math.min(current.size(), i + plan.fanIn())));
            }
            Run[] merged = new Run[groups.size()];
            int parallel = Math.min(workers.threads(), groups.size());
            List<Workers.Callable> tasks = new ArrayList<>();
            AtomicInteger next = new AtomicInteger();
            for (int w = 0; w < parallel; w++) {
                tasks.add(() -> {
                    for (int g; (g = next.getAndIncrement()) < groups.size(); ) {
                        merged[g] = mergeGroup(groups.get(g), parallel);
                    }
                });
            }
            workers.runAll(tasks);
            // a resumable job keeps phase 1's runs: a rerun after a kill resumes from them
            if (!temp.isResumable() || intermediatePasses > 1) {
                for (Run r : current) {
                    java.nio.file.Files.deleteIfExists(r.path());
                }
            }
            current = List.of(merged);
        }
        return current;
    }

    private Run mergeGroup(List<Run> group, int parallel) throws IOException {
        int id = nextRunName.getAndIncrement();
        Path path = temp.runFile(String.format("run-%07d", id), id);
        List<RunSlice> slices = new ArrayList<>();
        long records = 0;
        Checksum128 sum = new Checksum128();
        int samples = 0;
        for (Run r : group) {
            slices.add(new RunSlice(r, 0, r.records()));
            records += r.records();
            sum.add(r.checksum());
            samples = Math.max(samples, r.sampleCount());
        }
        int s = (int) Math.min(samples, records);
        long[] sampleKeys = new long[2 * s];
        try (FileChannel ch = FileChannels.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            mergeRange(slices, ch, 0, null, plan.prefetchBytes(memory, group.size(), parallel), sampleKeys, records, null);
        }
        return new Run(path, records, sum.value(), sampleKeys);
    }

    /**
     * The final merge into {@code out}, ranges in parallel; returns the
     * combined check of what was written (null when not verifying).
     */
    public Summary mergeInto(List<Run> runs, FileChannel out, boolean verify, OutputFlusher flusher) throws IOException {
        List<RangeSplitter.Range> ranges = RangeSplitter.split(runs, plan.mergeRanges());
        Validator[] checks = new Validator[ranges.size()];
        int parallel = Math.min(workers.threads(), ranges.size());
        int prefetch = plan.prefetchBytes(memory, runs.size(), parallel);
        List<Workers.Callable> tasks = new ArrayList<>();
        AtomicInteger next = new AtomicInteger();
        for (int w = 0; w < parallel; w++) {
            tasks.add(() -> {
                for (int g; (g = next.getAndIncrement()) < ranges.size(); ) {
                    RangeSplitter.Range range = ranges.get(g);
                    checks[g] = verify ? new Validator(KeyOrder.of(false)) : null;
                    mergeRange(range.slices(), out, range.outputRecord() * RecordFormat.RECORD_SIZE, checks[g],
                            prefetch, null, range.records(), flusher);
                }
            });
        }
        workers.runAll(tasks);
        if (!verify) {
            return null;
        }
        return combine(checks);
    }

    /** k-way merge of slices into {@code out} at byte {@code offset}; optional check and key samples. */
    private void mergeRange(List<RunSlice> slices, FileChannel out, long offset, Validator check, int prefetch,
                            long[] samples, long totalRecords, OutputFlusher flusher) throws IOException {
        List<RunReader> readers = new ArrayList<>();
        int stagingBytes = plan.ioBufferBytes() / RecordFormat.RECORD_SIZE * RecordFormat.RECORD_SIZE;
        ByteBuffer[] staging = {ByteBuffer.allocateDirect(stagingBytes), ByteBuffer.allocateDirect(stagingBytes)};
        Future<?> pendingWrite = null;
        try {
            for (RunSlice s : slices) {
                if (s.records() > 0) {
                    readers.add(new RunReader(s, prefetch, io, directIo));
                }
            }
            if (readers.isEmpty()) {
                return;
            }
            LoserTree tree = new LoserTree(readers.toArray(RunReader[]::new));
            int cur = 0;
            ByteBuffer buf = staging[cur];
            int fill = 0;
            long pos = offset;
            long written = 0;
            int sampleCount = samples == null ? 0 : samples.length / 2;
            int nextSample = 0;
            for (int w; (w = tree.winner()) >= 0; ) {
                RunReader r = readers.get(w);
                if (nextSample < sampleCount && written == totalRecords * nextSample / sampleCount) {
                    PackedKeys.pack(r.buffer(), r.pos, 0, samples, nextSample); // index 0: a sample is a key alone
                    nextSample++;
                }
                buf.put(fill, r.buffer(), r.pos, RecordFormat.RECORD_SIZE);
                fill += RecordFormat.RECORD_SIZE;
                written++;
                tree.advanceWinner();
                if (fill == stagingBytes) {
                    if (check != null) {
                        check.accept(buf.duplicate().position(0).limit(fill));
                    }
                    waitFor(pendingWrite);
                    pendingWrite = write(out, buf, fill, pos, flusher);
                    pos += fill;
                    cur ^= 1;
                    buf = staging[cur];
                    fill = 0;
                }
            }
            if (fill > 0) {
                if (check != null) {
                    check.accept(buf.duplicate().position(0).limit(fill));
                }
                waitFor(pendingWrite);
                pendingWrite = write(out, buf, fill, pos, flusher);
            }
            waitFor(pendingWrite);
            pendingWrite = null;
        } finally {
            if (pendingWrite != null) {
                pendingWrite.cancel(true);
            }
            for (RunReader r : readers) {
                r.close();
            }
        }
    }

    /**
     * The check of a whole output from the checks of its consecutive slices, combined as {@code valsort -s}
     * combines partition summaries; null for an empty output (a summary holds at least one record).
     */
    public static Summary combine(Validator[] slices) {
        List<Summary> parts = new ArrayList<>();
        for (Validator v : slices) {
            if (v != null && v.recordCount() > 0) {
                parts.add(v.summary());
            }
        }
        return parts.isEmpty() ? null : Summary.combine(parts, KeyOrder.of(false));
    }

    private Future<?> write(FileChannel out, ByteBuffer buf, int len, long pos, OutputFlusher flusher) {
        return io.submit(() -> {
            Reorderer.writeFully(out, buf.duplicate().position(0).limit(len), pos);
            if (flusher != null) {
                flusher.wrote(len);
            }
            return null;
        });
    }

    private static void waitFor(Future<?> f) throws IOException {
        if (f == null) {
            return;
        }
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException(e.getCause());
        }
    }

}

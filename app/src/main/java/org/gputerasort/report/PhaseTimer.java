package org.gputerasort.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the wall-clock time and byte count of consecutive named phases.
 * Thread-safe: a pipeline's stages may report from their own threads.
 */
public final class PhaseTimer {
    private final List<PhaseStat> phases = new ArrayList<>();

    /** Starts timing a phase; call {@link Running#end(long)} with the bytes it moved. */
    public Running start(String name) {
        return new Running(name, System.nanoTime());
    }

    public synchronized void add(PhaseStat stat) {
        phases.add(stat);
    }

    public synchronized List<PhaseStat> phases() {
        return List.copyOf(phases);
    }

    /** A phase being timed. */
    public final class Running {
        private final String name;
        private final long startNanos;

        private Running(String name, long startNanos) {
            this.name = name;
            this.startNanos = startNanos;
        }

        public PhaseStat end(long bytes) {
            PhaseStat s = new PhaseStat(name, (System.nanoTime() - startNanos) / 1e9, bytes);
            add(s);
            return s;
        }
    }
}

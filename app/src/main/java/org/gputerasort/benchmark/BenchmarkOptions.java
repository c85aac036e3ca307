package org.gputerasort.benchmark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.report.PennySort;
import org.gputerasort.report.Workload;
import org.gputerasort.sort.SorterChoice;

/**
 * Everything a benchmark run loop needs, resolved and checked by the command
 * line: no defaults are left to fill in.
 *
 * @param workload records to generate and sort, and their kind of keys
 * @param workDir directory for the generated input and the sorted output (exists)
 * @param tempDisks directories for phase-1 runs, one per disk (at least one)
 * @param sorter the key sorter to use
 * @param repeat how many generate → sort → validate runs (at least 1)
 * @param keep whether to keep the input, output and runs afterwards
 * @param memory the sort's memory budget as {@code sort --memory} takes it (e.g. "2g"), or null for its default
 * @param threads worker threads for generate, sort and validate (at least 1)
 * @param pennySort price and depreciation rule for the PennySort figures
 */
public record BenchmarkOptions(Workload workload, Path workDir, List<Path> tempDisks, SorterChoice sorter, int repeat,
        boolean keep, String memory, int threads, PennySort pennySort) {
    public BenchmarkOptions {
        tempDisks = List.copyOf(tempDisks);
        if (tempDisks.isEmpty()) {
            throw new IllegalArgumentException("at least one temp disk is needed");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat must be >= 1; got " + repeat);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1; got " + threads);
        }
    }

    /** The work dir and the temp disks: the directories whose file systems the report describes. */
    public List<Path> dirs() {
        List<Path> dirs = new ArrayList<>();
        dirs.add(workDir);
        dirs.addAll(tempDisks);
        return dirs;
    }
}

package org.gputerasort.sort;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything a sort needs to know, validated by the command line before a
 * job starts.
 *
 * @param inputs       input files, read as one sequence of records
 * @param output       the sorted output; appears only when complete and verified
 * @param tempDisks    folders for runs, used cyclically (run i on disk i mod D)
 * @param memoryBytes  total budget for record, key and I/O buffers
 * @param threads      worker threads (key sorting, gathering, merging)
 * @param verify       check order and checksum of the output while it is written
 * @param sorter       which key sorter to use
 * @param maxFanIn     most runs merged at once (0: as many as memory allows)
 * @param directIo     read the input and the runs with O_DIRECT
 * @param resume       keep phase 1's runs (with manifests) until the output is committed, and reuse them
 *                     when an earlier attempt of the same sort got that far
 */
public record SortOptions(List<Path> inputs, Path output, List<Path> tempDisks, long memoryBytes, int threads,
                          boolean verify, SorterChoice sorter, int maxFanIn, boolean directIo, boolean resume) {
    public SortOptions {
        inputs = List.copyOf(inputs);
        tempDisks = List.copyOf(tempDisks);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1; got " + threads);
        }
        if (memoryBytes <= 0) {
            throw new IllegalArgumentException("memory must be > 0; got " + memoryBytes);
        }
    }

    /** Options of a sort that is not resumable. */
    public SortOptions(List<Path> inputs, Path output, List<Path> tempDisks, long memoryBytes, int threads,
                       boolean verify, SorterChoice sorter, int maxFanIn, boolean directIo) {
        this(inputs, output, tempDisks, memoryBytes, threads, verify, sorter, maxFanIn, directIo, false);
    }
}

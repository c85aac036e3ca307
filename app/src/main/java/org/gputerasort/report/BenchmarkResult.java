package org.gputerasort.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Everything a benchmark measured, ready to write as JSON, Markdown and a
 * chart. With several runs ({@code --repeat}) the headline figures are those
 * of one reported run, the median by sort time, and {@link #runSelection}
 * says so: a median is robust to one lucky or unlucky run.
 *
 * @param sorter the key sorter actually used, e.g. "gpu (NVIDIA H100)" or "cpu"
 * @param reportedRun index into {@link #runs} of the run the headline figures come from
 * @param runSelection how the reported run was chosen, in words
 */
public record BenchmarkResult(Workload workload, String sorter, List<RunResult> runs, int reportedRun,
        String runSelection, SystemInfo system, PennySortFigures pennySort) {
    public BenchmarkResult {
        runs = List.copyOf(runs);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a benchmark result needs at least one run");
        }
        if (reportedRun < 0 || reportedRun >= runs.size()) {
            throw new IllegalArgumentException("reported run " + reportedRun + " is not one of the " + runs.size() + " runs");
        }
    }

    /**
     * Assembles the result of finished runs: picks the median run by sort time
     * (the faster middle one for an even count) and computes its PennySort figures.
     */
    public static BenchmarkResult of(Workload workload, String sorter, List<RunResult> runs, SystemInfo system,
            PennySort pennySort) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a benchmark result needs at least one run");
        }
        List<Integer> bySortTime = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            bySortTime.add(i);
        }
        bySortTime.sort(Comparator.comparingDouble(i -> runs.get(i).sortSeconds()));
        int median = bySortTime.get((runs.size() - 1) / 2);
        String selection = runs.size() == 1 ? "the only run"
                : (runs.size() % 2 == 0 ? "lower median" : "median") + " of " + runs.size() + " runs by sort time";
        return new BenchmarkResult(workload, sorter, runs, median, selection, system,
                pennySort.figures(workload, runs.get(median).sortSeconds()));
    }

    /** The run the headline figures come from. */
    public RunResult reported() {
        return runs.get(reportedRun);
    }

    public double sortSeconds() {
        return reported().sortSeconds();
    }

    public double totalSeconds() {
        return reported().totalSeconds();
    }

    public List<PhaseStat> phases() {
        return reported().phases();
    }

    public String checksum() {
        return reported().checksum();
    }

    /** True only when every run's output validated: one bad run makes the benchmark suspect. */
    public boolean validated() {
        return runs.stream().allMatch(RunResult::validated);
    }

    /** The reported run's sort rate in decimal MB/s. */
    public double sortMbPerSec() {
        return reported().sortMbPerSec(workload.bytes());
    }
}

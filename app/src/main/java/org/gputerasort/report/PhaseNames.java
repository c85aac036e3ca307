package org.gputerasort.report;

/**
 * The names benchmark phases are reported under, so that reports of different
 * runs, sorters and machines line up phase by phase in {@code benchmark compare}.
 */
public final class PhaseNames {
    public static final String GENERATE = "generate";
    /** The whole sort when the input fits the memory budget. */
    public static final String SORT_ONE_PASS = "sort one-pass";
    /** Run formation: read, sort keys, reorder, write runs to the temp disks. */
    public static final String SORT_PHASE_1 = "sort phase 1";
    /** Merge of the runs into the output. */
    public static final String SORT_PHASE_2 = "sort phase 2";
    public static final String VALIDATE = "validate";

    private PhaseNames() {
    }
}

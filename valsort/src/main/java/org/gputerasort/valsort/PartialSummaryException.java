package org.gputerasort.valsort;

/**
 * A summary file whose size is not a multiple of {@link Summary#BYTES}: it was
 * truncated, or is not a summary file. Carries the combination of the whole
 * summaries before the partial one, because valsort has already reported
 * their first unordered record by the time it meets the partial one.
 */
public final class PartialSummaryException extends BadInputException {
    private static final long serialVersionUID = 1L;
    private final transient Summary before;

    public PartialSummaryException(Summary before) {
        super("partial partition summary found at end");
        this.before = before;
    }

    /** The whole summaries before the partial one combined, or null when there were none. */
    public Summary before() {
        return before;
    }
}

package org.gputerasort.sort.phase2;

import org.gputerasort.sort.phase1.Run;

/** The records [from, to) of one run that fall into one key range of the merge. */
public record RunSlice(Run run, long from, long to) {
    public long records() {
        return to - from;
    }
}

package org.gputerasort.valsort;

/**
 * What valsort prints about a summary (all of it on stderr) and the exit
 * status it gives, word for word as the reference valsort 1.5:
 * <pre>
 * First unordered record is record N      (only when one is known)
 * Records: N
 * Checksum: HEX
 * Duplicate keys: N                       (only when in order)
 * SUCCESS - all records are in order      (exit 0)
 * ERROR - there are N unordered records   (exit 1)
 * </pre>
 */
public final class SummaryReport {
    /** Exit status when every record is in order. */
    public static final int EXIT_IN_ORDER = 0;
    /** Exit status when some record is out of order (also valsort's status for bad input). */
    public static final int EXIT_UNORDERED = 1;

    private SummaryReport() {
    }

    /** The full report; empty in quiet mode ({@code -q}). */
    public static String render(Summary s, boolean quiet) {
        if (quiet) {
            return "";
        }
        StringBuilder out = new StringBuilder(firstUnorderedLine(s, false));
        out.append("Records: ").append(s.recordCount()).append('\n');
        out.append("Checksum: ").append(s.checksum().toHex()).append('\n');
        if (s.inOrder()) {
            out.append("Duplicate keys: ").append(s.duplicateCount()).append('\n');
            out.append("SUCCESS - all records are in order\n");
        } else {
            out.append("ERROR - there are ").append(s.unorderedCount()).append(" unordered records\n");
        }
        return out.toString();
    }

    /**
     * The line naming the first unordered record, or "" when none is known or
     * in quiet mode. valsort prints it as soon as it finds that record, so it
     * also precedes a later failure such as a partial summary at the end.
     */
    public static String firstUnorderedLine(Summary s, boolean quiet) {
        if (quiet || s == null || !s.hasFirstUnordered()) {
            return "";
        }
        return "First unordered record is record " + s.firstUnordered() + "\n";
    }

    /** 0 when every record is in order, else 1. */
    public static int exitStatus(Summary s) {
        return s.inOrder() ? EXIT_IN_ORDER : EXIT_UNORDERED;
    }
}

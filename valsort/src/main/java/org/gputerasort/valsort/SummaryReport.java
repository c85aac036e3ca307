package org.gputerasort.valsort;

/**
 * What valsort says about a summary, word for word as the reference tool, and
 * its exit status: users and scripts compare these lines.
 */
public final class SummaryReport {
    private SummaryReport() {
    }

    public static String text(Summary s) {
        StringBuilder b = new StringBuilder();
        if (!s.inOrder()) {
            b.append("First unordered record is record ").append(s.firstUnordered()).append('\n');
        }
        b.append("Records: ").append(s.recordCount()).append('\n');
        b.append("Checksum: ").append(s.checksum().toHex()).append('\n');
        if (s.inOrder()) {
            b.append("Duplicate keys: ").append(s.duplicateCount()).append('\n');
            b.append("SUCCESS - all records are in order\n");
        } else {
            b.append("ERROR - there are ").append(s.unorderedCount()).append(" unordered records\n");
        }
        return b.toString();
    }

    public static int exitStatus(Summary s) {
        return s.inOrder() ? 0 : 1;
    }
}

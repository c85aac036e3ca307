package org.gputerasort.sort;

import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Order and checksum of one contiguous slice of the output, computed as the
 * bytes are written; slices are combined in output order, checking the key
 * boundary between neighbours, so a striped (parallel) output is verified
 * without reading it back.
 */
public final class SliceCheck {
    private final Checksum128 sum = new Checksum128();
    private long records;
    private long unordered;
    private final byte[] first = new byte[RecordFormat.KEY_SIZE];
    private final byte[] last = new byte[RecordFormat.KEY_SIZE];

    /** Accepts whole records in output order. */
    public void accept(byte[] buf, int off, int len) {
        for (int p = off; p < off + len; p += RecordFormat.RECORD_SIZE) {
            if (records == 0) {
                System.arraycopy(buf, p, first, 0, RecordFormat.KEY_SIZE);
            } else if (RecordFormat.compareKeys(last, 0, buf, p) > 0) {
                unordered++;
            }
            System.arraycopy(buf, p, last, 0, RecordFormat.KEY_SIZE);
            records++;
        }
        sum.addRecords(buf, off, len);
    }

    /** Appends {@code next} (the following slice of the output) to this one. */
    public void append(SliceCheck next) {
        if (next.records == 0) {
            return;
        }
        if (records == 0) {
            System.arraycopy(next.first, 0, first, 0, first.length);
        } else if (RecordFormat.compareKeys(last, 0, next.first, 0) > 0) {
            unordered++;
        }
        System.arraycopy(next.last, 0, last, 0, last.length);
        records += next.records;
        unordered += next.unordered;
        sum.add(next.sum);
    }

    public long records() {
        return records;
    }

    public long unordered() {
        return unordered;
    }

    public UInt128 checksum() {
        return sum.value();
    }
}

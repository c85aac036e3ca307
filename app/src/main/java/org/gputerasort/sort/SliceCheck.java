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
    private long firstHi;
    private int firstLo;
    private long lastHi;
    private int lastLo;
    private static final java.lang.invoke.VarHandle LONG_BE = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);
    private static final java.lang.invoke.VarHandle SHORT_BE = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(short[].class, java.nio.ByteOrder.BIG_ENDIAN);

    /** Accepts whole records in output order. */
    public void accept(byte[] buf, int off, int len) {
        for (int p = off; p < off + len; p += RecordFormat.RECORD_SIZE) {
            long hi = (long) LONG_BE.get(buf, p);
            int lo = (short) SHORT_BE.get(buf, p + 8) & 0xFFFF;
            if (records == 0) {
                firstHi = hi;
                firstLo = lo;
            } else if (greater(lastHi, lastLo, hi, lo)) {
                unordered++;
            }
            lastHi = hi;
            lastLo = lo;
            records++;
        }
        sum.addRecords(buf, off, len);
    }

    /** Accepts whole records in output order: the first {@code len} bytes of {@code buf} (absolute, position ignored). */
    public void accept(java.nio.ByteBuffer buf, int len) {
        for (int p = 0; p < len; p += RecordFormat.RECORD_SIZE) {
            long hi = buf.getLong(p);
            int lo = buf.getShort(p + 8) & 0xFFFF;
            if (records == 0) {
                firstHi = hi;
                firstLo = lo;
            } else if (greater(lastHi, lastLo, hi, lo)) {
                unordered++;
            }
            lastHi = hi;
            lastLo = lo;
            records++;
        }
        sum.addRecords(buf.duplicate().position(0).limit(len));
    }

    /** Appends {@code next} (the following slice of the output) to this one. */
    public void append(SliceCheck next) {
        if (next.records == 0) {
            return;
        }
        if (records == 0) {
            firstHi = next.firstHi;
            firstLo = next.firstLo;
        } else if (greater(lastHi, lastLo, next.firstHi, next.firstLo)) {
            unordered++;
        }
        lastHi = next.lastHi;
        lastLo = next.lastLo;
        records += next.records;
        unordered += next.unordered;
        sum.add(next.sum);
    }

    private static boolean greater(long hiA, int loA, long hiB, int loB) {
        int c = Long.compareUnsigned(hiA, hiB);
        return c > 0 || (c == 0 && loA > loB);
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

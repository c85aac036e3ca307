package org.gputerasort.record;

import java.util.zip.CRC32;

/**
 * The SortBenchmark checksum: the sum mod 2^128 of each record's CRC-32.
 * Order-independent, which is what lets a sorted output prove it holds the
 * same records as its input. Not thread-safe: give each thread its own and
 * {@link #add(Checksum128) add} them up.
 */
public final class Checksum128 {
    private final CRC32 crc = new CRC32();
    private long hi;
    private long lo;

    /** Adds the CRC-32 of each 100-byte record in {@code buf[off, off + len)}. */
    public void addRecords(byte[] buf, int off, int len) {
        for (int p = off, end = off + len; p < end; p += RecordFormat.RECORD_SIZE) {
            crc.reset();
            crc.update(buf, p, RecordFormat.RECORD_SIZE);
            addUnsigned(crc.getValue());
        }
    }

    /** Adds the CRC-32 of each 100-byte record from the buffer's position to its limit, leaving the position unchanged. */
    public void addRecords(java.nio.ByteBuffer buf) {
        java.nio.ByteBuffer b = buf.duplicate();
        int end = b.limit();
        for (int p = b.position(); p < end; p += RecordFormat.RECORD_SIZE) {
            b.limit(p + RecordFormat.RECORD_SIZE).position(p);
            crc.reset();
            crc.update(b);
            addUnsigned(crc.getValue());
        }
    }

    public void addUnsigned(long value) {
        long l = lo + value;
        if (Long.compareUnsigned(l, lo) < 0) {
            hi++;
        }
        lo = l;
    }

    public void add(Checksum128 other) {
        add(other.value());
    }

    public void add(UInt128 v) {
        long l = lo + v.lo();
        hi += v.hi() + (Long.compareUnsigned(l, lo) < 0 ? 1 : 0);
        lo = l;
    }

    public void reset() {
        hi = 0;
        lo = 0;
    }

    public UInt128 value() {
        return new UInt128(hi, lo);
    }

    @Override
    public String toString() {
        return value().toHex();
    }
}

package org.gputerasort.valsort;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Validates records as they stream past, in order, from any number of
 * successive buffers: key order against the previous record, duplicates,
 * the checksum, and the first and last record. The sort command feeds it its
 * own output while writing, so checking costs no second read; the file
 * validator runs one per block. Not thread-safe: one per stream.
 *
 * <p>Per record it does two integer comparisons (the key's first 8 bytes and
 * last 2 as big-endian numbers) and one CRC-32 over 100 bytes, which the JVM
 * computes with a CPU intrinsic; nothing is allocated per record.
 */
public final class Validator {
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final int RECORD = RecordFormat.RECORD_SIZE;

    private final KeyOrder order;
    private final CRC32 crc = new CRC32();
    private final byte[] first = new byte[RECORD];
    private final byte[] last = new byte[RECORD];
    private long records;
    private long unordered;
    private long duplicates;
    private long firstUnordered;
    private long checksumHigh;
    private long checksumLow;
    private long previousHigh;
    private int previousLow;

    /** A validator of the SortBenchmark order, or with {@code caseInsensitive} of {@code valsort -i}'s. */
    public Validator(boolean caseInsensitive) {
        this(KeyOrder.of(caseInsensitive));
    }

    public Validator(KeyOrder order) {
        this.order = order;
    }

    public KeyOrder order() {
        return order;
    }

    /** Records seen so far. */
    public long recordCount() {
        return records;
    }

    /** Validates the whole records in {@code buf[off, off + len)}, which follow those already seen. */
    public void accept(byte[] buf, int off, int len) {
        checkWholeRecords(len);
        java.util.Objects.checkFromIndexSize(off, len, buf.length);
        long crcSum = 0;
        for (int p = off, end = off + len; p < end; p += RECORD) {
            observe(order.normalizeHigh((long) LONG_BE.get(buf, p)),
                    order.normalizeLow(Short.toUnsignedInt((short) SHORT_BE.get(buf, p + RecordFormat.KEY_SIZE - 2))));
            crc.reset();
            crc.update(buf, p, RECORD);
            crcSum += crc.getValue();
        }
        if (len > 0) {
            remember(buf, off, off + len - RECORD);
        }
        addToChecksum(crcSum);
    }

    /**
     * Validates the whole records from the buffer's position to its limit and
     * advances the position to the limit. Direct buffers are read in place.
     */
    public void accept(ByteBuffer recordsBuffer) {
        int len = recordsBuffer.remaining();
        checkWholeRecords(len);
        if (recordsBuffer.hasArray()) {
            accept(recordsBuffer.array(), recordsBuffer.arrayOffset() + recordsBuffer.position(), len);
            recordsBuffer.position(recordsBuffer.limit());
            return;
        }
        ByteBuffer b = recordsBuffer.duplicate().order(ByteOrder.BIG_ENDIAN);
        ByteBuffer oneRecord = recordsBuffer.duplicate();
        int start = b.position();
        int end = b.limit();
        long crcSum = 0;
        for (int p = start; p < end; p += RECORD) {
            observe(order.normalizeHigh(b.getLong(p)),
                    order.normalizeLow(Short.toUnsignedInt(b.getShort(p + RecordFormat.KEY_SIZE - 2))));
            oneRecord.limit(p + RECORD).position(p);
            crc.reset();
            crc.update(oneRecord);
            crcSum += crc.getValue();
        }
        if (len > 0) {
            if (records == len / RECORD) {
                b.limit(end).position(start);
                b.get(first);
            }
            b.limit(end).position(end - RECORD);
            b.get(last);
        }
        addToChecksum(crcSum);
        recordsBuffer.position(end);
    }

    /** Counts one record with the given (normalized) key against the previous one. */
    private void observe(long high, int low) {
        if (records > 0) {
            int c = Long.compareUnsigned(previousHigh, high);
            if (c == 0) {
                c = Integer.compare(previousLow, low);
            }
            if (c == 0) {
                duplicates++;
            } else if (c > 0) {
                if (unordered == 0) {
                    firstUnordered = records;
                }
                unordered++;
            }
        }
        records++;
        previousHigh = high;
        previousLow = low;
    }

    private void remember(byte[] buf, int off, int lastOff) {
        if (records == (lastOff - off) / RECORD + 1) {
            System.arraycopy(buf, off, first, 0, RECORD);
        }
        System.arraycopy(buf, lastOff, last, 0, RECORD);
    }

    /** {@code crcSum} holds fewer than 2^32 CRCs of 32 bits, so it did not overflow 64 bits. */
    private void addToChecksum(long crcSum) {
        long low = checksumLow + crcSum;
        if (Long.compareUnsigned(low, checksumLow) < 0) {
            checksumHigh++;
        }
        checksumLow = low;
    }

    private static void checkWholeRecords(int len) {
        if (len % RECORD != 0) {
            throw new IllegalArgumentException("records are " + RECORD + " bytes; got " + len + " bytes");
        }
    }

    /**
     * The summary of every record seen.
     *
     * @throws IllegalStateException when no record was seen: a summary holds at least one
     */
    public Summary summary() {
        if (records == 0) {
            throw new IllegalStateException("there must be at least one record to be validated");
        }
        return new Summary(UInt128.of(firstUnordered), UInt128.of(unordered), UInt128.of(records),
                UInt128.of(duplicates), new UInt128(checksumHigh, checksumLow), first, last);
    }
}

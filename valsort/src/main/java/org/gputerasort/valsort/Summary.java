package org.gputerasort.valsort;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * What valsort knows about a run of consecutive records, enough to check a
 * whole file from its parts: the counts, the checksum, and the first and last
 * record (whose keys are compared where two parts meet). It is the 280-byte
 * partition summary of {@code valsort -o}, and also what each block of a
 * threaded validation yields; {@link #append} joins two parts exactly as
 * {@code valsort -s} does, so parts validated anywhere, in any number of
 * pieces, give the answer of one pass over the whole. Immutable.
 *
 * @param firstUnordered 0-based index of the first record whose key is below its predecessor's; 0 when none
 *                       (record 0 has no predecessor, so 0 is free to mean none, as in the file format)
 * @param unorderedCount records whose key is below their predecessor's
 * @param recordCount    records summarized, at least one
 * @param duplicateCount records whose key equals their predecessor's
 * @param checksum       sum of the records' CRC-32s mod 2^128
 */
public record Summary(UInt128 firstUnordered, UInt128 unorderedCount, UInt128 recordCount, UInt128 duplicateCount,
                      UInt128 checksum, byte[] firstRecord, byte[] lastRecord) {
    /** Size of a summary in a summary file: five u128 then two records. */
    public static final int BYTES = 5 * 16 + 2 * RecordFormat.RECORD_SIZE;

    public Summary {
        Objects.requireNonNull(firstUnordered, "firstUnordered");
        Objects.requireNonNull(unorderedCount, "unorderedCount");
        Objects.requireNonNull(recordCount, "recordCount");
        Objects.requireNonNull(duplicateCount, "duplicateCount");
        Objects.requireNonNull(checksum, "checksum");
        if (firstRecord.length != RecordFormat.RECORD_SIZE || lastRecord.length != RecordFormat.RECORD_SIZE) {
            throw new IllegalArgumentException("first and last record must be " + RecordFormat.RECORD_SIZE
                    + " bytes; got " + firstRecord.length + " and " + lastRecord.length);
        }
        firstRecord = firstRecord.clone();
        lastRecord = lastRecord.clone();
    }

    /** True when no record is out of order: what makes valsort say SUCCESS and exit 0. */
    public boolean inOrder() {
        return unorderedCount.isZero();
    }

    /** True when a first unordered record is known, which valsort reports whatever the count says. */
    public boolean hasFirstUnordered() {
        return !firstUnordered.isZero();
    }

    @Override
    public byte[] firstRecord() {
        return firstRecord.clone();
    }

    @Override
    public byte[] lastRecord() {
        return lastRecord.clone();
    }

    /**
     * The summary of this part followed by {@code next}, as {@code valsort -s}
     * combines them: the key where they meet counts as a duplicate or an
     * unordered record; the first unordered record is the earliest one known.
     */
    public Summary append(Summary next, KeyOrder order) {
        UInt128 first = firstUnordered;
        UInt128 unordered = unorderedCount;
        UInt128 duplicates = duplicateCount;
        int c = order.compare(lastRecord, 0, next.firstRecord, 0);
        if (c == 0) {
            duplicates = duplicates.add(UInt128.ONE);
        } else if (c > 0) {
            if (first.isZero()) {
                first = recordCount;
            }
            unordered = unordered.add(UInt128.ONE);
        }
        if (first.isZero() && !next.firstUnordered.isZero()) {
            first = recordCount.add(next.firstUnordered);
        }
        return new Summary(first, unordered.add(next.unorderedCount), recordCount.add(next.recordCount),
                duplicates.add(next.duplicateCount), checksum.add(next.checksum), firstRecord, next.lastRecord);
    }

    /** Summaries of consecutive parts, in order, combined into the summary of the whole. */
    public static Summary combine(Iterable<Summary> parts, KeyOrder order) {
        Summary whole = null;
        for (Summary s : parts) {
            whole = whole == null ? s : whole.append(s, order);
        }
        if (whole == null) {
            throw new IllegalArgumentException("no summaries to combine");
        }
        return whole;
    }

    /** Writes the 280-byte file form at the buffer's position: each u128 as hi8 then lo8, little-endian. */
    public void writeTo(ByteBuffer out) {
        ByteBuffer le = out.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        for (UInt128 v : new UInt128[] {firstUnordered, unorderedCount, recordCount, duplicateCount, checksum}) {
            le.putLong(v.hi()).putLong(v.lo());
        }
        le.put(firstRecord).put(lastRecord);
        out.position(le.position());
    }

    /** The 280 bytes of a summary file. */
    public byte[] toBytes() {
        ByteBuffer b = ByteBuffer.allocate(BYTES);
        writeTo(b);
        return b.array();
    }

    /** Reads one summary in file form from the buffer's position, advancing it by 280 bytes. */
    public static Summary readFrom(ByteBuffer in) {
        if (in.remaining() < BYTES) {
            throw new IllegalArgumentException("a summary is " + BYTES + " bytes; only " + in.remaining() + " left");
        }
        ByteBuffer le = in.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        UInt128[] v = new UInt128[5];
        for (int i = 0; i < v.length; i++) {
            long hi = le.getLong();
            v[i] = new UInt128(hi, le.getLong());
        }
        byte[] first = new byte[RecordFormat.RECORD_SIZE];
        byte[] last = new byte[RecordFormat.RECORD_SIZE];
        le.get(first).get(last);
        in.position(le.position());
        return new Summary(v[0], v[1], v[2], v[3], v[4], first, last);
    }

    /** Reads a summary from its 280 bytes. */
    public static Summary fromBytes(byte[] bytes) {
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("a summary is " + BYTES + " bytes; got " + bytes.length);
        }
        return readFrom(ByteBuffer.wrap(bytes));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Summary s && firstUnordered.equals(s.firstUnordered)
                && unorderedCount.equals(s.unorderedCount) && recordCount.equals(s.recordCount)
                && duplicateCount.equals(s.duplicateCount) && checksum.equals(s.checksum)
                && Arrays.equals(firstRecord, s.firstRecord) && Arrays.equals(lastRecord, s.lastRecord);
    }

    @Override
    public int hashCode() {
        return Objects.hash(firstUnordered, unorderedCount, recordCount, duplicateCount, checksum,
                Arrays.hashCode(firstRecord), Arrays.hashCode(lastRecord));
    }

    @Override
    public String toString() {
        return "Summary[records=" + recordCount + ", unordered=" + unorderedCount + ", firstUnordered="
                + firstUnordered + ", duplicates=" + duplicateCount + ", checksum=" + checksum.toHex() + "]";
    }
}

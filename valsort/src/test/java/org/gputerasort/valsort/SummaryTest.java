package org.gputerasort.valsort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.UInt128;
import org.junit.jupiter.api.Test;

/** The 280-byte summary file form: field layout, round trip, and refusal of bytes valsort could not have written. */
class SummaryTest {
    private static byte[] record(int fill) {
        byte[] r = new byte[TestRecords.R];
        Arrays.fill(r, (byte) fill);
        return r;
    }

    private static final Summary WIDE = new Summary(new UInt128(0x0102030405060708L, 0x1112131415161718L),
            new UInt128(0x2122232425262728L, 0x3132333435363738L), new UInt128(0x7FFFFFFFFFFFFFFFL, -1L),
            new UInt128(0x4142434445464748L, 0x5152535455565758L), new UInt128(-1L, -2L), record(0xAA), record(0xBB));

    @Test
    void fieldsAreHighThenLowLittleEndianThenFirstAndLastRecord() {
        byte[] b = WIDE.toBytes();
        assertEquals(Summary.BYTES, b.length);
        assertEquals(280, Summary.BYTES);
        ByteBuffer le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        UInt128[] fields = {WIDE.firstUnordered(), WIDE.unorderedCount(), WIDE.recordCount(), WIDE.duplicateCount(),
            WIDE.checksum()};
        for (int i = 0; i < fields.length; i++) {
            assertEquals(fields[i].hi(), le.getLong(16 * i), "field " + i + " hi");
            assertEquals(fields[i].lo(), le.getLong(16 * i + 8), "field " + i + " lo");
        }
        assertEquals(0x08, b[0], "least significant byte first");
        assertArrayEquals(record(0xAA), Arrays.copyOfRange(b, 80, 180));
        assertArrayEquals(record(0xBB), Arrays.copyOfRange(b, 180, 280));
    }

    @Test
    void bytesReadBackAsTheSameSummary() {
        assertEquals(WIDE, Summary.fromBytes(WIDE.toBytes()));
        byte[] records = TestRecords.gensort(500, RecordKind.BINARY, false);
        Summary real = TestRecords.naiveSummary(records, false);
        assertEquals(real, Summary.fromBytes(real.toBytes()));
        Validator v = new Validator(false);
        v.accept(records, 0, records.length);
        assertArrayEquals(real.toBytes(), v.summary().toBytes());
    }

    @Test
    void readFromAdvancesOneSummaryAtATime() {
        Summary a = TestRecords.naiveSummary(TestRecords.gensort(10, RecordKind.BINARY, false), false);
        ByteBuffer two = ByteBuffer.wrap(TestRecords.concat(a.toBytes(), WIDE.toBytes()));
        assertEquals(a, Summary.readFrom(two));
        assertEquals(Summary.BYTES, two.position());
        assertEquals(WIDE, Summary.readFrom(two));
        assertEquals(0, two.remaining());
    }

    @Test
    void wrongLengthIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Summary.fromBytes(new byte[279]));
        assertThrows(IllegalArgumentException.class, () -> Summary.readFrom(ByteBuffer.allocate(100)));
    }

    @Test
    void bytesThatNoValidationCouldProduceAreRefused() {
        IllegalArgumentException zeros = assertThrows(IllegalArgumentException.class,
                () -> Summary.fromBytes(new byte[Summary.BYTES]));
        assertTrue(zeros.getMessage().contains("no records"), zeros.getMessage());
        Summary tooMany = new Summary(UInt128.of(1), UInt128.of(5), UInt128.of(10), UInt128.of(5), UInt128.ZERO,
                record(1), record(2));
        assertThrows(IllegalArgumentException.class, () -> Summary.fromBytes(tooMany.toBytes()));
        Summary firstWithoutCount = new Summary(UInt128.of(3), UInt128.ZERO, UInt128.of(10), UInt128.ZERO,
                UInt128.ZERO, record(1), record(2));
        assertThrows(IllegalArgumentException.class, () -> Summary.fromBytes(firstWithoutCount.toBytes()));
        Summary firstBeyondEnd = new Summary(UInt128.of(10), UInt128.ONE, UInt128.of(10), UInt128.ZERO,
                UInt128.ZERO, record(1), record(2));
        assertThrows(IllegalArgumentException.class, () -> Summary.fromBytes(firstBeyondEnd.toBytes()));
        Summary edge = new Summary(UInt128.of(9), UInt128.of(4), UInt128.of(10), UInt128.of(5), UInt128.ZERO,
                record(1), record(2));
        assertEquals(edge, Summary.fromBytes(edge.toBytes()), "9 of 10 records unordered or duplicate is possible");
    }

    @Test
    void appendCountsTheMeetingKeyAsOneRecordPair() {
        Summary low = new Summary(UInt128.ZERO, UInt128.ZERO, UInt128.of(3), UInt128.ZERO, UInt128.of(7), record(1),
                record(2));
        Summary same = new Summary(UInt128.ZERO, UInt128.ZERO, UInt128.of(4), UInt128.ZERO, UInt128.of(8), record(2),
                record(3));
        Summary below = new Summary(UInt128.of(2), UInt128.of(1), UInt128.of(5), UInt128.ZERO, UInt128.ZERO, record(0),
                record(9));
        Summary ab = low.append(same, KeyOrder.BINARY);
        assertEquals(UInt128.ONE, ab.duplicateCount());
        assertEquals(UInt128.of(7), ab.recordCount());
        assertEquals(UInt128.of(15), ab.checksum());
        assertArrayEquals(record(1), ab.firstRecord());
        assertArrayEquals(record(3), ab.lastRecord());
        Summary abc = ab.append(below, KeyOrder.BINARY);
        assertEquals(UInt128.of(7), abc.firstUnordered(), "the meeting point comes before the part's own");
        assertEquals(UInt128.of(2), abc.unorderedCount());
        Summary lowBelow = low.append(new Summary(UInt128.of(2), UInt128.of(1), UInt128.of(5), UInt128.ZERO,
                UInt128.ZERO, record(5), record(9)), KeyOrder.BINARY);
        assertEquals(UInt128.of(3 + 2), lowBelow.firstUnordered(), "records so far plus the part's own index");
    }
}

package org.gputerasort.valsort;

import static org.gputerasort.valsort.TestRecords.record;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.gputerasort.record.UInt128;
import org.junit.jupiter.api.Test;

class SummaryTest {
    private static Summary summaryOf(byte[]... records) {
        Validator v = new Validator(KeyOrder.BINARY);
        byte[] all = TestRecords.join(records);
        v.accept(all, 0, all.length);
        return v.summary();
    }

    @Test
    void fileFormIsFiveLittleEndianU128ThenFirstAndLastRecord() {
        Summary s = new Summary(new UInt128(1, 2), UInt128.of(3), new UInt128(0x0102030405060708L, 9), UInt128.of(4),
                new UInt128(5, 0xfedcba9876543210L), record("first", 1), record("last", 2));
        byte[] bytes = s.toBytes();
        assertEquals(280, bytes.length);
        ByteBuffer le = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        long[] expected = {1, 2, 0, 3, 0x0102030405060708L, 9, 0, 4, 5, 0xfedcba9876543210L};
        for (long e : expected) {
            assertEquals(e, le.getLong());
        }
        assertEquals(0x08, bytes[32], "u64 fields are little-endian");
        byte[] first = new byte[100];
        byte[] last = new byte[100];
        le.get(first).get(last);
        assertArrayEquals(record("first", 1), first);
        assertArrayEquals(record("last", 2), last);
    }

    @Test
    void summaryReadBackFromItsBytesIsEqual() {
        Summary s = summaryOf(record("b", 1), record("a", 2), record("a", 3), record("c", 4));
        assertEquals(s, Summary.fromBytes(s.toBytes()));
        assertEquals(s, Summary.readFrom(ByteBuffer.wrap(TestRecords.join(new byte[0], s.toBytes()))));
    }

    @Test
    void equalKeysWherePartsMeetCountAsOneDuplicate() {
        Summary whole = summaryOf(record("a", 1), record("b", 2)).append(summaryOf(record("b", 3), record("c", 4)),
                KeyOrder.BINARY);
        assertEquals(summaryOf(record("a", 1), record("b", 2), record("b", 3), record("c", 4)), whole);
        assertEquals(UInt128.ONE, whole.duplicateCount());
    }

    @Test
    void aSmallerKeyWherePartsMeetIsTheFirstUnorderedRecordAtTheCountSoFar() {
        Summary whole = summaryOf(record("a", 1), record("c", 2), record("d", 0))
                .append(summaryOf(record("b", 3), record("a", 4)), KeyOrder.BINARY);
        assertEquals(UInt128.of(3), whole.firstUnordered());
        assertEquals(UInt128.of(2), whole.unorderedCount());
        assertEquals(summaryOf(record("a", 1), record("c", 2), record("d", 0), record("b", 3), record("a", 4)), whole);
    }

    @Test
    void anUnorderedRecordInsideALaterPartIsNumberedFromTheStartOfTheWhole() {
        Summary whole = Summary.combine(List.of(summaryOf(record("a", 1), record("b", 1)),
                summaryOf(record("c", 1), record("e", 1), record("d", 1))), KeyOrder.BINARY);
        assertEquals(UInt128.of(4), whole.firstUnordered());
        assertEquals(UInt128.ONE, whole.unorderedCount());
    }

    @Test
    void theEarliestUnorderedRecordWinsOverLaterOnes() {
        Summary whole = Summary.combine(List.of(summaryOf(record("b", 1), record("a", 1)),
                summaryOf(record("c", 1), record("b", 1))), KeyOrder.BINARY);
        assertEquals(UInt128.ONE, whole.firstUnordered());
        assertEquals(UInt128.of(2), whole.unorderedCount());
    }

    @Test
    void caseInsensitiveOrderComparesTheMeetingKeysIgnoringCase() {
        Summary left = summaryOf(record("B", 1));
        Summary right = summaryOf(record("a", 1));
        assertEquals(UInt128.ZERO, left.append(right, KeyOrder.BINARY).unorderedCount(), "'B' < 'a' in bytes");
        assertEquals(UInt128.ONE, left.append(right, KeyOrder.IGNORE_CASE).unorderedCount(), "b > a ignoring case");
    }

    @Test
    void aSummaryNeedsWholeRecordsAndAtLeastOneRecord() {
        assertThrows(IllegalArgumentException.class, () -> Summary.fromBytes(new byte[279]));
        assertThrows(IllegalStateException.class, () -> new Validator(false).summary());
        assertThrows(IllegalArgumentException.class, () -> Summary.combine(List.of(), KeyOrder.BINARY));
    }
}

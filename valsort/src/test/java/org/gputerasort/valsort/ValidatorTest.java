package org.gputerasort.valsort;

import static org.gputerasort.valsort.TestRecords.record;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

import org.gputerasort.gensort.RecordKind;
import org.gputerasort.record.UInt128;
import org.junit.jupiter.api.Test;

class ValidatorTest {
    @Test
    void countsDuplicatesUnorderedRecordsAndTheFirstUnorderedIndex() {
        byte[] x = record("x", 1);
        byte[] y = record("m", 2);
        // x y y y x x: y < x is unordered at 1; y=y, y=y, x=x are duplicates (the reference counts them even when unordered)
        byte[] data = TestRecords.join(x, y, y, y, x, x);
        Validator v = new Validator(false);
        v.accept(data, 0, data.length);
        Summary s = v.summary();
        assertEquals(UInt128.of(6), s.recordCount());
        assertEquals(UInt128.ONE, s.firstUnordered());
        assertEquals(UInt128.ONE, s.unorderedCount());
        assertEquals(UInt128.of(3), s.duplicateCount());
        assertArrayEquals(x, s.firstRecord());
        assertArrayEquals(x, s.lastRecord());
    }

    @Test
    void checksumIsTheSumOfEachRecordsCrc32() {
        byte[] data = TestRecords.generate(300, RecordKind.BINARY, false);
        long sum = 0;
        CRC32 crc = new CRC32();
        for (int p = 0; p < data.length; p += 100) {
            crc.reset();
            crc.update(data, p, 100);
            sum += crc.getValue();
        }
        Validator v = new Validator(false);
        v.accept(data, 0, data.length);
        assertEquals(UInt128.of(sum), v.summary().checksum());
    }

    @Test
    void recordsFedInSuccessiveBuffersGiveTheSummaryOfOneBuffer() {
        byte[] data = TestRecords.generate(1000, RecordKind.ASCII, true);
        Validator whole = new Validator(true);
        whole.accept(data, 0, data.length);
        Validator pieces = new Validator(true);
        int[] cuts = {0, 100, 100, 1700, 50_000, 99_900, 100_000};
        for (int i = 1; i < cuts.length; i++) {
            pieces.accept(data, cuts[i - 1], cuts[i] - cuts[i - 1]);
        }
        assertEquals(whole.summary(), pieces.summary());
    }

    @Test
    void directHeapAndArrayInputsGiveTheSameSummary() {
        byte[] data = TestRecords.join(TestRecords.generate(500, RecordKind.BINARY, false),
                TestRecords.sortedByKey(TestRecords.generate(500, RecordKind.BINARY, true)));
        Validator array = new Validator(false);
        array.accept(data, 0, data.length);
        Validator heap = new Validator(false);
        heap.accept(ByteBuffer.wrap(data));
        Validator direct = new Validator(false);
        ByteBuffer d = ByteBuffer.allocateDirect(data.length + 300);
        d.position(300);
        d.put(data).position(300);
        direct.accept(d.slice(300, 40_000));
        direct.accept(d.slice(40_300, data.length - 40_000));
        assertEquals(array.summary(), heap.summary());
        assertEquals(array.summary(), direct.summary());
    }

    @Test
    void partialRecordsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Validator(false).accept(new byte[150], 0, 150));
        assertThrows(IllegalArgumentException.class, () -> new Validator(false).accept(ByteBuffer.allocateDirect(50)));
    }
}

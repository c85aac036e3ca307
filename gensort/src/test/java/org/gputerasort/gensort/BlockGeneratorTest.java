package org.gputerasort.gensort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.util.zip.CRC32;

import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The output does not depend on the number of threads, whatever the count and the block boundaries. */
class BlockGeneratorTest {
    private record Output(byte[] bytes, UInt128 checksum) {
    }

    private static Output generate(UInt128 start, long count, RecordKind kind, boolean skew, int threads) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        UInt128 sum = new BlockGenerator(new GensortSpec(start, count, kind, skew, threads, true))
                .writeTo(Channels.newChannel(bytes));
        return new Output(bytes.toByteArray(), sum);
    }

    @ParameterizedTest(name = "{0} records from {1}, {2} skew={3}")
    @CsvSource({
        "0, 0, BINARY, false",
        "1, 0, BINARY, false",
        "9999, 5, BINARY, false",
        "10000, 0, ASCII, false",
        "25003, 4294967000, BINARY, true",
        "70001, 18446744073709500000, ASCII, true",
    })
    void anyThreadCountWritesTheSameBytesAsOneThread(long count, String start, RecordKind kind, boolean skew) throws IOException {
        UInt128 first = UInt128.parseDecimal(start);
        Output one = generate(first, count, kind, skew, 1);
        assertEquals(count * RecordFormat.RECORD_SIZE, one.bytes().length);
        for (int threads : new int[] {2, 3, 7}) {
            Output many = generate(first, count, kind, skew, threads);
            assertArrayEquals(one.bytes(), many.bytes(), threads + " threads");
            assertEquals(one.checksum(), many.checksum(), threads + " threads' checksum");
        }
        assertEquals(crcSum(one.bytes()), one.checksum(), "checksum is the sum of the records' CRC-32s");
    }

    @ParameterizedTest(name = "{0} records")
    @CsvSource({"1", "10000", "10001", "33333"})
    void blocksEqualOneRunOfTheRecordGenerator(int count) throws IOException {
        byte[] direct = new byte[count * RecordFormat.RECORD_SIZE];
        new RecordGenerator(RecordKind.BINARY, false).generate(UInt128.of(77), count, direct, 0);
        assertArrayEquals(direct, generate(UInt128.of(77), count, RecordKind.BINARY, false, 3).bytes());
    }

    private static UInt128 crcSum(byte[] records) {
        Checksum128 sum = new Checksum128();
        CRC32 crc = new CRC32();
        for (int p = 0; p < records.length; p += RecordFormat.RECORD_SIZE) {
            crc.reset();
            crc.update(records, p, RecordFormat.RECORD_SIZE);
            sum.addUnsigned(crc.getValue());
        }
        return sum.value();
    }
}

package org.gputerasort.gensort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.stream.Stream;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Any record can be generated on its own: the property that makes threads and -b partitions agree. */
class RecordGeneratorTest {
    private static final int RUN = 40;
    private static final BigInteger TWO_32 = BigInteger.ONE.shiftLeft(32);
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    static Stream<Arguments> startsAndLayouts() {
        BigInteger[] starts = {BigInteger.ZERO, BigInteger.valueOf(12_345), TWO_32.subtract(BigInteger.valueOf(17)),
            TWO_32.add(BigInteger.valueOf(5)), BigInteger.valueOf(1_000_000_000_000_000L),
            TWO_64.subtract(BigInteger.valueOf(RUN / 2)), TWO_64.add(BigInteger.valueOf(3)),
            TWO_64.shiftLeft(59).subtract(BigInteger.TEN), BigInteger.ONE.shiftLeft(124).add(BigInteger.ONE)};
        return Stream.of(starts).flatMap(s -> Stream.of(
                Arguments.of(s, RecordKind.BINARY, false), Arguments.of(s, RecordKind.BINARY, true),
                Arguments.of(s, RecordKind.ASCII, false), Arguments.of(s, RecordKind.ASCII, true)));
    }

    @ParameterizedTest(name = "start {0} {1} skew={2}")
    @MethodSource("startsAndLayouts")
    void recordGeneratedAloneEqualsTheSameRecordOfALongRun(BigInteger start, RecordKind kind, boolean skew) {
        RecordGenerator gen = new RecordGenerator(kind, skew);
        byte[] run = new byte[RUN * RecordFormat.RECORD_SIZE];
        gen.generate(UInt128.fromBigInteger(start), RUN, run, 0);

        for (int i = 0; i < RUN; i++) {
            byte[] alone = new byte[RecordFormat.RECORD_SIZE];
            new RecordGenerator(kind, skew).generate(UInt128.fromBigInteger(start.add(BigInteger.valueOf(i))), 1, alone, 0);
            byte[] fromRun = Arrays.copyOfRange(run, i * RecordFormat.RECORD_SIZE, (i + 1) * RecordFormat.RECORD_SIZE);
            assertArrayEquals(fromRun, alone, "record " + start.add(BigInteger.valueOf(i)));
        }
    }

    @ParameterizedTest(name = "start {0} {1} skew={2}")
    @MethodSource("startsAndLayouts")
    void directBufferAtAnOffsetHoldsTheSameBytesAsAnArray(BigInteger start, RecordKind kind, boolean skew) {
        byte[] array = new byte[RUN * RecordFormat.RECORD_SIZE];
        new RecordGenerator(kind, skew).generate(UInt128.fromBigInteger(start), RUN, array, 0);
        ByteBuffer direct = ByteBuffer.allocateDirect(array.length + 300);
        new RecordGenerator(kind, skew).generate(UInt128.fromBigInteger(start), RUN, direct, 300);
        byte[] copy = new byte[array.length];
        direct.get(300, copy);
        assertArrayEquals(array, copy);
    }

    static Stream<Arguments> asciiStarts() {
        return startsAndLayouts().filter(a -> a.get()[1] == RecordKind.ASCII);
    }

    @ParameterizedTest(name = "start {0} {1} skew={2}")
    @MethodSource("asciiStarts")
    void asciiRecordsArePrintableWithTheirNumberInHex(BigInteger start, RecordKind kind, boolean skew) {
        byte[] run = new byte[RUN * RecordFormat.RECORD_SIZE];
        new RecordGenerator(kind, skew).generate(UInt128.fromBigInteger(start), RUN, run, 0);
        for (int i = 0; i < RUN; i++) {
            int off = i * RecordFormat.RECORD_SIZE;
            for (int j = 0; j < 98; j++) {
                int c = run[off + j] & 0xFF;
                assertEquals(true, c >= ' ' && c <= '~', "printable byte " + j + " of record " + i);
            }
            String number = new String(run, off + 12, 32, java.nio.charset.StandardCharsets.US_ASCII);
            assertEquals(start.add(BigInteger.valueOf(i)), new BigInteger(number, 16));
            assertEquals('\r', run[off + 98]);
            assertEquals('\n', run[off + 99]);
        }
    }

    @org.junit.jupiter.api.Test
    void hexDigitsOfEveryNibbleAreUpperCase() {
        for (int v : new int[] {0, 1, 0x9, 0xA, 0xF, 0x10, 0x89ABCDEF, 0xFFFFFFFF, 0x01234567, 0x7FFFFFFF}) {
            ByteBuffer b = ByteBuffer.allocate(8).putLong(0, RecordGenerator.hex8(v));
            assertEquals(String.format("%08X", v), new String(b.array(), java.nio.charset.StandardCharsets.US_ASCII));
        }
    }
}

package org.gputerasort.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;

/** The checksum is the plain sum of the records' CRC-32s, mod 2^128, however it is accumulated. */
class Checksum128Test {
    @Test
    void equalsTheBigIntegerSumOfEachRecordsCrc32() {
        byte[] records = new byte[1000 * RecordFormat.RECORD_SIZE];
        new Random(3).nextBytes(records);
        BigInteger expected = BigInteger.ZERO;
        CRC32 crc = new CRC32();
        for (int p = 0; p < records.length; p += RecordFormat.RECORD_SIZE) {
            crc.reset();
            crc.update(records, p, RecordFormat.RECORD_SIZE);
            expected = expected.add(BigInteger.valueOf(crc.getValue()));
        }

        Checksum128 fromArray = new Checksum128();
        fromArray.addRecords(records, 0, records.length);
        Checksum128 fromBuffer = new Checksum128();
        ByteBuffer direct = ByteBuffer.allocateDirect(records.length).put(records).flip();
        fromBuffer.addRecords(direct);
        Checksum128 inParts = new Checksum128();
        Checksum128 part = new Checksum128();
        part.addRecords(records, 0, 300 * RecordFormat.RECORD_SIZE);
        inParts.add(part);
        part.reset();
        part.addRecords(records, 300 * RecordFormat.RECORD_SIZE, 700 * RecordFormat.RECORD_SIZE);
        inParts.add(part);

        assertEquals(expected, fromArray.value().toBigInteger());
        assertEquals(expected, fromBuffer.value().toBigInteger());
        assertEquals(0, direct.position(), "the buffer's position is left alone");
        assertEquals(expected, inParts.value().toBigInteger());
        assertEquals(expected.toString(16), fromArray.toString());
    }

    @Test
    void sumsCarryIntoTheHighWord() {
        Checksum128 sum = new Checksum128();
        sum.add(new UInt128(0, -1));
        sum.addUnsigned(0xFFFFFFFFL);
        assertEquals(BigInteger.ONE.shiftLeft(64).add(BigInteger.valueOf(0xFFFFFFFEL)), sum.value().toBigInteger());
    }
}

package org.gputerasort.valsort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.gputerasort.record.RecordFormat;
import org.junit.jupiter.api.Test;

class KeyOrderTest {
    @Test
    void foldingCaseEightBytesAtOnceFoldsEachByteLikeTheByteLoop() {
        Random random = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            long word = random.nextLong();
            long folded = KeyOrder.toLowerCase(word);
            for (int position = 0; position < 8; position++) {
                int b = (int) (word >>> (8 * position)) & 0xFF;
                int expected = b >= 'A' && b <= 'Z' ? b + 32 : b;
                assertEquals(expected, (int) (folded >>> (8 * position)) & 0xFF, Long.toHexString(word));
            }
        }
    }

    @Test
    void eachByteValueFoldsLikeTheByteLoop() {
        for (int b = 0; b < 256; b++) {
            for (int position = 0; position < 8; position++) {
                long word = (long) b << (8 * (7 - position));
                long folded = KeyOrder.toLowerCase(word);
                int got = (int) (folded >>> (8 * (7 - position))) & 0xFF;
                int expected = b >= 'A' && b <= 'Z' ? b + 32 : b;
                assertEquals(expected, got, "byte " + b + " at " + position);
                assertEquals(0, folded & ~(0xFFL << (8 * (7 - position))), "neighbours untouched");
            }
        }
    }

    @Test
    void normalizedNumbersOrderKeysAsTheByteComparison() {
        Random random = new Random(42);
        byte[] alphabet = "AaZz@[`{ \u007f\u0080\u00c1\u00e1Mm".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] a = new byte[RecordFormat.KEY_SIZE];
        byte[] b = new byte[RecordFormat.KEY_SIZE];
        for (int i = 0; i < 200_000; i++) {
            for (int k = 0; k < a.length; k++) {
                a[k] = alphabet[random.nextInt(alphabet.length)];
                b[k] = random.nextInt(4) == 0 ? alphabet[random.nextInt(alphabet.length)] : a[k];
            }
            for (KeyOrder order : KeyOrder.values()) {
                assertEquals(Integer.signum(order.compare(a, 0, b, 0)), Integer.signum(compareNormalized(order, a, b)),
                        order + " " + new String(a, java.nio.charset.StandardCharsets.ISO_8859_1) + " vs "
                                + new String(b, java.nio.charset.StandardCharsets.ISO_8859_1));
            }
        }
    }

    private static int compareNormalized(KeyOrder order, byte[] a, byte[] b) {
        int c = Long.compareUnsigned(order.normalizeHigh(high(a)), order.normalizeHigh(high(b)));
        return c != 0 ? c : Integer.compare(order.normalizeLow(low(a)), order.normalizeLow(low(b)));
    }

    private static long high(byte[] k) {
        return java.nio.ByteBuffer.wrap(k).getLong(0);
    }

    private static int low(byte[] k) {
        return Short.toUnsignedInt(java.nio.ByteBuffer.wrap(k).getShort(8));
    }
}

package org.gputerasort.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UInt128Test {
    private static final BigInteger MOD = BigInteger.ONE.shiftLeft(128);

    @ParameterizedTest
    @ValueSource(strings = {"0", "1", "4294967296", "9223372036854775807", "9223372036854775808", "18446744073709551615",
        "18446744073709551616", "340282366920938463463374607431768211455"})
    void decimalTextSurvivesParseAndPrint(String text) {
        UInt128 v = UInt128.parseDecimal(text);
        assertEquals(text, v.toString());
        assertEquals(new BigInteger(text), v.toBigInteger());
        assertEquals(new BigInteger(text).toString(16), v.toHex());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-1", "+1", "abc", "1e5", " 1", "0x10", "340282366920938463463374607431768211456"})
    void malformedOrTooLargeNumbersAreRejectedNamingTheText(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> UInt128.parseDecimal(text));
        assertTrue(e.getMessage().contains(text), e.getMessage());
    }

    @Test
    void leadingZerosAreAccepted() {
        assertEquals(UInt128.of(7), UInt128.parseDecimal("007"));
    }

    @Test
    void additionCarriesIntoTheHighWordAndWrapsAt2To128() {
        Random random = new Random(1);
        long[] edge = {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < 500; i++) {
            UInt128 a = i < 25 ? new UInt128(edge[i % 5], edge[i % 5]) : new UInt128(random.nextLong(), random.nextLong());
            UInt128 b = i < 25 ? new UInt128(0, edge[i / 5]) : new UInt128(random.nextLong(), random.nextLong());
            assertEquals(a.toBigInteger().add(b.toBigInteger()).mod(MOD), a.add(b).toBigInteger(), a + " + " + b);
            assertEquals(a.toBigInteger().subtract(b.toBigInteger()).mod(MOD), a.subtract(b).toBigInteger(), a + " - " + b);
        }
        assertEquals(new UInt128(1, 0), new UInt128(0, -1).add(1));
        assertEquals(UInt128.ZERO, new UInt128(-1, -1).add(UInt128.ONE));
    }

    @Test
    void ordersAsUnsigned() {
        assertTrue(new UInt128(0, -1).compareTo(new UInt128(1, 0)) < 0);
        assertTrue(new UInt128(-1, 0).compareTo(new UInt128(1, 0)) > 0);
        assertTrue(new UInt128(0, -1).compareTo(new UInt128(0, 1)) > 0);
    }
}

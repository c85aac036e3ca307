package org.gputerasort.gensort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;

import org.gputerasort.record.UInt128;
import org.junit.jupiter.api.Test;

/** Skip-ahead agrees with stepping, and with the algebra of an affine map mod 2^128. */
class Lcg128Test {
    private static final BigInteger MOD = BigInteger.ONE.shiftLeft(128);
    private static final BigInteger A = new UInt128(Lcg128.A_HI, Lcg128.A_LO).toBigInteger();
    private static final BigInteger C = new UInt128(Lcg128.C_HI, Lcg128.C_LO).toBigInteger();

    private static BigInteger valueAt(BigInteger n) {
        long[] v = new long[2];
        Lcg128.valueAt(UInt128.fromBigInteger(n), v);
        return new UInt128(v[0], v[1]).toBigInteger();
    }

    @Test
    void skipAheadEqualsSteppingFromZero() {
        BigInteger x = BigInteger.ZERO;
        for (int n = 0; n < 300; n++) {
            assertEquals(x, valueAt(BigInteger.valueOf(n)), "R(" + n + ")");
            x = A.multiply(x).add(C).mod(MOD);
        }
    }

    /** f^b is x -> A^b x + R(b), so R(a + b) = A^b R(a) + R(b) mod 2^128 for any a, b. */
    @Test
    void skipsComposeLikeAffineMaps() {
        Random random = new Random(42);
        for (int i = 0; i < 200; i++) {
            BigInteger a = new BigInteger(1 + random.nextInt(127), random);
            BigInteger b = new BigInteger(1 + random.nextInt(127), random);
            BigInteger expected = A.modPow(b, MOD).multiply(valueAt(a)).add(valueAt(b)).mod(MOD);
            assertEquals(expected, valueAt(a.add(b).mod(MOD)), "R(" + a + " + " + b + ")");
        }
    }

    @Test
    void fillEqualsSkipAheadAtEveryIndexAcrossTwoToThe64() {
        BigInteger first = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.valueOf(100));
        int count = 300; // more than one internal chunk
        long[] hi = new long[count];
        long[] lo = new long[count];
        Lcg128.fill(UInt128.fromBigInteger(first), hi, lo, count);
        for (int i = 0; i < count; i++) {
            assertEquals(valueAt(first.add(BigInteger.valueOf(i))), new UInt128(hi[i], lo[i]).toBigInteger(), "index " + i);
        }
    }

    @Test
    void unsignedHighProductMatchesBigInteger() {
        Random random = new Random(7);
        long[] edge = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, Lcg128.A_LO};
        for (int i = 0; i < 1000; i++) {
            long x = i < 36 ? edge[i % 6] : random.nextLong();
            long y = i < 36 ? edge[i / 6] : random.nextLong();
            BigInteger p = new BigInteger(Long.toUnsignedString(x)).multiply(new BigInteger(Long.toUnsignedString(y)));
            assertEquals(p.shiftRight(64).longValue(), Lcg128.mulHiUnsigned(x, y), x + " * " + y);
        }
    }
}

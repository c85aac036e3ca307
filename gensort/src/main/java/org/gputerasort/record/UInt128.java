package org.gputerasort.record;

import java.math.BigInteger;

/**
 * An unsigned 128-bit integer, the number type of the SortBenchmark: record
 * numbers, counts and checksums are all u128 in the reference tools, so that
 * no file size can overflow them.
 */
public record UInt128(long hi, long lo) implements Comparable<UInt128> {
    public static final UInt128 ZERO = new UInt128(0, 0);
    public static final UInt128 ONE = new UInt128(0, 1);
    private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);

    public static UInt128 of(long unsignedLo) {
        return new UInt128(0, unsignedLo);
    }

    /**
     * Parses a decimal u128 strictly: digits only, no sign, no overflow.
     *
     * @throws NumberFormatException naming the bad text
     */
    public static UInt128 parseDecimal(String text) {
        if (text == null || text.isEmpty() || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NumberFormatException("not a non-negative decimal integer: '" + text + "'");
        }
        BigInteger v = new BigInteger(text);
        if (v.bitLength() > 128) {
            throw new NumberFormatException("larger than 2^128-1: " + text);
        }
        return fromBigInteger(v);
    }

    public static UInt128 fromBigInteger(BigInteger v) {
        BigInteger m = v.mod(TWO_128);
        return new UInt128(m.shiftRight(64).longValue(), m.longValue());
    }

    public BigInteger toBigInteger() {
        return new BigInteger(Long.toUnsignedString(hi)).shiftLeft(64).add(new BigInteger(Long.toUnsignedString(lo)));
    }

    public UInt128 add(UInt128 o) {
        long l = lo + o.lo;
        long carry = Long.compareUnsigned(l, lo) < 0 ? 1 : 0;
        return new UInt128(hi + o.hi + carry, l);
    }

    public UInt128 add(long unsignedLo) {
        return add(new UInt128(0, unsignedLo));
    }

    public UInt128 subtract(UInt128 o) {
        long l = lo - o.lo;
        long borrow = Long.compareUnsigned(lo, o.lo) < 0 ? 1 : 0;
        return new UInt128(hi - o.hi - borrow, l);
    }

    public boolean isZero() {
        return hi == 0 && lo == 0;
    }

    /** True when the value fits a non-negative {@code long}. */
    public boolean fitsLong() {
        return hi == 0 && lo >= 0;
    }

    /** Lowercase hex without leading zeros, as gensort -c and valsort print checksums. */
    public String toHex() {
        return hi == 0 ? Long.toHexString(lo) : Long.toHexString(hi) + String.format("%016x", lo);
    }

    @Override
    public int compareTo(UInt128 o) {
        int c = Long.compareUnsigned(hi, o.hi);
        return c != 0 ? c : Long.compareUnsigned(lo, o.lo);
    }

    /** Decimal, as the reference tools print counts. */
    @Override
    public String toString() {
        return hi == 0 ? Long.toUnsignedString(lo) : toBigInteger().toString();
    }
}

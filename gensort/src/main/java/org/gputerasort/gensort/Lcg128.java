package org.gputerasort.gensort;

import org.gputerasort.record.UInt128;

/**
 * The 128-bit linear congruential generator of gensort, f(x) = a*x + c mod
 * 2^128, with O(log n) skip-ahead: f^n is affine too, and the pairs for
 * n = 2^i are precomputed by squaring, so any record number is reached
 * without replaying the sequence (a 100 TB file starts its last block at
 * once).
 */
public final class Lcg128 {
    static final long A_HI = 0x2360ed051fc65da4L;
    static final long A_LO = 0x4385df649fccf645L;
    static final long C_HI = 0x4a696d4772617952L;
    static final long C_LO = 0x4950202020202001L;

    /** f^(2^i)(x) = POW_A[i]*x + POW_C[i]. */
    private static final long[] POW_A_HI = new long[128];
    private static final long[] POW_A_LO = new long[128];
    private static final long[] POW_C_HI = new long[128];
    private static final long[] POW_C_LO = new long[128];

    static {
        long aHi = A_HI, aLo = A_LO, cHi = C_HI, cLo = C_LO;
        for (int i = 0; i < 128; i++) {
            POW_A_HI[i] = aHi;
            POW_A_LO[i] = aLo;
            POW_C_HI[i] = cHi;
            POW_C_LO[i] = cLo;
            // C_2m = A_m*C_m + C_m, A_2m = A_m^2
            long mLo = aLo * cLo;
            long mHi = mulHiUnsigned(aLo, cLo) + aLo * cHi + aHi * cLo;
            long nLo = mLo + cLo;
            long nHi = mHi + cHi + (Long.compareUnsigned(nLo, mLo) < 0 ? 1 : 0);
            long sqHi = mulHiUnsigned(aLo, aLo) + 2 * aLo * aHi;
            aLo = aLo * aLo;
            aHi = sqHi;
            cLo = nLo;
            cHi = nHi;
        }
    }

    private Lcg128() {
    }

    /** The upper 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh is Java 18+). */
    static long mulHiUnsigned(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    /**
     * R(n) = f^n(0), written to {@code out[0]} (hi8) and {@code out[1]} (lo8).
     */
    public static void valueAt(UInt128 n, long[] out) {
        long aHi = 0, aLo = 1, cHi = 0, cLo = 0; // identity
        for (int i = 0; i < 128; i++) {
            long word = i < 64 ? n.lo() : n.hi();
            if (((word >>> (i & 63)) & 1) == 0) {
                continue;
            }
            // g(x) = P_a*(A*x + C) + P_c
            long pHi = POW_A_HI[i], pLo = POW_A_LO[i];
            long nALo = pLo * aLo;
            long nAHi = mulHiUnsigned(pLo, aLo) + pLo * aHi + pHi * aLo;
            long mLo = pLo * cLo;
            long mHi = mulHiUnsigned(pLo, cLo) + pLo * cHi + pHi * cLo;
            long sLo = mLo + POW_C_LO[i];
            long sHi = mHi + POW_C_HI[i] + (Long.compareUnsigned(sLo, mLo) < 0 ? 1 : 0);
            aHi = nAHi;
            aLo = nALo;
            cHi = sHi;
            cLo = sLo;
        }
        out[0] = cHi;
        out[1] = cLo;
    }

    /**
     * Fills {@code hi[0..count)}, {@code lo[0..count)} with R(first), R(first+1), ...
     */
    public static void fill(UInt128 first, long[] hi, long[] lo, int count) {
        if (count == 0) {
            return;
        }
        long[] v = new long[2];
        valueAt(first, v);
        hi[0] = v[0];
        lo[0] = v[1];
        for (int from = 1; from < count; from += STEP_CHUNK) {
            step(hi, lo, from, Math.min(count, from + STEP_CHUNK));
        }
    }

    /**
     * Values per call of {@link #step}: short calls get the loop compiled after
     * a few hundred calls, where one long interpreted loop waits for tens of
     * thousands of iterations (on-stack replacement) at about a microsecond
     * each, measured as 60 ms at the start of every run.
     */
    private static final int STEP_CHUNK = 64;

    /** {@code [from, to)} from the value at {@code from - 1}, one generator step each. */
    private static void step(long[] hi, long[] lo, int from, int to) {
        long xHi = hi[from - 1];
        long xLo = lo[from - 1];
        for (int i = from; i < to; i++) {
            long pLo = A_LO * xLo;
            long pHi = mulHiUnsigned(A_LO, xLo) + A_LO * xHi + A_HI * xLo;
            xLo = pLo + C_LO;
            xHi = pHi + C_HI + (Long.compareUnsigned(xLo, pLo) < 0 ? 1 : 0);
            hi[i] = xHi;
            lo[i] = xLo;
        }
    }
}

package org.gputerasort.gensort;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;

/**
 * Writes gensort 1.5 records byte for byte. Record r is built from the ten
 * generator values R(r+1) .. R(r+10), a sliding window: consecutive records
 * share nine values, so a block of n records needs only n + 9 generator
 * steps after one skip-ahead. One instance per thread (it keeps scratch
 * arrays); any block can be generated independently of the others, which is
 * what makes multi-threaded output identical to one thread's.
 */
public final class RecordGenerator {
    private static final VarHandle LONG_BE = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT_BE = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_BE = MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final int WINDOW = 10;
    /** XOR masks of record fields 1..9: hi8 (Mk) and the top 16 bits of lo8 (Lk); constants so the JIT folds them. */
    private static final long M1 = 0xF0E8E4E2E1D8D4D2L, M2 = 0xCAC9C6C5C3B8B4B2L, M3 = 0xAAA9A6A5A39C9A99L,
        M4 = 0x938E8D8B87787472L, M5 = 0x6A696665635C5A59L, M6 = 0x534E4D4B473C3A39L, M7 = 0x332E2D2B271E1D1BL,
        M8 = 0xC8C4C2C198949291L, M9 = 0x170F332E2D2B271EL;
    private static final long L1 = 0xD1CC, L2 = 0xB1AC, L3 = 0x9695, L4 = 0x716C, L5 = 0x5655, L6 = 0x3635,
        L7 = 0x170F, L8 = 0x8CE0, L9 = 0x1D1B;
    private static final short TWO_SPACES = 0x2020;
    private static final short CR_LF = 0x0D0A;
    /** Each hex digit written four times, as the ASCII record's filler. */
    private static final int[] HEX_X4 = new int[16];

    static {
        for (int d = 0; d < 16; d++) {
            HEX_X4[d] = "0123456789ABCDEF".charAt(d) * 0x01010101;
        }
    }

    private final RecordKind kind;
    private final boolean skew;
    private long[] hi = new long[0];
    private long[] lo = new long[0];

    public RecordGenerator(RecordKind kind, boolean skew) {
        this.kind = kind;
        this.skew = skew;
    }

    /**
     * Writes records {@code first .. first + count - 1} into {@code out} from {@code off}.
     */
    public void generate(UInt128 first, int count, byte[] out, int off) {
        generate(first, count, ByteBuffer.wrap(out), off);
    }

    /**
     * Writes records {@code first .. first + count - 1} into {@code out} from
     * absolute index {@code off}, leaving its position and limit alone. A
     * direct buffer goes to a channel without the copy that the JDK makes of
     * a heap array on every write (1 MB a block, measured 0.2 s of 2 GB).
     */
    public void generate(UInt128 first, int count, ByteBuffer out, int off) {
        if (count <= 0) {
            return;
        }
        int values = count + WINDOW - 1;
        if (hi.length < values) {
            hi = new long[values];
            lo = new long[values];
        }
        Lcg128.fill(first.add(1), hi, lo, values);
        // One loop per layout, without per-record branches: the loops are hot enough to be the whole profile.
        if (kind == RecordKind.BINARY) {
            binary(hi, lo, count, out, off);
            if (skew) {
                skewBinary(first.hi(), first.lo(), lo, count, out, off);
            }
        } else {
            ascii(hi, lo, first.hi(), first.lo(), count, out, off);
            if (skew) {
                skewAscii(first.hi(), first.lo(), lo, count, out, off);
            }
        }
    }

    /**
     * Field k of a binary record is the top 80 bits of R(r+1+k), XOR a mask
     * for k > 0. Four 10-byte fields are five 8-byte words, so a record is
     * assembled in registers and stored as twelve longs and an int rather
     * than twenty unaligned 8- and 2-byte stores: measured 19 ns instead of
     * 37 ns a record on the 2-core dev box (AMD EPYC, JDK 17).
     */
    private static void binary(long[] hi, long[] lo, int count, ByteBuffer out, int off) {
        for (int i = 0; i < count; i++, off += RecordFormat.RECORD_SIZE) {
            binaryRecord(hi, lo, i, out, off);
        }
    }

    /**
     * One record per call, not the whole loop in one method: the JIT compiles
     * a method after a few hundred calls but an interpreted loop only after
     * tens of thousands of iterations (on-stack replacement), and interpreted
     * VarHandle stores cost microseconds. Measured: the first 100,000 records
     * took 300 ms as one loop, 40 ms this way. Split in two so that each half
     * stays under the JIT's inlining limit (325 bytes of bytecode) and the hot
     * loop is one compiled body.
     */
    private static void binaryRecord(long[] hi, long[] lo, int i, ByteBuffer out, int off) {
        firstFiveFields(hi, lo, i, out, off);
        lastFiveFields(hi, lo, i, out, off);
    }

    /** Bytes 0..47: fields 0..3 and the first 8 bytes of field 4. */
    private static void firstFiveFields(long[] hi, long[] lo, int i, ByteBuffer out, int off) {
        long h0 = hi[i];
        long h1 = hi[i + 1] ^ M1;
        long h2 = hi[i + 2] ^ M2;
        long h3 = hi[i + 3] ^ M3;
        long l0 = lo[i] >>> 48;
        long l1 = (lo[i + 1] >>> 48) ^ L1;
        long l2 = (lo[i + 2] >>> 48) ^ L2;
        long l3 = (lo[i + 3] >>> 48) ^ L3;
        LONG_BE.set(out, off, h0);
        LONG_BE.set(out, off + 8, l0 << 48 | h1 >>> 16);
        LONG_BE.set(out, off + 16, h1 << 48 | l1 << 32 | h2 >>> 32);
        LONG_BE.set(out, off + 24, h2 << 32 | l2 << 16 | h3 >>> 48);
        LONG_BE.set(out, off + 32, h3 << 16 | l3);
        LONG_BE.set(out, off + 40, hi[i + 4] ^ M4);
    }

    /** Bytes 48..99: the last 2 bytes of field 4 and fields 5..9. */
    private static void lastFiveFields(long[] hi, long[] lo, int i, ByteBuffer out, int off) {
        long h5 = hi[i + 5] ^ M5;
        long h6 = hi[i + 6] ^ M6;
        long h7 = hi[i + 7] ^ M7;
        long h8 = hi[i + 8] ^ M8;
        long h9 = hi[i + 9] ^ M9;
        long l4 = (lo[i + 4] >>> 48) ^ L4;
        long l5 = (lo[i + 5] >>> 48) ^ L5;
        long l6 = (lo[i + 6] >>> 48) ^ L6;
        long l7 = (lo[i + 7] >>> 48) ^ L7;
        long l8 = (lo[i + 8] >>> 48) ^ L8;
        long l9 = (lo[i + 9] >>> 48) ^ L9;
        LONG_BE.set(out, off + 48, l4 << 48 | h5 >>> 16);
        LONG_BE.set(out, off + 56, h5 << 48 | l5 << 32 | h6 >>> 32);
        LONG_BE.set(out, off + 64, h6 << 32 | l6 << 16 | h7 >>> 48);
        LONG_BE.set(out, off + 72, h7 << 16 | l7);
        LONG_BE.set(out, off + 80, h8);
        LONG_BE.set(out, off + 88, l8 << 48 | h9 >>> 16);
        INT_BE.set(out, off + 96, (int) (h9 << 16 | l9));
    }

    /** Overwrites the top n bits of each key (n from R(r+1), 1..48) with the skew table entry of r. */
    private static void skewBinary(long rHi, long rLo, long[] lo, int count, ByteBuffer out, int off) {
        for (int i = 0; i < count; i++, off += RecordFormat.RECORD_SIZE) {
            int n = (int) ((lo[i] >>> 32) & 0x3F);
            if (n <= 48 && n != 0) {
                long entry = SkewTables.BINARY[SkewTables.skewIndex(rHi, rLo)] << 16;
                long mask = -1L << (64 - n);
                long key = (long) LONG_BE.get(out, off);
                LONG_BE.set(out, off, (key & ~mask) | (entry & mask));
            }
            rLo++;
            if (rLo == 0) {
                rHi++;
            }
        }
    }

    /** Overwrites the first n bytes of each key (n from R(r+1), 0..6) with the skew table entry of r. */
    private static void skewAscii(long rHi, long rLo, long[] lo, int count, ByteBuffer out, int off) {
        for (int i = 0; i < count; i++, off += RecordFormat.RECORD_SIZE) {
            int n = (int) ((lo[i] >>> 32) & 7);
            if (n <= 6) {
                long entry = SkewTables.ASCII[SkewTables.skewIndex(rHi, rLo)];
                for (int j = 0; j < n; j++) {
                    out.put(off + j, (byte) (entry >>> (40 - 8 * j)));
                }
            }
            rLo++;
            if (rLo == 0) {
                rHi++;
            }
        }
    }

    /**
     * ASCII record: a 10-character base-95 key from R(r+1), two spaces, the
     * record number in 32 hex digits, two spaces, 13 hex digits of R(r+1)'s
     * low word each written four times, CR LF. Hex goes eight digits to a
     * long store rather than byte by byte.
     */
    private static void ascii(long[] hi, long[] lo, long rHi, long rLo, int count, ByteBuffer out, int off) {
        long hexHi = hex8((int) (rHi >>> 32));
        long hexMid = hex8((int) rHi);
        for (int i = 0; i < count; i++, off += RecordFormat.RECORD_SIZE) {
            long x0Hi = hi[i];
            long x0Lo = lo[i];
            long h = x0Hi;
            out.put(off, (byte) (' ' + Long.remainderUnsigned(h, 95)));
            h = Long.divideUnsigned(h, 95);
            for (int j = 1; j < 8; j++) {
                out.put(off + j, (byte) (' ' + h % 95));
                h /= 95;
            }
            out.put(off + 8, (byte) (' ' + Long.remainderUnsigned(x0Lo, 95)));
            out.put(off + 9, (byte) (' ' + Long.divideUnsigned(x0Lo, 95) % 95));
            SHORT_BE.set(out, off + 10, TWO_SPACES);
            LONG_BE.set(out, off + 12, hexHi);
            LONG_BE.set(out, off + 20, hexMid);
            LONG_BE.set(out, off + 28, hex8((int) (rLo >>> 32)));
            LONG_BE.set(out, off + 36, hex8((int) rLo));
            SHORT_BE.set(out, off + 44, TWO_SPACES);
            for (int g = 0; g < 13; g++) {
                INT_BE.set(out, off + 46 + 4 * g, HEX_X4[(int) (x0Lo >>> (48 - 4 * g)) & 0xF]);
            }
            SHORT_BE.set(out, off + 98, CR_LF);
            rLo++;
            if (rLo == 0) {
                rHi++;
                hexHi = hex8((int) (rHi >>> 32));
                hexMid = hex8((int) rHi);
            }
        }
    }

    /** Eight upper-case hex digits of {@code v}, most significant first, as a big-endian long. */
    static long hex8(int v) {
        long x = v & 0xFFFFFFFFL;
        x = ((x & 0xFFFF0000L) << 16) | (x & 0xFFFFL);
        x = ((x & 0x0000FF000000FF00L) << 8) | (x & 0x000000FF000000FFL);
        x = ((x & 0x00F000F000F000F0L) << 4) | (x & 0x000F000F000F000FL);
        long letters = ((x + 0x0606060606060606L) >>> 4) & 0x0101010101010101L;
        return x + 0x3030303030303030L + letters * 7;
    }
}

package org.gputerasort.gensort;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
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
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final int WINDOW = 10;
    /** XOR masks of record fields 1..9: hi8 and the top 16 bits of lo8. */
    private static final long[] MASK_HI = {0, 0xF0E8E4E2E1D8D4D2L, 0xCAC9C6C5C3B8B4B2L, 0xAAA9A6A5A39C9A99L,
        0x938E8D8B87787472L, 0x6A696665635C5A59L, 0x534E4D4B473C3A39L, 0x332E2D2B271E1D1BL,
        0xC8C4C2C198949291L, 0x170F332E2D2B271EL};
    private static final short[] MASK_LO16 = {0, (short) 0xD1CC, (short) 0xB1AC, (short) 0x9695, (short) 0x716C,
        (short) 0x5655, (short) 0x3635, (short) 0x170F, (short) 0x8CE0, (short) 0x1D1B};
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

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
        if (count <= 0) {
            return;
        }
        int values = count + WINDOW - 1;
        if (hi.length < values) {
            hi = new long[values];
            lo = new long[values];
        }
        Lcg128.fill(first.add(1), hi, lo, values);
        long rHi = first.hi();
        long rLo = first.lo();
        for (int i = 0; i < count; i++, off += RecordFormat.RECORD_SIZE) {
            if (kind == RecordKind.BINARY) {
                binary(i, out, off);
                if (skew) {
                    skewBinary(rHi, rLo, lo[i], out, off);
                }
            } else {
                ascii(hi[i], lo[i], rHi, rLo, out, off);
                if (skew) {
                    skewAscii(rHi, rLo, lo[i], out, off);
                }
            }
            rLo++;
            if (rLo == 0) {
                rHi++;
            }
        }
    }

    private void binary(int i, byte[] out, int off) {
        LONG_BE.set(out, off, hi[i]);
        SHORT_BE.set(out, off + 8, (short) (lo[i] >>> 48));
        for (int k = 1; k < WINDOW; k++) {
            int p = off + 10 * k;
            LONG_BE.set(out, p, hi[i + k] ^ MASK_HI[k]);
            SHORT_BE.set(out, p + 8, (short) ((short) (lo[i + k] >>> 48) ^ MASK_LO16[k]));
        }
    }

    private static void skewBinary(long rHi, long rLo, long x0Lo, byte[] out, int off) {
        int n = (int) ((x0Lo >>> 32) & 0x3F);
        if (n > 48 || n == 0) {
            return;
        }
        long entry = SkewTables.BINARY[SkewTables.skewIndex(rHi, rLo)] << 16;
        long mask = -1L << (64 - n);
        long key = (long) LONG_BE.get(out, off);
        LONG_BE.set(out, off, (key & ~mask) | (entry & mask));
    }

    private static void skewAscii(long rHi, long rLo, long x0Lo, byte[] out, int off) {
        int n = (int) ((x0Lo >>> 32) & 7);
        if (n > 6) {
            return;
        }
        long entry = SkewTables.ASCII[SkewTables.skewIndex(rHi, rLo)];
        for (int j = 0; j < n; j++) {
            out[off + j] = (byte) (entry >>> (40 - 8 * j));
        }
    }

    private static void ascii(long x0Hi, long x0Lo, long rHi, long rLo, byte[] out, int off) {
        long h = x0Hi;
        out[off] = (byte) (' ' + Long.remainderUnsigned(h, 95));
        h = Long.divideUnsigned(h, 95);
        for (int i = 1; i < 8; i++) {
            out[off + i] = (byte) (' ' + h % 95);
            h /= 95;
        }
        out[off + 8] = (byte) (' ' + Long.remainderUnsigned(x0Lo, 95));
        out[off + 9] = (byte) (' ' + Long.divideUnsigned(x0Lo, 95) % 95);
        out[off + 10] = ' ';
        out[off + 11] = ' ';
        for (int i = 0; i < 16; i++) {
            out[off + 12 + i] = HEX[(int) (rHi >>> (60 - 4 * i)) & 0xF];
            out[off + 28 + i] = HEX[(int) (rLo >>> (60 - 4 * i)) & 0xF];
        }
        out[off + 44] = ' ';
        out[off + 45] = ' ';
        for (int g = 0; g < 13; g++) {
            byte c = HEX[(int) (x0Lo >>> (48 - 4 * g)) & 0xF];
            int p = off + 46 + 4 * g;
            out[p] = c;
            out[p + 1] = c;
            out[p + 2] = c;
            out[p + 3] = c;
        }
        out[off + 98] = '\r';
        out[off + 99] = '\n';
    }
}

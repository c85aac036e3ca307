package org.gputerasort.sort.keys;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.gputerasort.record.RecordFormat;

/**
 * The packed-key format of the key sorters: for record i of a run,
 * {@code hi = key[0..8)} as an unsigned big-endian long and
 * {@code lo = key[8..10) << 48 | i}. Comparing (hi, lo) as unsigned 128-bit
 * numbers is key order with ties broken by index, so any correct sort of the
 * packed pairs is a stable record sort, and the index is recovered from lo.
 */
public final class PackedKeys {
    /** Index bits in lo: runs of up to 2^48 records. */
    public static final int INDEX_BITS = 48;
    public static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    private static final VarHandle LONG_BE = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_BE = MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle ARR_LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle ARR_SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

    private PackedKeys() {
    }

    /**
     * Packs records {@code from .. to} of {@code records} (absolute positions,
     * record i at byte {@code i * 100}) into {@code packed[2i], packed[2i+1]}.
     */
    public static void pack(ByteBuffer records, int from, int to, long[] packed) {
        for (int i = from; i < to; i++) {
            int off = i * RecordFormat.RECORD_SIZE;
            packed[2 * i] = (long) LONG_BE.get(records, off);
            packed[2 * i + 1] = ((long) ((short) SHORT_BE.get(records, off + 8) & 0xFFFF) << INDEX_BITS) | i;
        }
    }

    /** Packs one key at {@code buf[off]} with index {@code i} into {@code packed[2 * slot]}. */
    public static void pack(byte[] buf, int off, long i, long[] packed, int slot) {
        packed[2 * slot] = (long) ARR_LONG_BE.get(buf, off);
        packed[2 * slot + 1] = ((long) ((short) ARR_SHORT_BE.get(buf, off + 8) & 0xFFFF) << INDEX_BITS) | i;
    }

    /** The record index of a packed lo word. */
    public static int index(long lo) {
        return (int) (lo & INDEX_MASK);
    }

    /** Unsigned 128-bit comparison of two packed pairs. */
    public static int compare(long hiA, long loA, long hiB, long loB) {
        int c = Long.compareUnsigned(hiA, hiB);
        return c != 0 ? c : Long.compareUnsigned(loA, loB);
    }
}

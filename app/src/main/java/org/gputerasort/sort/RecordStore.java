package org.gputerasort.sort;

import java.io.IOException;

import org.gputerasort.io.InputFiles;
import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.sort.keys.PackedKeys;

/**
 * The records of one run (or of the whole input, in one pass) held in memory
 * as fixed-size chunks, since a Java array stops at 2 GB and a run may be
 * tens of GB. Allocated once per run buffer and reused for every run.
 */
public final class RecordStore {
    private static final int R = RecordFormat.RECORD_SIZE;

    private final int shift;
    private final int mask;
    private final byte[][] chunks;
    private final int capacity;
    private int size;

    /**
     * A store for {@code capacityRecords}, allocating the chunks on the workers: the JVM zeroes a new
     * array on the allocating thread, about 1 s for 2 GB on one core (measured on the 16-core GPU machine).
     */
    public RecordStore(int capacityRecords, Workers workers) {
        this.capacity = capacityRecords;
        // 2^20 records (100 MB) per chunk, or less for small runs
        int s = 20;
        while (s > 10 && (1 << (s - 1)) >= capacityRecords) {
            s--;
        }
        this.shift = s;
        this.mask = (1 << s) - 1;
        int n = (int) (((long) capacityRecords + mask) >>> s);
        chunks = new byte[Math.max(1, n)][];
        if (chunks.length == 1) {
            for (int i = 0; i < chunks.length; i++) {
                chunks[i] = newChunk(i);
            }
        } else {
            try {
                workers.forEachSlice(chunks.length, Math.min(workers.threads(), chunks.length), (t, from, to) -> {
                    for (long i = from; i < to; i++) {
                        chunks[(int) i] = newChunk((int) i);
                    }
                });
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private byte[] newChunk(int i) {
        long left = (long) capacity - ((long) i << shift);
        return new byte[(int) Math.min(1 << shift, Math.max(left, 1)) * R];
    }

    public int capacity() {
        return capacity;
    }

    public int size() {
        return size;
    }

    /** Bytes this store holds on the heap. */
    public static long bytesFor(long records) {
        return records * R;
    }

    /** Packs the keys of records [from, to) with their indices (see {@link PackedKeys}). */
    public void pack(long[] packed, int from, int to) {
        for (int i = from; i < to; i++) {
            PackedKeys.pack(chunks[i >>> shift], (i & mask) * R, i, packed, i);
        }
    }

    /** Copies the records named by sorted pairs [from, to) into {@code out} from index 0, in that order. */
    public void gather(long[] sorted, int from, int to, java.nio.ByteBuffer out) {
        int o = 0;
        for (int j = from; j < to; j++, o += R) {
            int i = PackedKeys.index(sorted[2 * j + 1]);
            out.put(o, chunks[i >>> shift], (i & mask) * R, R);
        }
    }

    /**
     * Reads records [first, first + count) of the input into slots [slot, slot + count)
     * in pieces, adding each piece's checksum and packing its keys while it is
     * still in cache (one pass over the memory instead of three).
     */
    public void readPackAndSum(InputFiles in, long first, int slot, int count, long[] packed, Checksum128 sum)
            throws IOException {
        final int piece = 1 << 15; // 32768 records = 3.2 MB: stays in cache between read and use
        for (int done = 0; done < count; ) {
            int i = slot + done;
            int n = Math.min(Math.min(count - done, piece), (1 << shift) - (i & mask));
            byte[] ch = chunks[i >>> shift];
            int off = (i & mask) * R;
            in.read(first + done, ch, off, n);
            sum.addRecords(ch, off, n * R);
            if (packed != null) {
                pack(packed, i, i + n);
            }
            done += n;
        }
    }

    /** Marks the store as holding {@code count} records (after parallel reads into it). */
    public void setSize(int count) {
        if (count > capacity) {
            throw new IllegalArgumentException("run of " + count + " records exceeds buffer of " + capacity);
        }
        size = count;
    }
}

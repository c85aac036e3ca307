package org.gputerasort.gpu;

/**
 * The host-side arithmetic of the hybrid sort, kept apart from the driver
 * calls so that it can be tested without a GPU: the constants shared with
 * {@code hybrid_sort.cu}, the layout of the segment records, the capacities
 * of every work list and the partition blocks of a level.
 *
 * <p>Capacities follow from the planner's rules: every segment of a level
 * other than the first is larger than a tile and the segments are disjoint,
 * so a level has at most {@code n / tile + 1} of them; greedy packing puts
 * at most {@code 3 size / tile + 1} tiles out of a segment, so a level has at
 * most {@code 4 n / tile + 1} tiles. The kernels still check every append
 * against the capacity and raise an overflow flag that the host turns into an
 * error rather than writing out of bounds.
 */
public final class HybridSortPlan {
    /** Digit width of a partition pass; 256 buckets. */
    public static final int RADIX_BITS = 8;
    public static final int RADIX = 1 << RADIX_BITS;
    /** Pairs per partition block (256 threads x 8), as in the .cu file. */
    public static final int PART_BLOCK = 2048;
    public static final int PART_THREADS = 256;
    /** Entries per block of the counts scan (256 threads x 16). */
    public static final int SCAN_TILE = 4096;
    public static final int MAX_SHIFT = 120;
    /** Bytes of one packed pair on the device. */
    public static final int PAIR_BYTES = 16;

    /** Segment record: 8 ints, the layout of struct Seg. */
    public static final int SEG_INTS = 8;
    public static final int SEG_START = 0;
    public static final int SEG_SIZE = 1;
    public static final int SEG_FIRST_BLOCK = 2;
    public static final int SEG_NBLOCKS = 3;
    public static final int SEG_SHIFT = 4;
    public static final int SEG_BUF = 5;
    public static final int SEG_ACTION = 6;
    /** Tile record: 4 ints, the layout of struct Tile. */
    public static final int TILE_INTS = 4;

    public static final int ACTION_DONE = 0;
    public static final int ACTION_COPY = 1;
    public static final int ACTION_SKIP = 2;
    public static final int ACTION_SCATTER = 3;

    /** The bitonic tile sizes that have a kernel. */
    public static final int[] TILE_SIZES = {2048, 4096};

    private final long n;
    private final int tile;

    public HybridSortPlan(long n, int tile) {
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("pair count must be in [0, 2^31); got " + n);
        }
        if (tile != 2048 && tile != 4096) {
            throw new IllegalArgumentException("tile must be 2048 or 4096; got " + tile);
        }
        this.n = n;
        this.tile = tile;
    }

    /** The largest run of pairs these capacities hold. */
    public long pairs() {
        return n;
    }

    public int tile() {
        return tile;
    }

    /** Threads of a bitonic CTA: 8 pairs per thread. */
    public int tileThreads() {
        return tile / 8;
    }

    /** Dynamic shared memory of a bitonic CTA: the tile padded by one pair every 8. */
    public int tileSharedBytes() {
        return (tile + tile / 8) * PAIR_BYTES;
    }

    public int segCapacity() {
        return (int) (n / tile + 1024);
    }

    public int tileCapacity() {
        return (int) (6 * n / tile + 1024);
    }

    public int blockCapacity() {
        return (int) (n / PART_BLOCK + segCapacity() + 1);
    }

    /** One count per digit per block, plus the grand total at the end. */
    public long countsCapacity() {
        return (long) RADIX * blockCapacity() + 1;
    }

    public int scanSumsCapacity() {
        return (int) ((countsCapacity() + SCAN_TILE - 1) / SCAN_TILE);
    }

    /** Device bytes for the two pair buffers and every work list. */
    public long deviceBytes() {
        return 2 * n * PAIR_BYTES
                + 4 * countsCapacity()
                + (long) blockCapacity() * (2 * PAIR_BYTES + 4)
                + 4L * scanSumsCapacity()
                + (long) tileCapacity() * TILE_INTS * 4
                + 3L * segCapacity() * SEG_INTS * 4
                + 64;
    }

    /**
     * Gives each of the {@code count} segments in {@code segs} its run of
     * partition blocks, in list order (the kernels find a block's segment by
     * binary search on firstBlock). Returns the total number of blocks.
     */
    public static int assignBlocks(int[] segs, int count) {
        long next = 0;
        for (int s = 0; s < count; s++) {
            int size = segs[s * SEG_INTS + SEG_SIZE];
            if (size <= 0) {
                throw new IllegalStateException("empty segment " + s + " in a level");
            }
            int blocks = (size + PART_BLOCK - 1) / PART_BLOCK;
            segs[s * SEG_INTS + SEG_FIRST_BLOCK] = (int) next;
            segs[s * SEG_INTS + SEG_NBLOCKS] = blocks;
            next += blocks;
        }
        if (next > Integer.MAX_VALUE) {
            throw new IllegalStateException("too many partition blocks: " + next);
        }
        return (int) next;
    }

    /** Entries of the counts array that a level with {@code totalBlocks} blocks scans. */
    public static long countsLength(int totalBlocks) {
        return (long) RADIX * totalBlocks + 1;
    }

    /** Writes the first level: one segment of all n pairs in buffer A, digit at the top bit. */
    public static void firstLevel(int[] segs, int n) {
        java.util.Arrays.fill(segs, 0, SEG_INTS, 0);
        segs[SEG_SIZE] = n;
    }
}

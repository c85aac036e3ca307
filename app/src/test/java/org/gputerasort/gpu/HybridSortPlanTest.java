package org.gputerasort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HybridSortPlanTest {

    @Test
    void segmentsGetConsecutiveRunsOfBlocksInListOrder() {
        int[] segs = new int[3 * HybridSortPlan.SEG_INTS];
        int[] sizes = {4097, 2048, 1};
        for (int i = 0; i < 3; i++) {
            segs[i * HybridSortPlan.SEG_INTS + HybridSortPlan.SEG_SIZE] = sizes[i];
        }
        assertEquals(3 + 1 + 1, HybridSortPlan.assignBlocks(segs, 3));
        assertEquals(0, segs[HybridSortPlan.SEG_FIRST_BLOCK]);
        assertEquals(3, segs[HybridSortPlan.SEG_NBLOCKS]);
        assertEquals(3, segs[HybridSortPlan.SEG_INTS + HybridSortPlan.SEG_FIRST_BLOCK]);
        assertEquals(4, segs[2 * HybridSortPlan.SEG_INTS + HybridSortPlan.SEG_FIRST_BLOCK]);
    }

    @Test
    void aRunOf250MillionPairsFitsAn80GigabyteGpu() {
        HybridSortPlan p = new HybridSortPlan(250_000_000, 4096);
        assertTrue(p.deviceBytes() < 9_000_000_000L, "device bytes " + p.deviceBytes());
        assertTrue(p.deviceBytes() > 8_000_000_000L, "two 16-byte buffers at least");
        assertEquals(73_728, p.tileSharedBytes());
        assertEquals(512, p.tileThreads());
    }

    @Test
    void badSizesAreRejectedWithTheValue() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new HybridSortPlan(10, 1000)).getMessage()
                .contains("1000"));
        assertThrows(IllegalArgumentException.class, () -> new HybridSortPlan(-1, 2048));
    }
}

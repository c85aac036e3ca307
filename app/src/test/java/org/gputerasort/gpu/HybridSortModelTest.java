package org.gputerasort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gputerasort.sort.keys.KeyDistribution;
import org.gputerasort.sort.keys.KeyOrderCheck;
import org.gputerasort.sort.keys.ReferenceKeySort;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The device algorithm, run through its Java model, sorts every distribution and stays within its bounds. */
class HybridSortModelTest {

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void modelSortsEveryDistributionAtEdgeCounts(KeyDistribution d) {
        for (int n : new int[] {0, 1, 2, 3, 7, 8, 9, 1000, 2048, 2049, 4096, 4097, 70_001}) {
            for (int tile : HybridSortPlan.TILE_SIZES) {
                assertModelSorts(d, n, tile);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void modelSortsRunsThatNeedSeveralLevels(KeyDistribution d) {
        // 1.2 M pairs: 256 buckets of ~4.7 k, more than a tile, so a second partition level runs.
        HybridSortModel m = assertModelSorts(d, 1_200_003, 2048);
        if (d == KeyDistribution.RANDOM) {
            assertEquals(2, m.levels, "random keys: two partition levels, then tiles");
        }
        if (d == KeyDistribution.ALL_EQUAL || d == KeyDistribution.SORTED) {
            assertEquals(1, m.levels, "input in order is detected by the first histogram");
            assertEquals(0, m.bitonicTiles);
        }
    }

    @Test
    void equalKeysWithShuffledIndicesJumpStraightToTheIndexBits() {
        HybridSortModel m = assertModelSorts(KeyDistribution.ALL_EQUAL_SHUFFLED, 600_000, 4096);
        // level 0 finds one bucket and jumps to the index bits; 20 index bits need at most 3 scatter levels.
        assertTrue(m.levels <= 4, "levels " + m.levels);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 8, 16, 32, 64, 128, 256})
    void everyQuarterWarpOfABitonicPassHitsEightBankGroups(int s) {
        for (int a = 0; a < 8; a++) {
            for (int q = 0; q < 64; q += 8) {
                boolean[] used = new boolean[8];
                for (int t = q; t < q + 8; t++) {
                    int x = (t / s) * (8 * s) + (t % s);
                    int group = HybridSortModel.padded(x + a * s) & 7;
                    assertTrue(!used[group], "stride " + s + ", pair " + a + ": bank conflict at thread " + t);
                    used[group] = true;
                }
            }
        }
    }

    @Test
    void digitsAreReadAcrossTheWordBoundary() {
        long hi = 0x0123456789ABCDEFL;
        long lo = 0xFEDCBA9876543210L;
        assertEquals(0x01, HybridSortModel.digitAt(hi, lo, 0));
        assertEquals(0xEF, HybridSortModel.digitAt(hi, lo, 56));
        assertEquals(0xFF, HybridSortModel.digitAt(hi, lo, 60));
        assertEquals(0xFE, HybridSortModel.digitAt(hi, lo, 64));
        assertEquals(0x10, HybridSortModel.digitAt(hi, lo, 120));
    }

    private static HybridSortModel assertModelSorts(KeyDistribution d, int n, int tile) {
        long[] input = d.generate(n, 42 + n);
        long[] expected = input.clone();
        ReferenceKeySort.sort(expected, n);
        long[] actual = input.clone();
        HybridSortModel m = new HybridSortModel(Math.max(n, 1), tile);
        m.sort(actual, n);
        KeyOrderCheck.sameAs(expected, actual, n).ifPresent(p -> {
            throw new AssertionError(d + " n=" + n + " tile=" + tile + ": " + p);
        });
        return m;
    }
}

package org.gputerasort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.gputerasort.sort.keys.KeyDistribution;
import org.gputerasort.sort.keys.KeyOrderCheck;
import org.gputerasort.sort.keys.ReferenceKeySort;
import org.junit.jupiter.api.Test;

/** Runs only where a CUDA GPU is usable; elsewhere it is skipped with the reason. */
class GpuKeySorterTest {

    @Test
    void gpuSortEqualsTheReferenceOnEveryDistribution() {
        assumeTrue(GpuSupport.isUsable(), () -> "no usable CUDA GPU: " + GpuSupport.unavailableReason().orElse(""));
        try (GpuKeySorter sorter = new GpuKeySorter()) {
            for (KeyDistribution d : KeyDistribution.values()) {
                for (int n : new int[] {0, 1, 2, 3, 1000, 4097, 300_007}) {
                    long[] input = d.generate(n, n);
                    long[] expected = input.clone();
                    ReferenceKeySort.sort(expected, n);
                    long[] actual = input.clone();
                    sorter.sort(actual, n);
                    assertEquals(java.util.Optional.empty(), KeyOrderCheck.sameAs(expected, actual, n), d + " n=" + n);
                }
            }
        }
    }

    @Test
    void supportProbeAnswersWithoutThrowing() {
        // On a machine without a GPU this is the reason the GPU tests skip; it must be a readable line.
        GpuSupport.unavailableReason().ifPresent(r -> assertFalse(r.isBlank()));
    }
}

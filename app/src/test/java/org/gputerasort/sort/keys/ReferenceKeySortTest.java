package org.gputerasort.sort.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ReferenceKeySortTest {

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void referenceSortAgreesWithAComparatorSortAndTheProof(KeyDistribution d) {
        int n = 5003;
        long[] input = d.generate(n, 7);
        long[][] pairs = new long[n][];
        for (int i = 0; i < n; i++) {
            pairs[i] = new long[] {input[2 * i], input[2 * i + 1]};
        }
        Arrays.sort(pairs, Comparator.<long[]>comparingLong(p -> 0).thenComparing((a, b) -> PackedKeys.compare(a[0], a[1], b[0], b[1])));
        long[] expected = new long[2 * n];
        for (int i = 0; i < n; i++) {
            expected[2 * i] = pairs[i][0];
            expected[2 * i + 1] = pairs[i][1];
        }
        long[] actual = input.clone();
        ReferenceKeySort.sort(actual, n);
        assertEquals(Optional.empty(), KeyOrderCheck.sameAs(expected, actual, n));
        assertEquals(Optional.empty(), KeyOrderCheck.verify(input, actual, n));
    }

    @ParameterizedTest
    @EnumSource(value = KeyDistribution.class, names = {"RANDOM", "REVERSED"})
    void proofRejectsAnOutputThatIsNotSortedOrNotThePermutation(KeyDistribution d) {
        int n = 1000;
        long[] input = d.generate(n, 3);
        long[] sorted = input.clone();
        ReferenceKeySort.sort(sorted, n);
        long[] swapped = sorted.clone();
        swapped[10] = sorted[12];
        swapped[11] = sorted[13];
        swapped[12] = sorted[10];
        swapped[13] = sorted[11];
        assertTrue(KeyOrderCheck.verify(input, swapped, n).orElse("").contains("out of order"));
        long[] altered = sorted.clone();
        altered[20] ^= 1;
        assertTrue(KeyOrderCheck.verify(input, altered, n).isPresent());
    }
}

package org.gputerasort.sort.keys;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.gputerasort.sort.keys.PackedPairs.Keys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CpuRadixKeySorterTest {
    private static final int[] SIZES = {0, 1, 2, 3, 41, 1000, 100_003};

    static Stream<Arguments> cases() {
        List<Arguments> list = new ArrayList<>();
        for (Keys k : Keys.values()) {
            for (int n : SIZES) {
                for (int threads : new int[] {1, 3}) {
                    list.add(Arguments.of(k, n, threads));
                }
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{0} keys, n = {1}, {2} threads")
    @MethodSource("cases")
    void sortsPairsInIndexOrderLikeTheReferenceSort(Keys keys, int n, int threads) {
        long[] packed = PackedPairs.of(keys, n, 42);
        assertSortsLikeReference(packed, n, threads);
    }

    @ParameterizedTest(name = "{0} keys, n = {1}, {2} threads, shuffled")
    @MethodSource("cases")
    void sortsPairsNotInIndexOrderLikeTheReferenceSort(Keys keys, int n, int threads) {
        long[] packed = PackedPairs.of(keys, n, 7);
        PackedPairs.shuffle(packed, n, 99);
        assertSortsLikeReference(packed, n, threads);
    }

    @Test
    void equalKeysKeepTheirIndexOrderSoTheRecordSortIsStable() {
        long[] packed = PackedPairs.of(Keys.FEW_DISTINCT, 50_000, 3);
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(3)) {
            sorter.sort(packed, 50_000);
        }
        for (int i = 1; i < 50_000; i++) {
            if (packed[2 * i] == packed[2 * i - 2] && (packed[2 * i + 1] >>> 48) == (packed[2 * i - 1] >>> 48)) {
                assertEquals(true, PackedKeys.index(packed[2 * i - 1]) < PackedKeys.index(packed[2 * i + 1]),
                        "equal keys in index order at " + i);
            }
        }
    }

    @Test
    void sortsOnlyTheFirstNPairsAndLeavesTheRestOfTheArrayAlone() {
        int n = 5000;
        long[] packed = PackedPairs.of(Keys.RANDOM, n + 100, 11);
        long[] tail = Arrays.copyOfRange(packed, 2 * n, packed.length);
        long[] expected = PackedPairs.referenceSort(packed, n);
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(3)) {
            sorter.sort(packed, n);
        }
        assertArrayEquals(Arrays.copyOf(expected, 2 * n), Arrays.copyOf(packed, 2 * n));
        assertArrayEquals(tail, Arrays.copyOfRange(packed, 2 * n, packed.length), "pairs beyond n untouched");
    }

    @Test
    void oneSorterSortsManyRunsOfDifferentSizes() {
        Random random = new Random(5);
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(3)) {
            for (int run = 0; run < 12; run++) {
                int n = random.nextInt(40_000);
                Keys keys = Keys.values()[random.nextInt(Keys.values().length)];
                long[] packed = PackedPairs.of(keys, n, run);
                if (random.nextBoolean()) {
                    PackedPairs.shuffle(packed, n, run);
                }
                long[] expected = PackedPairs.referenceSort(packed, n);
                sorter.sort(packed, n);
                assertEquals(-1, PackedPairs.firstDifference(expected, packed), "run " + run + ": " + n + " " + keys);
            }
        }
    }

    @Test
    void seededLoopOverRandomSizesAndDistributions() {
        Random random = new Random(20240601);
        for (int round = 0; round < 60; round++) {
            int n = random.nextInt(4) == 0 ? random.nextInt(70_000) : random.nextInt(300);
            Keys keys = Keys.values()[random.nextInt(Keys.values().length)];
            long[] packed = PackedPairs.of(keys, n, round);
            if (random.nextBoolean()) {
                PackedPairs.shuffle(packed, n, round);
            }
            int threads = 1 + random.nextInt(4);
            long[] expected = PackedPairs.referenceSort(packed, n);
            try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(threads)) {
                sorter.sort(packed, n);
            }
            assertEquals(-1, PackedPairs.firstDifference(expected, packed),
                    "round " + round + ": n=" + n + " " + keys + " threads=" + threads);
        }
    }

    @Test
    void nameSaysCpuAndThreads() {
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(3)) {
            assertEquals(true, sorter.name().startsWith("cpu-radix"), sorter.name());
        }
    }

    private static void assertSortsLikeReference(long[] packed, int n, int threads) {
        long[] expected = PackedPairs.referenceSort(packed, n);
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(threads)) {
            sorter.sort(packed, n);
        }
        int diff = PackedPairs.firstDifference(expected, packed);
        assertEquals(-1, diff, () -> "first wrong pair " + diff + ": expected "
                + Long.toHexString(expected[2 * diff]) + "/" + Long.toHexString(expected[2 * diff + 1]) + ", got "
                + Long.toHexString(packed[2 * diff]) + "/" + Long.toHexString(packed[2 * diff + 1]));
    }
}

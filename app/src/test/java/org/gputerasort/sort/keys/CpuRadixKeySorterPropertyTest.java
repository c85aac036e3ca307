package org.gputerasort.sort.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Property: for any array of pairs (any hi words, any lo words whose low 48
 * bits are an index) the CPU radix sorter orders the first n pairs exactly as
 * an unsigned 128-bit comparison sort does, with any thread count.
 */
class CpuRadixKeySorterPropertyTest {

    @Property(tries = 300)
    void sortsAnyPairsAsUnsigned128BitNumbers(@ForAll("pairs") long[] packed, @ForAll @IntRange(min = 1, max = 4) int threads) {
        int n = packed.length / 2;
        long[] expected = PackedPairs.referenceSort(packed, n);
        try (CpuRadixKeySorter sorter = new CpuRadixKeySorter(threads)) {
            sorter.sort(packed, n);
        }
        assertEquals(-1, PackedPairs.firstDifference(expected, packed));
    }

    /** Pairs whose hi words come from a wide or a tiny domain (many ties), lo = 16 key bits and an index. */
    @Provide
    Arbitrary<long[]> pairs() {
        Arbitrary<Long> anyHi = Arbitraries.longs();
        Arbitrary<Long> fewHi = Arbitraries.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x0001_0000_0000_0000L,
                0x8000_0000_0000_0001L, 0xFFFF_0000_0000_0000L);
        Arbitrary<Long> topBytesShared = Arbitraries.longs().map(v -> (v & 0x0000_FFFF_FFFF_FFFFL) | 0x7F7F_0000_0000_0000L);
        Arbitrary<Long> hi = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, anyHi), net.jqwik.api.Tuple.of(3, fewHi), net.jqwik.api.Tuple.of(2, topBytesShared));
        Arbitrary<Integer> keyTail = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, 0xFFFF)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(0, 1, 0x8000, 0xFFFF)));
        Arbitrary<Long> index = Arbitraries.longs().between(0, PackedKeys.INDEX_MASK);
        Arbitrary<long[]> pair = Combinators.combine(hi, keyTail, index)
                .as((h, k, i) -> new long[] {h, ((long) k << PackedKeys.INDEX_BITS) | i});
        Arbitrary<List<long[]>> small = pair.list().ofMaxSize(200);
        Arbitrary<List<long[]>> large = pair.list().ofMinSize(1000).ofMaxSize(20_000);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(5, small), net.jqwik.api.Tuple.of(1, large))
                .map(list -> {
                    long[] a = new long[2 * list.size()];
                    for (int i = 0; i < list.size(); i++) {
                        a[2 * i] = list.get(i)[0];
                        a[2 * i + 1] = list.get(i)[1];
                    }
                    return a;
                });
    }
}

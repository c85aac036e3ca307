package org.gputerasort.sort.keys;

/**
 * A deliberately plain sort of packed pairs, the yardstick that the fast
 * sorters are checked against: LSD radix over the 128 bits, 8 bits a pass,
 * least significant digit first, skipping passes whose digit is the same for
 * every pair. Stable passes from the lowest digit up give the unsigned
 * (hi, lo) order; nothing about the data is assumed.
 */
public final class ReferenceKeySort {
    private ReferenceKeySort() {
    }

    public static void sort(long[] packed, int n) {
        if (n < 2) {
            return;
        }
        long[] hi = new long[n];
        long[] lo = new long[n];
        for (int i = 0; i < n; i++) {
            hi[i] = packed[2 * i];
            lo[i] = packed[2 * i + 1];
        }
        long[] hi2 = new long[n];
        long[] lo2 = new long[n];
        int[] count = new int[257];
        for (int bit = 0; bit < 128; bit += 8) {
            long[] word = bit < 64 ? lo : hi;
            int shift = bit & 63;
            java.util.Arrays.fill(count, 0);
            for (int i = 0; i < n; i++) {
                count[(int) (word[i] >>> shift) & 0xFF]++;
            }
            boolean constant = false;
            for (int d = 0; d < 256; d++) {
                if (count[d] == n) {
                    constant = true;
                }
            }
            if (constant) {
                continue;
            }
            int sum = 0;
            for (int d = 0; d < 256; d++) {
                int c = count[d];
                count[d] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                int p = count[(int) (word[i] >>> shift) & 0xFF]++;
                hi2[p] = hi[i];
                lo2[p] = lo[i];
            }
            long[] t = hi;
            hi = hi2;
            hi2 = t;
            t = lo;
            lo = lo2;
            lo2 = t;
        }
        for (int i = 0; i < n; i++) {
            packed[2 * i] = hi[i];
            packed[2 * i + 1] = lo[i];
        }
    }
}

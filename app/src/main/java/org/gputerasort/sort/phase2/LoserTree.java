package org.gputerasort.sort.phase2;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A tournament (loser) tree over the heads of k run readers: the smallest
 * key is at the root, and replacing it costs log2(k) comparisons of cached
 * keys (8 + 2 bytes as a long and a short). Ties go to the lower run
 * number, so a merge of the same runs always writes the same bytes.
 */
final class LoserTree {
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

    private final RunReader[] readers;
    private final int k;
    private final int[] tree;
    private final long[] hi;
    private final int[] lo;
    private final boolean[] done;

    LoserTree(RunReader[] readers) {
        this.readers = readers;
        this.k = readers.length;
        this.tree = new int[Math.max(1, k)];
        this.hi = new long[k];
        this.lo = new int[k];
        this.done = new boolean[k];
        for (int i = 0; i < k; i++) {
            load(i);
        }
        if (k == 1) {
            tree[0] = 0;
            return;
        }
        int[] winner = new int[2 * k];
        for (int i = 0; i < k; i++) {
            winner[k + i] = i;
        }
        for (int t = k - 1; t >= 1; t--) {
            int a = winner[2 * t];
            int b = winner[2 * t + 1];
            if (less(a, b)) {
                winner[t] = a;
                tree[t] = b;
            } else {
                winner[t] = b;
                tree[t] = a;
            }
        }
        tree[0] = winner[1];
    }

    private void load(int i) {
        RunReader r = readers[i];
        if (r.exhausted()) {
            done[i] = true;
            return;
        }
        hi[i] = (long) LONG_BE.get(r.buffer(), r.pos);
        lo[i] = (short) SHORT_BE.get(r.buffer(), r.pos + 8) & 0xFFFF;
    }

    private boolean less(int a, int b) {
        if (done[a]) {
            return false;
        }
        if (done[b]) {
            return true;
        }
        int c = Long.compareUnsigned(hi[a], hi[b]);
        if (c == 0) {
            c = Integer.compare(lo[a], lo[b]);
        }
        return c < 0 || (c == 0 && a < b);
    }

    /** The reader holding the smallest record, or -1 when all are exhausted. */
    int winner() {
        int w = tree[0];
        return done[w] ? -1 : w;
    }

    /** Advances the winner's reader and restores the tree. */
    void advanceWinner() throws java.io.IOException {
        int s = tree[0];
        if (readers[s].advance()) {
            load(s);
        } else {
            done[s] = true;
        }
        for (int t = (s + k) >> 1; t > 0; t >>= 1) {
            if (less(tree[t], s)) {
                int x = tree[t];
                tree[t] = s;
                s = x;
            }
        }
        tree[0] = s;
    }
}

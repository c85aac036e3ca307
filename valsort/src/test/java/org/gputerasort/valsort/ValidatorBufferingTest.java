package org.gputerasort.valsort;

import static org.gputerasort.valsort.TestRecords.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.Random;

import org.gputerasort.gensort.RecordKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** How records are cut into buffers (any sizes, any offsets, heap or direct) never changes the summary. */
class ValidatorBufferingTest {
    private static final byte[] RECORDS = TestRecords.generate(3000, RecordKind.ASCII, true);

    private static Summary atOnce(boolean ignoreCase) {
        Validator v = new Validator(ignoreCase);
        v.accept(RECORDS, 0, RECORDS.length);
        return v.summary();
    }

    /** Chunk sizes in records, 0 to 40, from a fixed seed. */
    private static int[] chunks(long seed) {
        Random rnd = new Random(seed);
        int[] c = new int[RECORDS.length / R + 1];
        int n = 0;
        for (int left = RECORDS.length / R; left > 0; ) {
            int k = Math.min(left, rnd.nextInt(41));
            c[n++] = k;
            left -= k;
        }
        return java.util.Arrays.copyOf(c, n);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void byteArraysOfAnySizeAndOffset(long seed) {
        for (boolean ic : new boolean[] {false, true}) {
            Validator v = new Validator(ic);
            int pos = 0;
            for (int k : chunks(seed)) {
                int pad = (int) (seed * 7 + k) % 13;   // records sit at an offset inside a larger array
                byte[] buf = new byte[pad + k * R + 5];
                System.arraycopy(RECORDS, pos, buf, pad, k * R);
                v.accept(buf, pad, k * R);
                pos += k * R;
            }
            assertEquals(atOnce(ic), v.summary());
            assertEquals(TestRecords.naiveSummary(RECORDS, ic), v.summary());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {4, 5, 6})
    void directAndHeapBuffersOfAnySizeAndPosition(long seed) {
        for (boolean direct : new boolean[] {false, true}) {
            Validator v = new Validator(false);
            int pos = 0;
            for (int k : chunks(seed)) {
                int pad = (int) (seed + k) % 11;
                ByteBuffer buf = direct ? ByteBuffer.allocateDirect(pad + k * R + 3) : ByteBuffer.allocate(pad + k * R + 3);
                buf.position(pad);
                buf.put(RECORDS, pos, k * R);
                buf.flip().position(pad);
                ByteBuffer view = direct ? buf : buf.slice();   // a heap slice has a non-zero array offset
                v.accept(view);
                assertEquals(0, view.remaining(), "accept consumes the buffer");
                pos += k * R;
            }
            assertEquals(atOnce(false), v.summary(), direct ? "direct" : "heap");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 7})
    void partialRecordsAreRefused(int extra) {
        Validator v = new Validator(false);
        assertThrows(IllegalArgumentException.class, () -> v.accept(RECORDS, 0, R + extra));
        assertThrows(IllegalArgumentException.class, () -> v.accept(ByteBuffer.allocateDirect(R + extra)));
        assertThrows(IllegalStateException.class, v::summary, "no record seen");
    }
}

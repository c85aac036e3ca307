package org.gputerasort.valsort;

import static org.gputerasort.valsort.TestRecords.R;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;

import org.gputerasort.gensort.RecordKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Neither the thread count nor the block size changes the answer: each block
 * is summarized on its own and the summaries combined as partition summaries
 * are, so block edges that fall between equal keys or across an unordered
 * pair must count exactly as one pass does. Checked against a naive validator.
 */
class FileValidatorThreadsTest {
    private static final int N = 21_000;
    private static final int[] THREADS = {1, 2, 3, 7};
    /** Block sizes in records: 1000 puts an edge at every multiple of 1000, 7 and 3001 elsewhere. */
    private static final int[] BLOCK_RECORDS = {7, 1000, 3001};

    @TempDir
    Path dir;

    private void assertEveryThreadCountAgrees(String name, byte[] records, boolean ignoreCase) throws IOException {
        Path file = TestRecords.write(dir.resolve(name), records);
        Summary expected = TestRecords.naiveSummary(records, ignoreCase);
        for (int t : THREADS) {
            for (int b : BLOCK_RECORDS) {
                assertEquals(expected, new FileValidator(KeyOrder.of(ignoreCase), t, b * R).validate(file),
                        name + " with " + t + " threads, blocks of " + b + " records");
            }
            assertEquals(expected, new FileValidator(KeyOrder.of(ignoreCase), t).validate(file), name + ", default blocks");
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void sortedUnsortedAndSkewedFilesGiveOneAnswer(boolean ignoreCase) throws IOException {
        byte[] unsorted = TestRecords.generate(N, RecordKind.BINARY, false);
        assertEveryThreadCountAgrees("unsorted", unsorted, ignoreCase);
        assertEveryThreadCountAgrees("sorted", TestRecords.sortedByKey(unsorted), ignoreCase);
        byte[] skewed = TestRecords.generate(N, RecordKind.ASCII, true);
        assertEveryThreadCountAgrees("skewed", skewed, ignoreCase);
        assertEveryThreadCountAgrees("skewed-sorted", TestRecords.sortedByKey(skewed), ignoreCase);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void duplicateHeavyFilesGiveOneAnswer(boolean ignoreCase) throws IOException {
        byte[] r = TestRecords.generate(N, RecordKind.BINARY, false);
        for (int i = 0; i < N; i++) {   // three keys only: every block edge lies between equal keys
            System.arraycopy(r, (i % 3) * R, r, i * R, 10);
        }
        byte[] sorted = TestRecords.sortedByKey(r);
        assertEveryThreadCountAgrees("duplicates", sorted, ignoreCase);
        assertEquals(N - 3, TestRecords.naiveSummary(sorted, false).duplicateCount().lo());
        assertEveryThreadCountAgrees("duplicates-unsorted", r, ignoreCase);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void unorderedPairsAtBlockEdgesAreCountedOnce(boolean ignoreCase) throws IOException {
        byte[] r = TestRecords.sortedByKey(TestRecords.generate(N, RecordKind.BINARY, false));
        int swapped = 0;
        for (int edge = 1000; edge < N; edge += 1000) {
            TestRecords.swap(r, edge - 1, edge);
            swapped++;
        }
        Summary expected = TestRecords.naiveSummary(r, false);
        assertEquals(swapped, expected.unorderedCount().lo(), "the edges are distinct, one unordered pair each");
        assertEveryThreadCountAgrees("edges", r, ignoreCase);

        byte[] descending = new byte[r.length];
        byte[] sorted = TestRecords.sortedByKey(r);
        for (int i = 0; i < N; i++) {
            System.arraycopy(sorted, (N - 1 - i) * R, descending, i * R, R);
        }
        assertEveryThreadCountAgrees("descending", descending, ignoreCase);
        assertEquals(N - 1, TestRecords.naiveSummary(descending, false).unorderedCount().lo());
    }
}

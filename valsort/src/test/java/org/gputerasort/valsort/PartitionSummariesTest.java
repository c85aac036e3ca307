package org.gputerasort.valsort;

import static org.gputerasort.valsort.TestRecords.R;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gputerasort.gensort.RecordKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file cut into partitions, each validated on its own and the summaries
 * combined, gives the summary of the whole file validated at once, wherever
 * the cuts fall: between equal keys, across an unordered pair, at the ends.
 */
class PartitionSummariesTest {
    @TempDir
    Path dir;

    /** 3000 records, sorted, with runs of equal keys, and one unordered pair at records 1999/2000. */
    private static byte[] recordsWithDuplicatesAndOneUnorderedPair() {
        byte[] r = TestRecords.sortedByKey(TestRecords.generate(3000, RecordKind.BINARY, false));
        for (int i = 100; i < 110; i++) {   // records 100..109 share a key
            System.arraycopy(r, 100 * R, r, i * R, 10);
        }
        TestRecords.swap(r, 1999, 2000);
        return r;
    }

    private Summary validatedInParts(byte[] records, int... cuts) throws IOException {
        List<Summary> parts = new ArrayList<>();
        int from = 0;
        int[] ends = Arrays.copyOf(cuts, cuts.length + 1);
        ends[cuts.length] = records.length / R;
        for (int to : ends) {
            Path part = TestRecords.write(dir.resolve("part" + parts.size()), TestRecords.records(records, from, to));
            parts.add(Summary.fromBytes(FileValidator.validate(part, 1).toBytes()));
            from = to;
        }
        return Summary.combine(parts, KeyOrder.BINARY);
    }

    @Test
    void partitionsCombinedEqualTheWholeFile() throws IOException {
        byte[] records = recordsWithDuplicatesAndOneUnorderedPair();
        Summary whole = FileValidator.validate(TestRecords.write(dir.resolve("whole"), records), 1);
        assertEquals(TestRecords.naiveSummary(records, false), whole);
        assertEquals(2000L, whole.firstUnordered().lo());
        assertEquals(9L, whole.duplicateCount().lo());

        assertEquals(whole, validatedInParts(records, 1500), "one cut in the middle");
        assertEquals(whole, validatedInParts(records, 105), "cut between equal keys");
        assertEquals(whole, validatedInParts(records, 101, 102, 103), "several cuts inside a run of equal keys");
        assertEquals(whole, validatedInParts(records, 2000), "cut between the unordered pair");
        assertEquals(whole, validatedInParts(records, 1999, 2000, 2001), "one-record parts around the unordered pair");
        assertEquals(whole, validatedInParts(records, 1, 2999), "one-record parts at both ends");
        assertEquals(whole, validatedInParts(records, 500, 1000, 1500, 2000, 2500), "six parts");
    }

    @Test
    void partitionsOfAnUnsortedFileKeepTheEarliestUnorderedRecord() throws IOException {
        byte[] records = TestRecords.generate(2000, RecordKind.BINARY, false);
        Summary whole = FileValidator.validate(TestRecords.write(dir.resolve("whole"), records), 1);
        assertEquals(TestRecords.naiveSummary(records, false), whole);
        assertEquals(whole, validatedInParts(records, 1, 2, 3, 1000, 1999));
        assertEquals(whole, validatedInParts(records, 700));
    }
}

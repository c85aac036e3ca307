package org.gputerasort.sort.phase2;

import org.gputerasort.io.FileChannels;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.record.RecordFormat;
import org.gputerasort.sort.keys.PackedKeys;
import org.gputerasort.sort.phase1.Run;

/**
 * Splits the key space into ranges of about equal size, so that several
 * threads can merge at once and each write its range at a known offset of
 * the output. Splitters are quantiles of the keys sampled from every run in
 * phase 1; each splitter is then located in every run by binary search on
 * the run file (log2(n) reads of 10 bytes). A range holds the keys in
 * [splitter r-1, splitter r), so equal keys never straddle two ranges.
 */
final class RangeSplitter {
    private RangeSplitter() {
    }

    /** A key range: its slice of each run and where its first record goes in the output. */
    record Range(List<RunSlice> slices, long outputRecord) {
        long records() {
            return slices.stream().mapToLong(RunSlice::records).sum();
        }
    }

    static List<Range> split(List<Run> runs, int ranges) throws IOException {
        List<long[]> splitters = splitters(runs, ranges);
        long[][] bounds = new long[runs.size()][splitters.size() + 2];
        for (int r = 0; r < runs.size(); r++) {
            Run run = runs.get(r);
            bounds[r][0] = 0;
            bounds[r][splitters.size() + 1] = run.records();
            try (FileChannel ch = FileChannels.open(run.path(), StandardOpenOption.READ)) {
                for (int s = 0; s < splitters.size(); s++) {
                    bounds[r][s + 1] = lowerBound(ch, run.records(), splitters.get(s), bounds[r][s]);
                }
            }
        }
        List<Range> out = new ArrayList<>();
        long outRecord = 0;
        for (int g = 0; g <= splitters.size(); g++) {
            List<RunSlice> slices = new ArrayList<>();
            for (int r = 0; r < runs.size(); r++) {
                slices.add(new RunSlice(runs.get(r), bounds[r][g], bounds[r][g + 1]));
            }
            Range range = new Range(slices, outRecord);
            outRecord += range.records();
            out.add(range);
        }
        return out;
    }

    /** Distinct quantiles of all runs' samples, in ascending key order. */
    private static List<long[]> splitters(List<Run> runs, int ranges) {
        List<long[]> samples = new ArrayList<>();
        for (Run run : runs) {
            long[] s = run.samples();
            for (int i = 0; i < s.length; i += 2) {
                samples.add(new long[] {s[i], s[i + 1]});
            }
        }
        samples.sort((a, b) -> PackedKeys.compare(a[0], a[1], b[0], b[1]));
        List<long[]> out = new ArrayList<>();
        for (int r = 1; r < ranges && !samples.isEmpty(); r++) {
            long[] q = samples.get((int) ((long) samples.size() * r / ranges));
            if (out.isEmpty() || PackedKeys.compare(out.get(out.size() - 1)[0], out.get(out.size() - 1)[1], q[0], q[1]) < 0) {
                out.add(q);
            }
        }
        return out;
    }


    /** First record at or after {@code from} whose key is >= the splitter. */
    private static long lowerBound(FileChannel ch, long records, long[] splitter, long from) throws IOException {
        long lo = from;
        long hi = records;
        byte[] key = new byte[RecordFormat.KEY_SIZE];
        long[] probe = new long[2];
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            ByteBuffer bb = ByteBuffer.wrap(key);
            long p = mid * RecordFormat.RECORD_SIZE;
            while (bb.hasRemaining()) {
                if (ch.read(bb, p + bb.position()) < 0) {
                    throw new IOException("run file is shorter than its manifest");
                }
            }
            PackedKeys.pack(key, 0, 0, probe, 0);
            if (PackedKeys.compare(probe[0], probe[1], splitter[0], splitter[1]) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

}

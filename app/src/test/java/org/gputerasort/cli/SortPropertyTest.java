package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.gputerasort.io.SortFiles;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.sort.SliceCheck;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Whatever the record count, budget, disk count, threads and fan-in, the
 * sort writes every input record once, in order (checked like valsort:
 * order plus the checksum of the input), and leaves no temp file. Sizes are
 * small so that the whole property runs in seconds.
 */
class SortPropertyTest {
    @Property(tries = 12, seed = "20240611")
    void outputIsTheSortedInput(@ForAll @IntRange(min = 0, max = 30_000) int records,
                                @ForAll @IntRange(min = 1024, max = 4096) int memoryKiB,
                                @ForAll @IntRange(min = 1, max = 3) int disks,
                                @ForAll @IntRange(min = 1, max = 3) int threads,
                                @ForAll @IntRange(min = 0, max = 6) int fanIn,
                                @ForAll boolean skew,
                                @ForAll boolean resume) throws IOException {
        Path root = Files.createTempDirectory("sort-property");
        try {
            Path input = root.resolve("in.dat");
            List<String> gen = new ArrayList<>(List.of("gensort"));
            if (skew) {
                gen.add("-s");
            }
            gen.addAll(List.of(Integer.toString(records), input.toString()));
            assertEquals(0, CliRun.of(gen.toArray(String[]::new)).exit());
            List<String> diskList = new ArrayList<>();
            for (int d = 0; d < disks; d++) {
                diskList.add(Files.createDirectory(root.resolve("disk" + d)).toString());
            }
            Path output = root.resolve("out.dat");
            List<String> args = new ArrayList<>(List.of("sort", "--sorter", "cpu", "--input", input.toString(),
                    "--output", output.toString(), "--temp-disks", String.join(",", diskList),
                    "--memory", memoryKiB + "k", "--threads", Integer.toString(threads),
                    "--max-fan-in", Integer.toString(fanIn == 1 ? 2 : fanIn)));
            if (resume) {
                args.add("--resume");
            }
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, run.exit(), run.toString());
            SliceCheck out = check(output);
            SliceCheck in = check(input);
            assertEquals(records, out.records());
            assertEquals(0, out.unordered());
            assertEquals(in.checksum(), out.checksum());
            for (String d : diskList) {
                assertEquals(List.of(), SortFiles.contents(Path.of(d)));
            }
        } finally {
            try (Stream<Path> s = Files.walk(root)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static SliceCheck check(Path file) throws IOException {
        SliceCheck c = new SliceCheck();
        byte[] buf = new byte[RecordFormat.RECORD_SIZE * 1000];
        try (InputStream in = Files.newInputStream(file)) {
            int n;
            while ((n = in.readNBytes(buf, 0, buf.length)) > 0) {
                c.accept(buf, 0, n);
            }
        }
        return c;
    }

}

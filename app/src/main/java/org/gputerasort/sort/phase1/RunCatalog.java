package org.gputerasort.sort.phase1;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.HashSet;
import java.util.concurrent.atomic.AtomicInteger;

import org.gputerasort.io.AtomicOutput;
import org.gputerasort.io.FileChannels;
import org.gputerasort.io.TempSpace;
import org.gputerasort.record.Checksum128;
import org.gputerasort.record.RecordFormat;
import org.gputerasort.record.UInt128;
import org.gputerasort.sort.SliceCheck;
import org.gputerasort.sort.Workers;

/**
 * The durable record of a finished phase 1, for {@code --resume}: after the
 * last run is written, every run file is fsynced, a {@link RunManifest} is
 * written beside it, and a sealed {@code phase1.done} marker (run count,
 * records, input checksum) goes into the first temp folder last. A rerun
 * reuses the runs only when the marker and every manifest verify, and each
 * run file has the expected size, is in key order and has the checksum its
 * manifest names (read back in full: far cheaper than phase 1, and a run
 * damaged on disk is never merged); otherwise it starts phase 1 afresh.
 */
public final class RunCatalog {
    public static final String DONE = "phase1.done";

    /** Verified runs of an earlier attempt and the input checksum they add up to. */
    public record Loaded(List<Run> runs, UInt128 inputChecksum) {
    }

    /** Why the runs on disk cannot be reused (the rerun starts phase 1 afresh). */
    public static final class NotResumable extends Exception {
        private static final long serialVersionUID = 1L;

        NotResumable(String reason) {
            super(reason);
        }
    }

    private RunCatalog() {
    }

    static String runName(int i) {
        return String.format("run-%06d", i);
    }

    /** Makes phase 1's runs durable and describes them: run files fsynced, manifests, then the marker. */
    public static void save(TempSpace temp, List<Run> runs, long records, UInt128 inputChecksum) throws IOException {
        for (int i = 0; i < runs.size(); i++) {
            Run r = runs.get(i);
            byte[] first = new byte[RecordFormat.KEY_SIZE];
            byte[] last = new byte[RecordFormat.KEY_SIZE];
            try (FileChannel ch = FileChannels.open(r.path(), StandardOpenOption.READ)) {
                ch.force(true);
                readFully(ch, first, 0);
                readFully(ch, last, (r.records() - 1) * RecordFormat.RECORD_SIZE);
            }
            new RunManifest(i, r.records(), r.checksum(), hex(first), hex(last), r.samples())
                    .write(temp.runFile(runName(i) + RunManifest.SUFFIX, i));
        }
        for (Path f : temp.folders()) {
            AtomicOutput.fsyncDirectory(f);
        }
        Map<String, String> m = new LinkedHashMap<>();
        m.put("runs", Integer.toString(runs.size()));
        m.put("records", Long.toString(records));
        m.put("checksum", inputChecksum.toHex());
        m.put("disks", Integer.toString(temp.disks()));
        Path done = temp.folders().get(0).resolve(DONE);
        RunManifest.writeSealed(done, m);
        AtomicOutput.fsyncDirectory(done.getParent());
    }

    /**
     * Loads and verifies the runs of an earlier attempt of the same sort, and
     * removes whatever else that attempt left in the folders (partial
     * intermediate merges).
     *
     * @throws NotResumable when anything is missing or does not verify
     */
    public static Loaded load(TempSpace temp, long records, Workers workers) throws NotResumable, IOException {
        Path donePath = temp.folders().get(0).resolve(DONE);
        if (!Files.exists(donePath)) {
            throw new NotResumable("phase 1 of the earlier attempt did not finish");
        }
        int count;
        UInt128 sum;
        try {
            Map<String, String> done = RunManifest.readSealed(donePath);
            count = Integer.parseInt(done.get("runs"));
            if (Long.parseLong(done.get("records")) != records) {
                throw new NotResumable("the earlier attempt sorted " + done.get("records") + " records, the input has " + records);
            }
            if (Integer.parseInt(done.get("disks")) != temp.disks()) {
                throw new NotResumable("the earlier attempt used " + done.get("disks") + " temp disks");
            }
            sum = UInt128.fromBigInteger(new BigInteger(done.get("checksum"), 16));
        } catch (IOException | RuntimeException e) {
            throw new NotResumable(e.getMessage());
        }
        Run[] runs = new Run[count];
        RunManifest[] manifests = new RunManifest[count];
        Checksum128 total = new Checksum128();
        long n = 0;
        for (int i = 0; i < count; i++) {
            Path path = temp.runFile(runName(i), i);
            try {
                manifests[i] = RunManifest.read(temp.runFile(runName(i) + RunManifest.SUFFIX, i));
            } catch (IOException e) {
                throw new NotResumable(e.getMessage());
            }
            RunManifest m = manifests[i];
            if (m.run() != i) {
                throw new NotResumable("manifest of run " + i + " names run " + m.run());
            }
            if (!Files.isRegularFile(path) || Files.size(path) != m.fileBytes()) {
                throw new NotResumable("run file " + path + " is missing or not " + m.fileBytes() + " bytes");
            }
            runs[i] = new Run(path, m.records(), m.checksum(), m.samples());
            total.add(m.checksum());
            n += m.records();
        }
        if (n != records || !total.value().equals(sum)) {
            throw new NotResumable("the manifests do not add up to the input (records or checksum)");
        }
        verifyContents(runs, manifests, workers);
        removeOthers(temp, count);
        return new Loaded(List.of(runs), sum);
    }

    /** Reads every run back: size, order, checksum, first and last key must match its manifest. */
    private static void verifyContents(Run[] runs, RunManifest[] manifests, Workers workers) throws NotResumable, IOException {
        AtomicInteger next = new AtomicInteger();
        String[] problem = new String[1];
        List<Workers.Callable> tasks = new ArrayList<>();
        for (int w = 0; w < Math.min(workers.threads(), runs.length); w++) {
            tasks.add(() -> {
                byte[] buf = new byte[RecordFormat.RECORD_SIZE * 10_000];
                for (int i; (i = next.getAndIncrement()) < runs.length && problem[0] == null; ) {
                    String p = verifyRun(runs[i], manifests[i], buf);
                    if (p != null) {
                        synchronized (problem) {
                            problem[0] = p;
                        }
                    }
                }
            });
        }
        workers.runAll(tasks);
        synchronized (problem) {
            if (problem[0] != null) {
                throw new NotResumable(problem[0]);
            }
        }
    }

    private static String verifyRun(Run run, RunManifest m, byte[] buf) throws IOException {
        SliceCheck check = new SliceCheck();
        byte[] first = null;
        byte[] last = new byte[RecordFormat.KEY_SIZE];
        try (FileChannel ch = FileChannels.open(run.path(), StandardOpenOption.READ)) {
            long pos = 0;
            long size = m.fileBytes();
            while (pos < size) {
                int len = (int) Math.min(buf.length, size - pos);
                ByteBuffer bb = ByteBuffer.wrap(buf, 0, len);
                while (bb.hasRemaining()) {
                    if (ch.read(bb, pos + bb.position()) < 0) {
                        return "run file " + run.path() + " is shorter than its manifest";
                    }
                }
                if (first == null) {
                    first = java.util.Arrays.copyOf(buf, RecordFormat.KEY_SIZE);
                }
                System.arraycopy(buf, len - RecordFormat.RECORD_SIZE, last, 0, RecordFormat.KEY_SIZE);
                check.accept(buf, 0, len);
                pos += len;
            }
        }
        if (check.records() != m.records() || check.unordered() != 0 || !check.checksum().equals(m.checksum())) {
            return "run file " + run.path() + " does not match its manifest (records, order or checksum)";
        }
        if (m.records() > 0 && (!hex(first).equals(m.firstKey()) || !hex(last).equals(m.lastKey()))) {
            return "run file " + run.path() + " does not start or end with its manifest's keys";
        }
        return null;
    }

    /** Deletes files of the earlier attempt other than the runs, their manifests, the marker and the locks. */
    private static void removeOthers(TempSpace temp, int count) throws IOException {
        Set<String> keep = new HashSet<>(Set.of(TempSpace.LOCK, DONE));
        for (int i = 0; i < count; i++) {
            keep.add(runName(i));
            keep.add(runName(i) + RunManifest.SUFFIX);
        }
        for (Path f : temp.folders()) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(f)) {
                for (Path p : ds) {
                    if (!keep.contains(p.getFileName().toString())) {
                        TempSpace.deleteTree(p);
                    }
                }
            }
        }
    }

    private static void readFully(FileChannel ch, byte[] dst, long pos) throws IOException {
        ByteBuffer bb = ByteBuffer.wrap(dst);
        while (bb.hasRemaining()) {
            if (ch.read(bb, pos + bb.position()) < 0) {
                throw new IOException("run file ended early");
            }
        }
    }

    private static String hex(byte[] key) {
        return HexFormat.of().formatHex(key, 0, RecordFormat.KEY_SIZE);
    }
}

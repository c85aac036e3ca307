package org.gputerasort.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * This job's folders on the temp disks: one unique subfolder per disk
 * ({@code gputerasort-<pid>-<random>}), each with a {@code lock} file naming
 * the owner (pid, host, start time), so two sorts on the same disks never
 * collide and a later run can tell a dead owner's leftovers. Closing deletes
 * exactly these folders: the temp disks are left as they were found.
 */
public final class TempSpace implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(TempSpace.class);
    public static final String PREFIX = "gputerasort-";
    public static final String LOCK = "lock";
    private final List<Path> folders;

    private TempSpace(List<Path> folders) {
        this.folders = folders;
    }

    /** Creates this job's folder on every disk; on failure removes those already made. */
    public static TempSpace create(List<Path> disks) throws IOException {
        List<Path> made = new ArrayList<>();
        String id = PREFIX + ProcessHandle.current().pid() + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffffL);
        try {
            for (Path disk : disks) {
                Path f = Files.createDirectory(disk.resolve(id));
                made.add(f);
                Files.writeString(f.resolve(LOCK), lockText());
            }
        } catch (IOException e) {
            new TempSpace(made).close();
            throw new IOException("cannot create a temp folder: " + e.getMessage(), e);
        }
        return new TempSpace(List.copyOf(made));
    }

    static String lockText() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown";
        }
        return "pid=" + ProcessHandle.current().pid() + "\nhost=" + host + "\nstarted=" + Instant.now() + "\n";
    }

    public int disks() {
        return folders.size();
    }

    public List<Path> folders() {
        return folders;
    }

    /** Where run {@code i} lives: cyclically across the disks, run i on disk i mod D. */
    public Path runFile(String name, int i) {
        return folders.get(i % folders.size()).resolve(name);
    }

    @Override
    public void close() {
        for (Path f : folders) {
            deleteTree(f);
        }
    }

    /** Deletes a folder and everything in it; failures are logged, not thrown (this runs during cleanup). */
    public static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("could not remove temp folder {}: {}", dir, e.getMessage());
        }
    }
}

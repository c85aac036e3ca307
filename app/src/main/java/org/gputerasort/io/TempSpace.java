package org.gputerasort.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * the owner (pid, host, process start time, see {@link TempFolderLock}), so
 * two sorts on the same disks never collide and a later run can tell a dead
 * owner's leftovers ({@link StaleLeftovers}). Closing deletes exactly these
 * folders: the temp disks are left as they were found.
 *
 * <p>A resumable job ({@code --resume}) uses folders whose name derives from
 * its input and output instead ({@code gputerasort-resume-<key>}), so that
 * a rerun after a crash finds the runs of phase 1 again; those folders are
 * deleted only once the job has {@linkplain #complete() completed}.
 */
public final class TempSpace implements AutoCloseable {
    private static final Logger LOG = LogManager.getLogger(TempSpace.class);
    public static final String PREFIX = "gputerasort-";
    public static final String RESUME_PREFIX = PREFIX + "resume-";
    public static final String LOCK = "lock";
    private final List<Path> folders;
    private final boolean resumable;
    private volatile boolean complete;

    private TempSpace(List<Path> folders, boolean resumable) {
        this.folders = folders;
        this.resumable = resumable;
    }

    /** Creates this job's folder on every disk; on failure removes those already made. */
    public static TempSpace create(List<Path> disks) throws IOException {
        List<Path> made = new ArrayList<>();
        String id = PREFIX + ProcessHandle.current().pid() + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffffL);
        TempFolderLock lock = TempFolderLock.current();
        try {
            for (Path disk : disks) {
                Path f = Files.createDirectory(disk.resolve(id));
                made.add(f);
                lock.writeInto(f);
            }
        } catch (IOException e) {
            new TempSpace(made, false).close();
            throw new IOException("cannot create a temp folder: " + e.getMessage(), e);
        }
        return new TempSpace(List.copyOf(made), false);
    }

    /**
     * Opens (or creates) the resumable folders {@code gputerasort-resume-<key>}
     * on every disk and takes them over; refuses when a live process owns them.
     */
    public static TempSpace resumable(List<Path> disks, String key) throws IOException {
        List<Path> folders = new ArrayList<>();
        for (Path disk : disks) {
            Path f = disk.resolve(RESUME_PREFIX + key);
            if (Files.isDirectory(f)) {
                TempFolderLock owner = TempFolderLock.read(f).orElse(null);
                if (owner != null && owner.pid() != ProcessHandle.current().pid()
                        && owner.owner() != TempFolderLock.Owner.DEAD) {
                    throw new BadInputException("resumable temp folder " + f + " is in use by process " + owner.pid()
                            + " on " + owner.host() + ": is the same sort already running?");
                }
            }
            folders.add(f);
        }
        TempFolderLock lock = TempFolderLock.current();
        try {
            for (Path f : folders) {
                Files.createDirectories(f);
                lock.writeInto(f);
            }
        } catch (IOException e) {
            throw new IOException("cannot create a temp folder: " + e.getMessage(), e);
        }
        return new TempSpace(List.copyOf(folders), true);
    }

    public int disks() {
        return folders.size();
    }

    public List<Path> folders() {
        return folders;
    }

    public boolean isResumable() {
        return resumable;
    }

    /** Where run {@code i} lives: cyclically across the disks, run i on disk i mod D. */
    public Path runFile(String name, int i) {
        return folders.get(i % folders.size()).resolve(name);
    }

    /** Empties the folders but keeps them and their locks (a resumable job that starts afresh). */
    public void clear() throws IOException {
        for (Path f : folders) {
            try (Stream<Path> s = Files.list(f)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (!p.getFileName().toString().equals(LOCK)) {
                        deleteTree(p);
                    }
                }
            }
        }
    }

    /** The job finished: closing now deletes even resumable folders. */
    public void complete() {
        complete = true;
    }

    /** Deletes the folders, except a resumable job's before it completed (a rerun resumes from them). */
    @Override
    public void close() {
        if (resumable && !complete) {
            return;
        }
        for (Path f : folders) {
            deleteTree(f);
        }
    }

    /**
     * Deletes a folder and everything in it; failures are logged, not thrown
     * (this runs during cleanup). Retries a few times, since a stage that
     * is still winding down after a failure may create a file meanwhile.
     */
    public static void deleteTree(Path dir) {
        for (int attempt = 0; ; attempt++) {
            if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
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
                return;
            } catch (IOException | UncheckedIOException e) {
                Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
                boolean racing = cause instanceof DirectoryNotEmptyException || cause instanceof java.nio.file.NoSuchFileException;
                if (!racing || attempt >= 20) {
                    LOG.warn("could not remove temp folder {}: {}", dir, e.getMessage());
                    return;
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    LOG.warn("could not remove temp folder {}: interrupted", dir);
                    return;
                }
            }
        }
    }
}

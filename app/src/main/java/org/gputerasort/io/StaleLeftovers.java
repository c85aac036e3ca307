package org.gputerasort.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes what sorts killed by {@code kill -9} or a power cut left behind:
 * temp folders on the temp disks whose owner (see {@link TempFolderLock}) is
 * dead on this host, and hidden partial outputs ({@code .NAME.<pid>-<hex>.tmp},
 * see {@link AtomicOutput}) of dead pids. A live owner's folder, another
 * host's folder and anything not named like ours are never touched. Resumable
 * folders are kept: they exist to be resumed. Returns one line per thing
 * removed or kept, for the command to show.
 */
public final class StaleLeftovers {
    private static final Pattern UNLOCKED = Pattern.compile(Pattern.quote(TempSpace.PREFIX) + "(\\d+)-[0-9a-f]+");
    private static final Pattern OUTPUT_TEMP = Pattern.compile("\\.(.+)\\.(\\d+)-[0-9a-f]+\\.tmp");

    private StaleLeftovers() {
    }

    /**
     * Sweeps the temp disks; {@code keep} is a folder name this job is about
     * to reuse (its resumable folder), or null.
     */
    public static List<String> sweepTempDisks(List<Path> disks, String keep) {
        List<String> notes = new ArrayList<>();
        for (Path disk : disks) {
            if (!Files.isDirectory(disk)) {
                continue;
            }
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(disk, TempSpace.PREFIX + "*")) {
                for (Path f : ds) {
                    String name = f.getFileName().toString();
                    if (name.equals(keep) || !Files.isDirectory(f, LinkOption.NOFOLLOW_LINKS)) {
                        continue;
                    }
                    sweepFolder(f, name, notes);
                }
            } catch (IOException e) {
                notes.add("could not look for stale temp folders in " + disk + ": " + e.getMessage());
            }
        }
        return notes;
    }

    private static void sweepFolder(Path f, String name, List<String> notes) {
        Optional<TempFolderLock> lock = TempFolderLock.read(f);
        boolean resumable = name.startsWith(TempSpace.RESUME_PREFIX);
        long pid;
        if (lock.isPresent()) {
            if (lock.get().owner() != TempFolderLock.Owner.DEAD) {
                return;
            }
            pid = lock.get().pid();
        } else {
            // killed between creating the folder and writing its lock: the pid is in the name
            Matcher m = UNLOCKED.matcher(name);
            if (resumable || !m.matches()) {
                return;
            }
            pid = parsePid(m.group(1));
            if (pid <= 0 || TempFolderLock.isAlive(pid, null)) {
                return;
            }
        }
        if (resumable) {
            notes.add("kept resumable temp folder " + f + " of dead process " + pid
                    + " (rerun the same sort with --resume to continue it, or delete it)");
            return;
        }
        TempSpace.deleteTree(f);
        notes.add(Files.exists(f, LinkOption.NOFOLLOW_LINKS)
                ? "could not remove stale temp folder " + f + " of dead process " + pid
                : "removed stale temp folder " + f + " of dead process " + pid);
    }

    /** Removes hidden partial outputs of {@code output} (same name) written by dead processes. */
    public static List<String> sweepOutputTemps(Path output) {
        List<String> notes = new ArrayList<>();
        Path dir = output.toAbsolutePath().getParent();
        String name = output.getFileName().toString();
        if (dir == null || !Files.isDirectory(dir)) {
            return notes;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path p : ds) {
                Matcher m = OUTPUT_TEMP.matcher(p.getFileName().toString());
                if (!m.matches() || !m.group(1).equals(name) || !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                long pid = parsePid(m.group(2));
                if (pid <= 0 || TempFolderLock.isAlive(pid, null)) {
                    continue;
                }
                try {
                    Files.deleteIfExists(p);
                    notes.add("removed stale partial output " + p + " of dead process " + pid);
                } catch (IOException e) {
                    notes.add("could not remove stale partial output " + p + ": " + e.getMessage());
                }
            }
        } catch (IOException e) {
            notes.add("could not look for stale partial outputs in " + dir + ": " + e.getMessage());
        }
        return notes;
    }

    private static long parsePid(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}

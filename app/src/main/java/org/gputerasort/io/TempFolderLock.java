package org.gputerasort.io;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * The owner of a temp folder, as written in its {@code lock} file: pid, host
 * and the owning process's start time. Pid alone is not enough (pids are
 * reused), and a folder on a shared disk may belong to another machine whose
 * processes this one cannot see; with all three a later run can tell a dead
 * owner's leftovers from a live sort's work.
 *
 * @param started the owner process's start time, or null when it was unknown
 */
public record TempFolderLock(long pid, String host, Instant started) {
    /** What a later run may do with a folder, judged from its lock. */
    public enum Owner {
        /** The owner runs (or might: its start time is unknown): never touch. */
        LIVE,
        /** Same host, and the pid is gone or now another process: leftovers. */
        DEAD,
        /** Written on another machine: cannot tell, never touch. */
        OTHER_HOST
    }

    private static final String HOST = hostName();

    /** The lock of the current process. */
    public static TempFolderLock current() {
        ProcessHandle me = ProcessHandle.current();
        return new TempFolderLock(me.pid(), HOST, me.info().startInstant().orElse(null));
    }

    public String text() {
        return "pid=" + pid + "\nhost=" + host + "\nstarted=" + (started != null ? started : "unknown") + "\n";
    }

    /** Writes the lock durably into {@code folder} (temp name, fsync, rename: never half a lock). */
    public void writeInto(Path folder) throws IOException {
        Path tmp = folder.resolve(TempSpace.LOCK + ".tmp");
        Files.write(tmp, text().getBytes(StandardCharsets.UTF_8));
        Files.move(tmp, folder.resolve(TempSpace.LOCK), java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** The lock in {@code folder}; empty when there is none or it cannot be read as one. */
    public static Optional<TempFolderLock> read(Path folder) {
        Path f = folder.resolve(TempSpace.LOCK);
        try {
            if (!Files.isRegularFile(f)) {
                return Optional.empty();
            }
            long pid = -1;
            String host = null;
            Instant started = null;
            for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq < 0) {
                    continue;
                }
                String k = line.substring(0, eq).trim();
                String v = line.substring(eq + 1).trim();
                switch (k) {
                    case "pid" -> pid = Long.parseLong(v);
                    case "host" -> host = v;
                    case "started" -> started = v.equals("unknown") ? null : Instant.parse(v);
                    default -> {
                        // newer fields are ignored
                    }
                }
            }
            return pid > 0 && host != null && !host.isEmpty() ? Optional.of(new TempFolderLock(pid, host, started)) : Optional.empty();
        } catch (IOException | NumberFormatException | DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** Whether the owner still runs, judged on this machine. */
    public Owner owner() {
        if (!HOST.equals(host)) {
            return Owner.OTHER_HOST;
        }
        return isAlive(pid, started) ? Owner.LIVE : Owner.DEAD;
    }

    /**
     * True when process {@code pid} runs and, where both are known, started
     * at {@code started} (a different start time means the pid was reused).
     */
    public static boolean isAlive(long pid, Instant started) {
        Optional<ProcessHandle> p = ProcessHandle.of(pid);
        if (p.isEmpty() || !p.get().isAlive()) {
            return false;
        }
        if (started == null) {
            return true;
        }
        Optional<Instant> actual = p.get().info().startInstant();
        // both come from the same clock-tick count in /proc; a second of slack absorbs rounding
        return actual.isEmpty() || Math.abs(actual.get().toEpochMilli() - started.toEpochMilli()) < 1000;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }
}

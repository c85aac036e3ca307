package org.gputerasort.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * An output file that appears under its final name only when complete: bytes
 * go to a hidden temporary name in the same directory, which {@link #commit}
 * fsyncs, renames atomically over the target and follows with an fsync of the
 * directory. Closing without commit deletes the temporary file, so a failure
 * or kill leaves no half-written output behind. Special files (/dev/null, a
 * pipe, a terminal) are written in place: they cannot be renamed onto.
 */
public final class AtomicOutput implements AutoCloseable {
    private final Path target;
    private final Path temp;
    private final FileChannel channel;
    private boolean committed;

    private AtomicOutput(Path target, Path temp, FileChannel channel) {
        this.target = target;
        this.temp = temp;
        this.channel = channel;
    }

    /** Opens an output for {@code target}; extra options such as O_DIRECT are passed to the open. */
    public static AtomicOutput create(Path target, OpenOption... extra) throws IOException {
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            if (Files.isDirectory(target)) {
                throw new OutputException(target, "is a directory");
            }
            try {
                return new AtomicOutput(target, null, FileChannels.open(target, StandardOpenOption.WRITE));
            } catch (IOException e) {
                throw OutputException.of(target, e);
            }
        }
        Path dir = target.toAbsolutePath().getParent();
        String name = target.getFileName().toString();
        Path temp = dir.resolve("." + name + "." + ProcessHandle.current().pid() + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL) + ".tmp");
        List<OpenOption> opts = new ArrayList<>(List.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                StandardOpenOption.READ));
        opts.addAll(List.of(extra));
        try {
            return new AtomicOutput(target, temp, FileChannels.open(temp, opts.toArray(OpenOption[]::new)));
        } catch (IOException e) {
            throw OutputException.of(target, e);
        }
    }

    public FileChannel channel() {
        return channel;
    }

    public Path target() {
        return target;
    }

    /** The file being written: the temporary name, or the target itself for special files. */
    public Path writtenPath() {
        return temp != null ? temp : target;
    }

    /** Makes the output durable and visible under its final name. */
    public void commit() throws IOException {
        if (temp == null) {
            channel.close();
            committed = true;
            return;
        }
        channel.force(true);
        channel.close();
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        committed = true;
        fsyncDirectory(target.toAbsolutePath().getParent());
    }

    /** Makes a rename durable; file systems that cannot open a directory for sync are left as they are. */
    public static void fsyncDirectory(Path dir) {
        try (FileChannel d = FileChannels.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException ignored) {
            // some file systems refuse to open directories; the rename itself is still atomic
        }
    }

    @Override
    public void close() throws IOException {
        if (committed) {
            return;
        }
        try {
            channel.close();
        } finally {
            if (temp != null) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** A target that cannot be written, with a message naming it and the system's reason. */
    public static final class OutputException extends IOException {
        private static final long serialVersionUID = 1L;

        OutputException(Path target, String reason) {
            super("cannot write " + target + ": " + reason);
        }

        static OutputException of(Path target, IOException e) {
            String reason;
            if (e instanceof NoSuchFileException) {
                reason = "No such file or directory";
            } else if (e instanceof AccessDeniedException) {
                reason = "Permission denied";
            } else if (e instanceof FileSystemException fse && fse.getReason() != null) {
                reason = fse.getReason();
            } else {
                reason = String.valueOf(e.getMessage());
            }
            OutputException out = new OutputException(target, reason);
            out.initCause(e);
            return out;
        }
    }
}

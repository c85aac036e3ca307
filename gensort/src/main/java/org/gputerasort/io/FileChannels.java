package org.gputerasort.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;

/**
 * The one place where the project opens file channels for its data, so that
 * tests can put a failing channel (disk full, I/O error after N bytes) under
 * any stage of any job. Production code never changes the opener.
 */
public final class FileChannels {
    /** Opens a channel; tests substitute one that wraps or fails. */
    @FunctionalInterface
    public interface Opener {
        FileChannel open(Path path, OpenOption... options) throws IOException;
    }

    private static final Opener DEFAULT = FileChannel::open;
    private static volatile Opener opener = DEFAULT;

    private FileChannels() {
    }

    public static FileChannel open(Path path, OpenOption... options) throws IOException {
        return opener.open(path, options);
    }

    /** For tests: replaces the opener until {@link #reset()}. */
    public static void setOpenerForTesting(Opener o) {
        opener = o;
    }

    public static void reset() {
        opener = DEFAULT;
    }
}

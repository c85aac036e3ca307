package org.gputerasort.io;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Up-front checks that make a long sort fail in its first second rather than
 * after an hour: directories exist and are writable, and the file systems
 * have room for what will be written there.
 */
public final class DiskChecks {
    private DiskChecks() {
    }

    public static void writableDirectory(Path dir, String what) throws BadInputException {
        if (!Files.exists(dir)) {
            throw new BadInputException(what + " " + dir + ": No such file or directory");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(what + " " + dir + " is not a directory");
        }
        if (!Files.isWritable(dir)) {
            throw new BadInputException(what + " " + dir + ": Permission denied");
        }
    }

    /**
     * Checks that the disks, spread evenly, can hold {@code bytes}: each file
     * system must have room for its share (disks on one file system add up).
     */
    public static void spaceForSpread(List<Path> disks, long bytes, String what) throws IOException {
        spaceForSpread(disks, bytes, null, 0, what);
    }

    /**
     * Checks room for runs spread over {@code disks} and an output of
     * {@code outputBytes} in {@code outputDir} together: when the output
     * shares a file system with a temp disk, both must fit at once.
     */
    public static void spaceForSpread(List<Path> disks, long bytes, Path outputDir, long outputBytes, String what)
            throws IOException {
        Map<FileStore, Long> need = new LinkedHashMap<>();
        Map<FileStore, Path> example = new LinkedHashMap<>();
        Map<FileStore, String> purpose = new LinkedHashMap<>();
        long share = (bytes + disks.size() - 1) / disks.size();
        for (Path d : disks) {
            FileStore fs = Files.getFileStore(d);
            need.merge(fs, share, Long::sum);
            example.putIfAbsent(fs, d);
            purpose.put(fs, what);
        }
        if (outputDir != null) {
            FileStore fs = Files.getFileStore(outputDir);
            need.merge(fs, outputBytes, Long::sum);
            example.putIfAbsent(fs, outputDir);
            purpose.merge(fs, "the output", (a, b) -> a + " and the output");
        }
        for (Map.Entry<FileStore, Long> e : need.entrySet()) {
            long free = e.getKey().getUsableSpace();
            if (free < e.getValue()) {
                throw new NotEnoughSpaceException("not enough free space for " + purpose.get(e.getKey()) + " on "
                        + example.get(e.getKey()) + ": needs " + Sizes.format(e.getValue()) + ", has " + Sizes.format(free));
            }
        }
    }
}

package org.gputerasort.io;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The up-front checks: folders usable, and room for what will be written, spread over the disks (found up front, with the figures). */
class DiskChecksTest {
    @TempDir
    Path dir;
    @TempDir
    Path disk;

    @Test
    void notEnoughSpaceIsFoundUpFrontWithTheFigures() {
        NotEnoughSpaceException e = assertThrows(NotEnoughSpaceException.class,
                () -> DiskChecks.spaceForSpread(List.of(disk, disk), 1L << 62, "the runs"));
        assertTrue(e.getMessage().startsWith("not enough free space for the runs on " + disk + ": needs 4294967296.0 GiB"),
                e.getMessage());
        NotEnoughSpaceException both = assertThrows(NotEnoughSpaceException.class,
                () -> DiskChecks.spaceForSpread(List.of(disk), 1L << 61, disk, 1L << 61, "the runs"));
        assertTrue(both.getMessage().startsWith("not enough free space for the runs and the output on " + disk
                + ": needs 4294967296.0 GiB"), both.getMessage());
    }

    @Test
    void notEnoughSpaceNamesTheDiskWhatItNeedsAndWhatItHas() throws IOException {
        long free = Files.getFileStore(dir).getUsableSpace();
        NotEnoughSpaceException e = assertThrows(NotEnoughSpaceException.class,
                () -> DiskChecks.spaceForSpread(List.of(dir), 1L << 60, "the runs"));
        String m = e.getMessage();
        assertTrue(m.startsWith("not enough free space for the runs on " + dir + ": needs "), m);
        assertTrue(m.contains("needs " + Sizes.format(1L << 60)), m);
        assertTrue(m.contains(", has "), m);
        assertTrue(free < 1L << 60);
    }

    @Test
    void spaceThatFitsPasses() {
        assertDoesNotThrow(() -> DiskChecks.spaceForSpread(List.of(dir), 1000, "the output"));
    }

    @Test
    void disksOnOneFileSystemAddUp() throws IOException {
        Path a = Files.createDirectory(dir.resolve("a"));
        Path b = Files.createDirectory(dir.resolve("b"));
        long free = Files.getFileStore(dir).getUsableSpace();
        // each disk's share (3/4 of the free space) fits alone, but both live on the same file system
        long bytes = free / 2 * 3;
        assertDoesNotThrow(() -> DiskChecks.spaceForSpread(List.of(a), free / 2, "the runs"));
        assertThrows(NotEnoughSpaceException.class, () -> DiskChecks.spaceForSpread(List.of(a, b), bytes, "the runs"));
    }

    @Test
    void missingFolderIsBadInput() {
        Path missing = dir.resolve("missing");
        BadInputException e = assertThrows(BadInputException.class, () -> DiskChecks.writableDirectory(missing, "temp disk"));
        assertTrue(e.getMessage().equals("temp disk " + missing + ": No such file or directory"), e.getMessage());
    }

    @Test
    void regularFileIsNotAFolder() throws IOException {
        Path file = Files.writeString(dir.resolve("f"), "x");
        BadInputException e = assertThrows(BadInputException.class, () -> DiskChecks.writableDirectory(file, "temp disk"));
        assertTrue(e.getMessage().endsWith("is not a directory"), e.getMessage());
    }

    @Test
    void sizesParseTheWayUsersWriteThem() {
        assertTrue(Sizes.parse("4m") == 4L << 20);
        assertTrue(Sizes.parse("1.5G") == 3L << 29);
        assertTrue(Sizes.parse("512") == 512);
        assertTrue(Sizes.parse("10kb") == 10L << 10);
        assertThrows(IllegalArgumentException.class, () -> Sizes.parse("lots"));
        assertThrows(IllegalArgumentException.class, () -> Sizes.parse("-1m"));
    }
}

package org.gputerasort.io;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The up-front space check refuses a sort that cannot fit, naming the disk and the figures. */
class DiskChecksTest {
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
}

package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SystemInfoTest {
    @TempDir
    Path dir;

    @Test
    void collectFillsCoresJvmOsAndTheDisksOfTheGivenDirectories() {
        SystemInfo info = SystemInfo.collect(List.of(dir, dir.resolve("not-yet-created")));
        assertEquals(Runtime.getRuntime().availableProcessors(), info.cores());
        assertTrue(info.jvm().contains(System.getProperty("java.version").split("\\.")[0]), info.jvm());
        assertTrue(info.os().contains(System.getProperty("os.name")), info.os());
        assertFalse(info.cpuModel().isBlank());
        assertTrue(info.memoryBytes() > 0);
        assertEquals(2, info.disks().size());
        SystemInfo.Disk disk = info.disks().get(0);
        assertEquals(dir.toString(), disk.path());
        assertTrue(disk.sizeBytes() > 0 && disk.usableBytes() <= disk.sizeBytes(), disk.toString());
        assertFalse(disk.type().isBlank());
        // a directory that does not exist yet is described by the file system it will be created on
        assertEquals(disk.device(), info.disks().get(1).device());
    }

    @Test
    void nvidiaSmiLinesBecomeGpus() {
        List<SystemInfo.Gpu> gpus = SystemInfo.parseNvidiaSmi(
                "NVIDIA H100 80GB HBM3, 550.54.15, 81559\nNVIDIA GeForce RTX 4060, 560.35.03, 8188\n\n");
        assertEquals(List.of(new SystemInfo.Gpu("NVIDIA H100 80GB HBM3", "550.54.15", 81559L << 20),
                new SystemInfo.Gpu("NVIDIA GeForce RTX 4060", "560.35.03", 8188L << 20)), gpus);
        assertEquals(List.of(), SystemInfo.parseNvidiaSmi(""));
    }

    @Test
    void machineNameIsCpuPlusFirstGpu() {
        assertEquals("Test CPU 9000 + Test GPU", SampleResults.SYSTEM.machine());
        SystemInfo noGpu = new SystemInfo("h", "Intel(R) Xeon(R) CPU @ 2.20GHz", 2, 1, List.of(), List.of(), "j", "o");
        assertEquals("Intel Xeon CPU @ 2.20GHz", noGpu.machine());
    }
}

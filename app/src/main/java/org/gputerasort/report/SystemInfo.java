package org.gputerasort.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The machine a benchmark ran on, so that a figure can be judged and two
 * reports compared: CPU, memory, GPUs (from {@code nvidia-smi} when present),
 * the file systems under the work and temp directories, JVM and OS. Anything
 * that cannot be found is reported as unknown, never guessed.
 */
public record SystemInfo(String hostname, String cpuModel, int cores, long memoryBytes, List<Gpu> gpus,
        List<Disk> disks, String jvm, String os) {
    public static final String UNKNOWN = "unknown";

    /** One GPU as nvidia-smi reports it. */
    public record Gpu(String name, String driver, long memoryBytes) {
    }

    /**
     * The file system under one benchmark directory.
     *
     * @param path the directory (work dir or a temp disk)
     * @param device the mounted device, e.g. /dev/nvme0n1p2
     * @param type the file system type, e.g. ext4
     */
    public record Disk(String path, String mountPoint, String device, String type, long sizeBytes, long usableBytes) {
    }

    public SystemInfo {
        gpus = gpus == null ? List.of() : List.copyOf(gpus);
        disks = disks == null ? List.of() : List.copyOf(disks);
        hostname = orUnknown(hostname);
        cpuModel = orUnknown(cpuModel);
        jvm = orUnknown(jvm);
        os = orUnknown(os);
    }

    private static String orUnknown(String s) {
        return s == null || s.isBlank() ? UNKNOWN : s;
    }

    /** Collects the description of this machine and of the file systems holding {@code dirs}. */
    public static SystemInfo collect(List<Path> dirs) {
        return new SystemInfo(readHostname(), readCpuModel(), Runtime.getRuntime().availableProcessors(), readMemoryBytes(),
                nvidiaGpus(), readDisks(dirs), readJvm(), readOs());
    }

    /** A short name of the machine for titles: the CPU model, and the first GPU when there is one. */
    public String machine() {
        String cpu = cpuModel.replaceAll("\\(R\\)|\\(TM\\)|\\(tm\\)", "").replaceAll("\\s+", " ").strip();
        return gpus.isEmpty() ? cpu : cpu + " + " + gpus.get(0).name();
    }

    private static String readHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return UNKNOWN;
        }
    }

    private static String readCpuModel() {
        try (BufferedReader r = Files.newBufferedReader(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("model name") && line.indexOf(':') > 0) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or /proc unreadable: fall through
        }
        return System.getProperty("os.arch", UNKNOWN) + " (model " + UNKNOWN + ")";
    }

    private static long readMemoryBytes() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return 0;
    }

    private static String readJvm() {
        return System.getProperty("java.vm.name", "Java") + " " + System.getProperty("java.runtime.version",
                System.getProperty("java.version", UNKNOWN)) + " (" + System.getProperty("java.vm.vendor", UNKNOWN)
                + "), max heap " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB";
    }

    private static String readOs() {
        String kernel = System.getProperty("os.name", UNKNOWN) + " " + System.getProperty("os.version", "") + " "
                + System.getProperty("os.arch", "");
        try {
            for (String line : Files.readAllLines(Path.of("/etc/os-release"), StandardCharsets.UTF_8)) {
                if (line.startsWith("PRETTY_NAME=")) {
                    return line.substring("PRETTY_NAME=".length()).replace("\"", "") + ", " + kernel.strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // no os-release: the kernel alone
        }
        return kernel.strip();
    }

    /** The GPUs nvidia-smi lists, or none when it is absent, fails or takes too long. */
    static List<Gpu> nvidiaGpus() {
        Process p;
        try {
            p = new ProcessBuilder("nvidia-smi", "--query-gpu=name,driver_version,memory.total",
                    "--format=csv,noheader,nounits").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            return List.of();
        }
        try {
            // the output is a few lines, far below a pipe's buffer: waiting first cannot deadlock, and a hung
            // driver cannot hang the benchmark
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return List.of();
            }
            return parseNvidiaSmi(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        } finally {
            p.destroyForcibly();
        }
    }

    /** Parses {@code name, driver, memory MiB} lines of {@code nvidia-smi --format=csv,noheader,nounits}. */
    static List<Gpu> parseNvidiaSmi(String csv) {
        List<Gpu> gpus = new ArrayList<>();
        for (String line : csv.split("\n")) {
            String[] f = line.split(",");
            if (f.length < 3 || f[0].isBlank()) {
                continue;
            }
            long mib;
            try {
                mib = Long.parseLong(f[2].strip());
            } catch (NumberFormatException e) {
                mib = 0;
            }
            gpus.add(new Gpu(f[0].strip(), f[1].strip(), mib << 20));
        }
        return gpus;
    }

    private static List<Disk> readDisks(List<Path> dirs) {
        List<Mount> mounts = mounts();
        List<Disk> disks = new ArrayList<>();
        for (Path dir : new LinkedHashSet<>(dirs)) {
            Path existing = dir.toAbsolutePath().normalize();
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            if (existing == null) {
                continue;
            }
            try {
                Path real = existing.toRealPath();
                FileStore store = Files.getFileStore(real);
                Mount m = mountOf(real, mounts);
                disks.add(new Disk(dir.toString(), m != null ? m.point : UNKNOWN, m != null ? m.device : store.name(),
                        m != null ? m.type : store.type(), store.getTotalSpace(), store.getUsableSpace()));
            } catch (IOException e) {
                disks.add(new Disk(dir.toString(), UNKNOWN, UNKNOWN, UNKNOWN, 0, 0));
            }
        }
        return disks;
    }

    private record Mount(String device, String point, String type) {
    }

    private static List<Mount> mounts() {
        List<Mount> mounts = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/mounts"), StandardCharsets.UTF_8)) {
                String[] f = line.split(" ");
                if (f.length >= 3) {
                    mounts.add(new Mount(unescape(f[0]), unescape(f[1]), f[2]));
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: FileStore alone
        }
        return mounts;
    }

    /** The mount holding {@code path}: the longest mount point above it, the later one when mounts are stacked. */
    private static Mount mountOf(Path path, List<Mount> mounts) {
        Mount best = null;
        for (Mount m : mounts) {
            if (path.startsWith(m.point) && (best == null || m.point.length() >= best.point.length())) {
                best = m;
            }
        }
        return best;
    }

    /** /proc/mounts writes space, tab, newline and backslash as octal escapes. */
    private static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                b.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}

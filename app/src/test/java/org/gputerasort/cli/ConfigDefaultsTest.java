package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Option defaults: bundled file < --config file < environment < command line. */
class ConfigDefaultsTest {
    /** A command that exists only for this test, so no real option's default is assumed. */
    @Command(name = "probe")
    static final class Probe implements Runnable {
        @Option(names = "--block-size", defaultValue = "1")
        String blockSize;

        @Override
        public void run() {
        }
    }

    private static String parsed(ConfigDefaults defaults, String... args) {
        Probe probe = new Probe();
        CommandLine cl = new CommandLine(probe);
        cl.setDefaultValueProvider(defaults);
        cl.parseArgs(args);
        return probe.blockSize;
    }

    private static Properties props(String value) {
        Properties p = new Properties();
        if (value != null) {
            p.setProperty("probe.block-size", value);
        }
        return p;
    }

    @Test
    void annotationDefaultAppliesWhenNothingIsConfigured() {
        assertEquals("1", parsed(new ConfigDefaults(props(null), Map.of())));
    }

    @Test
    void propertiesBeatTheAnnotationDefault() {
        assertEquals("2", parsed(new ConfigDefaults(props("2"), Map.of())));
    }

    @Test
    void environmentBeatsProperties() {
        assertEquals("3", parsed(new ConfigDefaults(props("2"), Map.of("GPUTERASORT_PROBE_BLOCK_SIZE", "3"))));
    }

    @Test
    void commandLineBeatsEverything() {
        ConfigDefaults d = new ConfigDefaults(props("2"), Map.of("GPUTERASORT_PROBE_BLOCK_SIZE", "3"));
        assertEquals("4", parsed(d, "--block-size", "4"));
    }

    @Test
    void configFileOverlaysTheBundledDefaults(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("my.properties");
        Files.writeString(file, "probe.block-size = 5\n");
        ConfigDefaults d = ConfigDefaults.load(file, Map.of());
        assertEquals("5", parsed(d));
        assertEquals("6", parsed(ConfigDefaults.load(file, Map.of("GPUTERASORT_PROBE_BLOCK_SIZE", "6"))));
        Properties bundledOnly = ConfigDefaults.load(null, Map.of()).properties();
        for (String key : bundledOnly.stringPropertyNames()) {
            assertEquals(bundledOnly.getProperty(key), d.get(key), "bundled key " + key + " kept under the file");
        }
    }

    @Test
    void unreadableConfigFileIsAnError(@TempDir Path dir) {
        IOException e = assertThrows(IOException.class, () -> ConfigDefaults.load(dir.resolve("missing"), Map.of()));
        assertEquals(true, e.getMessage().contains("missing"));
    }
}

package org.gputerasort.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Option defaults from, in rising precedence, the bundled
 * {@code gputerasort.properties}, a {@code --config FILE}, and environment
 * variables {@code GPUTERASORT_<COMMAND>_<OPTION>}; the command line beats
 * them all. Keys are {@code command.option} (the option's longest name without
 * dashes), so one file configures every subcommand.
 */
public final class ConfigDefaults implements IDefaultValueProvider {
    public static final String BUNDLED = "/gputerasort.properties";
    private final Properties properties;
    private final Map<String, String> environment;

    public ConfigDefaults(Properties properties, Map<String, String> environment) {
        this.properties = properties;
        this.environment = environment;
    }

    /** Bundled defaults overlaid with {@code configFile} when given. */
    public static ConfigDefaults load(Path configFile, Map<String, String> environment) throws IOException {
        Properties p = new Properties();
        try (InputStream in = ConfigDefaults.class.getResourceAsStream(BUNDLED)) {
            if (in != null) {
                p.load(in);
            }
        }
        if (configFile != null) {
            if (!Files.isRegularFile(configFile) || !Files.isReadable(configFile)) {
                throw new IOException("config file " + configFile + " is missing or unreadable");
            }
            try (Reader r = Files.newBufferedReader(configFile)) {
                p.load(r);
            }
        }
        return new ConfigDefaults(p, environment);
    }

    /** The raw value of a key, e.g. {@code benchmark.price.cpu}, for settings that are not options. */
    public String get(String key) {
        return properties.getProperty(key);
    }

    public Properties properties() {
        return properties;
    }

    @Override
    public String defaultValue(ArgSpec argSpec) {
        if (!(argSpec instanceof OptionSpec option) || argSpec.command() == null) {
            return null;
        }
        String command = argSpec.command().name();
        String name = option.longestName().replaceFirst("^-+", "");
        String env = environment.get(("GPUTERASORT_" + command + "_" + name).toUpperCase(Locale.ROOT).replace('-', '_'));
        if (env != null) {
            return env;
        }
        return properties.getProperty(command + "." + name);
    }
}

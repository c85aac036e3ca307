package org.gputerasort.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * The list price of the sorting system, itemised as the GPUTeraSort paper's
 * Table 1 itemises its PennySort PC (CPU, GPU, memory, disks, board, case,
 * power supply), because a PennySort figure is only as credible as the price
 * behind it and readers must be able to check each part.
 *
 * <p>Parts come from properties {@code benchmark.price.<part>=<usd> [item]},
 * e.g. {@code benchmark.price.gpu=299 NVIDIA GeForce RTX 4060 8 GB}; any part
 * name is accepted, the standard ones are listed first in Table 1's order.
 */
public record SystemPrice(List<Part> parts, String source) {
    /** Property prefix of the itemised parts list. */
    public static final String PREFIX = "benchmark.price.";

    private static final Map<String, String> STANDARD_PARTS = Map.of(
            "cpu", "CPU", "gpu", "GPU", "memory", "Memory", "disks", "Disks",
            "board", "Motherboard", "case", "Case", "psu", "Power supply");
    private static final List<String> STANDARD_ORDER = List.of("cpu", "gpu", "memory", "disks", "board", "case", "psu");

    /** One priced component: its key ({@code gpu}), the item bought and its price in US dollars. */
    public record Part(String name, String item, double priceUsd) {
        public Part {
            if (!(priceUsd >= 0) || Double.isInfinite(priceUsd)) {
                throw new IllegalArgumentException("price of " + name + " must be >= 0 USD; got " + priceUsd);
            }
            item = item == null ? "" : item;
        }

        /** The part's name for a table: "Power supply" for {@code psu}, the key itself for non-standard parts. */
        public String label() {
            return STANDARD_PARTS.getOrDefault(name, name);
        }
    }

    public SystemPrice {
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("a system price needs at least one part");
        }
        double total = parts.stream().mapToDouble(Part::priceUsd).sum();
        if (!(total > 0)) {
            throw new IllegalArgumentException("the system price must be > 0 USD; got " + total);
        }
    }

    /** A single lump-sum price, as given with {@code --price-usd}. */
    public static SystemPrice lumpSum(double priceUsd, String source) {
        return new SystemPrice(List.of(new Part("system", "whole system", priceUsd)), source);
    }

    /**
     * The parts listed under {@link #PREFIX} in {@code properties}.
     *
     * @throws IllegalArgumentException when none are listed or a value is not {@code <usd> [item]},
     *     naming the key and the value
     */
    public static SystemPrice fromProperties(Properties properties, String source) {
        List<Part> parts = new ArrayList<>();
        for (String key : properties.stringPropertyNames()) {
            if (key.startsWith(PREFIX) && key.length() > PREFIX.length()) {
                parts.add(parsePart(key.substring(PREFIX.length()), properties.getProperty(key)));
            }
        }
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("no price: give --price-usd or list the parts as "
                    + PREFIX + "<part>=<usd> [item] in the config file");
        }
        parts.sort(Comparator.comparingInt((Part p) -> standardRank(p.name())).thenComparing(Part::name));
        return new SystemPrice(parts, source);
    }

    /** The system's total price in US dollars. */
    public double totalUsd() {
        return parts.stream().mapToDouble(Part::priceUsd).sum();
    }

    private static Part parsePart(String name, String value) {
        String text = value.strip();
        int space = text.indexOf(' ');
        String number = space < 0 ? text : text.substring(0, space);
        String item = space < 0 ? "" : text.substring(space + 1).strip();
        try {
            double usd = Double.parseDouble(number.replace("$", "").replace(",", ""));
            return new Part(name.toLowerCase(Locale.ROOT), item, usd);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(PREFIX + name + " must be '<price in USD> [item]', e.g. '299 RTX 4060'; got '"
                    + value + "'");
        }
    }

    private static int standardRank(String name) {
        int i = STANDARD_ORDER.indexOf(name);
        return i < 0 ? STANDARD_ORDER.size() : i;
    }
}

package org.gputerasort.io;

import java.util.Locale;

/** Parses and prints byte sizes the way users write them: 512m, 2g, 1.5G, 1048576. */
public final class Sizes {
    private Sizes() {
    }

    public static long parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.endsWith("b")) {
            t = t.substring(0, t.length() - 1);
        }
        long mult = 1;
        if (!t.isEmpty()) {
            switch (t.charAt(t.length() - 1)) {
                case 'k' -> mult = 1L << 10;
                case 'm' -> mult = 1L << 20;
                case 'g' -> mult = 1L << 30;
                case 't' -> mult = 1L << 40;
                default -> mult = 1;
            }
            if (mult != 1) {
                t = t.substring(0, t.length() - 1);
            }
        }
        try {
            double v = Double.parseDouble(t);
            if (v < 0 || Double.isNaN(v)) {
                throw new NumberFormatException();
            }
            return (long) (v * mult);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a size: '" + text + "' (use e.g. 512m, 2g)");
        }
    }

    public static String format(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
        }
        if (bytes >= 1L << 10) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / (double) (1L << 10));
        }
        return bytes + " B";
    }
}

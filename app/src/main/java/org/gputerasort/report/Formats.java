package org.gputerasort.report;

import java.util.Locale;

/**
 * How figures are written for people (Markdown, console, chart titles): one
 * place, so the same number reads the same everywhere. Locale-independent;
 * sizes in decimal units, as disk and SortBenchmark figures are quoted.
 */
public final class Formats {
    private Formats() {
    }

    /** 1234567 → "1,234,567". */
    public static String count(double n) {
        return String.format(Locale.ROOT, "%,.0f", n);
    }

    /** Seconds with precision to suit the size: "0.0123 s", "1.23 s", "648.09 s", "12,345 s". */
    public static String seconds(double s) {
        if (s < 0.1) {
            return String.format(Locale.ROOT, "%.4f s", s);
        }
        if (s < 10_000) {
            return String.format(Locale.ROOT, "%,.2f s", s);
        }
        return String.format(Locale.ROOT, "%,.0f s", s);
    }

    /** Decimal bytes: "100.0 MB", "1.50 GB", "999 B". */
    public static String bytes(double b) {
        String[] units = {"B", "kB", "MB", "GB", "TB", "PB"};
        int u = 0;
        while (b >= 1000 && u < units.length - 1) {
            b /= 1000;
            u++;
        }
        return u == 0 ? String.format(Locale.ROOT, "%.0f B", b)
                : String.format(Locale.ROOT, b < 10 ? "%.2f %s" : "%.1f %s", b, units[u]);
    }

    /** Binary sizes for memory: "31.3 GiB". */
    public static String binaryBytes(double b) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (b >= 1024 && u < units.length - 1) {
            b /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", b, units[u]);
    }

    /** MB/s with one decimal: "812.3". */
    public static String mbPerSec(double v) {
        return String.format(Locale.ROOT, "%,.1f", v);
    }

    /** "$1,543.00". */
    public static String usd(double v) {
        return String.format(Locale.ROOT, "$%,.2f", v);
    }

    /** A ratio B/A: "1.85x", or "-" when A is zero. */
    public static String ratio(double b, double a) {
        return a == 0 ? "-" : String.format(Locale.ROOT, "%.2fx", b / a);
    }
}

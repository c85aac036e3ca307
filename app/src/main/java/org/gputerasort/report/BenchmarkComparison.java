package org.gputerasort.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Two benchmark reports side by side, B relative to A: MB/s and seconds per
 * phase, and the headline figures, each with the ratio B/A. Made for the
 * questions "how much does the GPU sorter gain over the CPU one" and "how do
 * these two machines compare"; differences that make a ratio misleading
 * (other record counts, keys or pricing rules) are printed as notes.
 */
public final class BenchmarkComparison {
    private final BenchmarkResult a;
    private final BenchmarkResult b;
    private final String labelA;
    private final String labelB;

    public BenchmarkComparison(String labelA, BenchmarkResult a, String labelB, BenchmarkResult b) {
        this.a = a;
        this.b = b;
        this.labelA = labelA;
        this.labelB = labelB;
    }

    /** The comparison as aligned plain-text tables. */
    public String render() {
        StringBuilder out = new StringBuilder();
        out.append("A: ").append(labelA).append(": ").append(describe(a)).append('\n');
        out.append("B: ").append(labelB).append(": ").append(describe(b)).append('\n');
        for (String note : notes()) {
            out.append("note: ").append(note).append('\n');
        }
        out.append('\n');

        List<String[]> phases = new ArrayList<>();
        phases.add(new String[] {"phase", "A MB/s", "B MB/s", "MB/s B/A", "A s", "B s", "s B/A"});
        for (String name : phaseNames()) {
            Optional<PhaseStat> pa = phase(a, name);
            Optional<PhaseStat> pb = phase(b, name);
            phases.add(new String[] {name,
                pa.map(p -> Formats.mbPerSec(p.mbPerSec())).orElse("-"),
                pb.map(p -> Formats.mbPerSec(p.mbPerSec())).orElse("-"),
                pa.isPresent() && pb.isPresent() ? Formats.ratio(pb.get().mbPerSec(), pa.get().mbPerSec()) : "-",
                pa.map(p -> secs(p.seconds())).orElse("-"),
                pb.map(p -> secs(p.seconds())).orElse("-"),
                pa.isPresent() && pb.isPresent() ? Formats.ratio(pb.get().seconds(), pa.get().seconds()) : "-"});
        }
        table(out, phases);
        out.append('\n');

        PennySortFigures fa = a.pennySort();
        PennySortFigures fb = b.pennySort();
        List<String[]> figures = new ArrayList<>();
        figures.add(new String[] {"figure", "A", "B", "B/A"});
        figures.add(figure("sortSeconds", secs(a.sortSeconds()), secs(b.sortSeconds()), b.sortSeconds(), a.sortSeconds()));
        figures.add(figure("sortMbPerSec", Formats.mbPerSec(a.sortMbPerSec()), Formats.mbPerSec(b.sortMbPerSec()),
                b.sortMbPerSec(), a.sortMbPerSec()));
        figures.add(figure("totalSeconds", secs(a.totalSeconds()), secs(b.totalSeconds()), b.totalSeconds(),
                a.totalSeconds()));
        figures.add(figure("priceUsd", Formats.usd(fa.priceUsd()), Formats.usd(fb.priceUsd()), fb.priceUsd(),
                fa.priceUsd()));
        figures.add(figure("secondsPerPenny", secs(fa.secondsPerPenny()), secs(fb.secondsPerPenny()),
                fb.secondsPerPenny(), fa.secondsPerPenny()));
        figures.add(figure("recordsPerPenny", Formats.count(fa.recordsPerPenny()), Formats.count(fb.recordsPerPenny()),
                fb.recordsPerPenny(), fa.recordsPerPenny()));
        figures.add(figure("gbPerPenny", String.format(Locale.ROOT, "%.3f", fa.gbPerPenny()),
                String.format(Locale.ROOT, "%.3f", fb.gbPerPenny()), fb.gbPerPenny(), fa.gbPerPenny()));
        table(out, figures);
        return out.toString();
    }

    private static String[] figure(String name, String va, String vb, double b, double a) {
        return new String[] {name, va, vb, Formats.ratio(b, a)};
    }

    private static String secs(double s) {
        return String.format(Locale.ROOT, "%,.3f", s);
    }

    private List<String> notes() {
        List<String> notes = new ArrayList<>();
        if (a.workload().records() != b.workload().records()) {
            notes.add("A and B sorted different record counts (" + Formats.count(a.workload().records()) + " vs "
                    + Formats.count(b.workload().records()) + "); rates compare, times do not");
        }
        if (!a.workload().describeKeys().equals(b.workload().describeKeys())) {
            notes.add("A and B sorted different keys (" + a.workload().describeKeys() + " vs "
                    + b.workload().describeKeys() + ")");
        }
        if (a.pennySort().depreciationSeconds() != b.pennySort().depreciationSeconds()) {
            notes.add("A and B use different PennySort rules: " + a.pennySort().rule() + " vs " + b.pennySort().rule());
        }
        if (!a.validated() || !b.validated()) {
            notes.add("not validated: " + (!a.validated() ? "A " : "") + (!b.validated() ? "B" : "").strip());
        }
        return notes;
    }

    private static String describe(BenchmarkResult r) {
        return Formats.count(r.workload().records()) + " records, sorter " + r.sorter() + ", " + r.system().machine()
                + " (" + r.system().hostname() + ")";
    }

    private Set<String> phaseNames() {
        Set<String> names = new LinkedHashSet<>();
        a.phases().forEach(p -> names.add(p.name()));
        b.phases().forEach(p -> names.add(p.name()));
        return names;
    }

    private static Optional<PhaseStat> phase(BenchmarkResult r, String name) {
        return r.phases().stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** Writes rows with the first column left-aligned and the others right-aligned, two spaces apart. */
    private static void table(StringBuilder out, List<String[]> rows) {
        int[] width = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                String cell = row[i];
                String pad = " ".repeat(width[i] - cell.length());
                line.append(i == 0 ? cell + pad : "  " + pad + cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
    }
}

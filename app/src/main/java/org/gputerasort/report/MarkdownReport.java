package org.gputerasort.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code benchmark.md}: the report for people. It states what was sorted, on
 * what, at what price under which rule, the per-phase table, every run, and
 * keeps the extrapolated penny figure apart from the measured ones, labelled
 * as such, so nobody mistakes a projection for a result.
 */
public final class MarkdownReport {
    private MarkdownReport() {
    }

    public static void write(BenchmarkResult result, Path target) throws IOException {
        ReportFile.write(target, render(result).getBytes(StandardCharsets.UTF_8));
    }

    public static String render(BenchmarkResult r) {
        StringBuilder md = new StringBuilder();
        Workload w = r.workload();
        PennySortFigures p = r.pennySort();
        md.append("# gputerasort benchmark: ").append(Formats.count(w.records())).append(" records (")
                .append(Formats.bytes(w.bytes())).append("), sorter ").append(r.sorter()).append("\n\n");

        md.append("| Result | |\n|---|---|\n");
        row(md, "Input", Formats.count(w.records()) + " records of 100 bytes = " + Formats.count(w.bytes()) + " bytes, "
                + w.describeKeys());
        row(md, "Category", p.category().label() + " PennySort");
        row(md, "Sorter", r.sorter());
        row(md, "Sort time", "**" + Formats.seconds(r.sortSeconds()) + "** (" + Formats.mbPerSec(r.sortMbPerSec())
                + " MB/s), the timed sort; run " + (r.reportedRun() + 1) + ", " + r.runSelection());
        row(md, "Total time", Formats.seconds(r.totalSeconds()) + " (generate + sort + validate)");
        row(md, "Validated", (r.validated() ? "yes" : "**NO**") + (r.runs().size() > 1 ? " (all " + r.runs().size()
                + " runs)" : "") + ", checksum `" + r.checksum() + "`");
        md.append('\n');

        md.append("## Phases (run ").append(r.reportedRun() + 1).append(")\n\n");
        phaseTable(md, r.phases());

        if (r.runs().size() > 1) {
            md.append("## Runs\n\n| Run | Sort s | Sort MB/s | Total s | Validated |");
            List<PhaseStat> names = r.phases();
            for (PhaseStat ph : names) {
                md.append(' ').append(escape(ph.name())).append(" MB/s |");
            }
            md.append("\n|---:|---:|---:|---:|:---:|");
            md.append("---:|".repeat(names.size())).append('\n');
            for (int i = 0; i < r.runs().size(); i++) {
                RunResult run = r.runs().get(i);
                md.append("| ").append(i + 1).append(i == r.reportedRun() ? " (reported)" : "").append(" | ")
                        .append(String.format(Locale.ROOT, "%.3f", run.sortSeconds())).append(" | ")
                        .append(Formats.mbPerSec(run.sortMbPerSec(w.bytes()))).append(" | ")
                        .append(String.format(Locale.ROOT, "%.3f", run.totalSeconds())).append(" | ")
                        .append(run.validated() ? "yes" : "NO").append(" |");
                for (PhaseStat ph : names) {
                    md.append(' ').append(run.phases().stream().filter(x -> x.name().equals(ph.name())).findFirst()
                            .map(x -> Formats.mbPerSec(x.mbPerSec())).orElse("-")).append(" |");
                }
                md.append('\n');
            }
            md.append('\n');
        }

        md.append("## PennySort\n\n");
        md.append("Price (").append(escape(p.price().source())).append("):\n\n| Part | Item | Price |\n|---|---|---:|\n");
        for (SystemPrice.Part part : p.price().parts()) {
            md.append("| ").append(escape(part.label())).append(" | ").append(escape(part.item())).append(" | ")
                    .append(Formats.usd(part.priceUsd())).append(" |\n");
        }
        md.append("| **Total** | | **").append(Formats.usd(p.priceUsd())).append("** |\n\n");
        md.append("Rule: ").append(p.rule()).append(".\n\n");
        md.append("| Figure | Value |\n|---|---:|\n");
        row(md, "Category", p.category().label());
        row(md, "Seconds per penny", Formats.seconds(p.secondsPerPenny()));
        row(md, "Records per penny", Formats.count(p.recordsPerPenny()));
        row(md, "GB per penny", String.format(Locale.ROOT, "%.3f", p.gbPerPenny()));
        md.append("\nRecords per penny = records × seconds per penny / sort seconds = ").append(Formats.count(w.records()))
                .append(" × ").append(String.format(Locale.ROOT, "%.2f", p.secondsPerPenny())).append(" / ")
                .append(String.format(Locale.ROOT, "%.3f", r.sortSeconds())).append("; GB per penny = records per penny × 100 bytes / 10^9.\n\n");

        Extrapolation x = p.extrapolation();
        md.append("## Extrapolation (projected, not measured)\n\n");
        md.append("At the measured rate, one penny (").append(Formats.seconds(p.secondsPerPenny())).append(") would sort about **")
                .append(Formats.count(x.projectedRecords())).append(" records** (").append(Formats.bytes(x.projectedRecords() * 100.0))
                .append(").\n");
        if (x.extrapolated()) {
            md.append("This is a linear ").append(x.factor() >= 1 ? "extrapolation" : "scaling down").append(" by ")
                    .append(String.format(Locale.ROOT, "%.1f", x.factor())).append("× from the ")
                    .append(Formats.count(x.measuredRecords())).append(" records actually sorted. ")
                    .append("A larger input may need a two-pass sort with more disk traffic, so the real figure is likely lower. ")
                    .append("To claim it, sort that many records for real, e.g. `gputerasort benchmark --records ")
                    .append(x.suggestedRecords()).append(w.ascii() ? " --ascii" : "").append(w.skew() ? " --skew" : "")
                    .append("`, and check that the sort time stays within one penny.\n\n");
        } else {
            md.append("The measured run already sorted about one penny's worth of records, so this figure is measured, not extrapolated.\n\n");
        }

        SystemInfo s = r.system();
        md.append("## System\n\n| Component | |\n|---|---|\n");
        row(md, "Host", s.hostname());
        row(md, "CPU", s.cpuModel() + " (" + s.cores() + " logical cores)");
        row(md, "Memory", s.memoryBytes() > 0 ? Formats.binaryBytes(s.memoryBytes()) : SystemInfo.UNKNOWN);
        if (s.gpus().isEmpty()) {
            row(md, "GPU", "none found (no nvidia-smi)");
        }
        for (SystemInfo.Gpu g : s.gpus()) {
            row(md, "GPU", g.name() + ", driver " + g.driver() + ", " + Formats.binaryBytes(g.memoryBytes()));
        }
        for (SystemInfo.Disk d : s.disks()) {
            row(md, "Disk", "`" + d.path() + "`: " + d.device() + " (" + d.type() + ") mounted at " + d.mountPoint()
                    + ", " + Formats.bytes(d.sizeBytes()) + " (" + Formats.bytes(d.usableBytes()) + " free)");
        }
        row(md, "JVM", s.jvm());
        row(md, "OS", s.os());
        return md.toString();
    }

    private static void phaseTable(StringBuilder md, List<PhaseStat> phases) {
        md.append("| Phase | Seconds | Bytes | MB/s |\n|---|---:|---:|---:|\n");
        for (PhaseStat ph : phases) {
            md.append("| ").append(escape(ph.name())).append(" | ")
                    .append(String.format(Locale.ROOT, "%.3f", ph.seconds())).append(" | ")
                    .append(Formats.count(ph.bytes())).append(" | ").append(Formats.mbPerSec(ph.mbPerSec())).append(" |\n");
        }
        md.append('\n');
    }

    private static void row(StringBuilder md, String name, String value) {
        md.append("| ").append(name).append(" | ").append(escape(value)).append(" |\n");
    }

    /** Keeps a value from breaking its table cell. */
    private static String escape(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}

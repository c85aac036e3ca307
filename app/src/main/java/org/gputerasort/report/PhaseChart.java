package org.gputerasort.report;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * {@code benchmark.png}: MB/s per phase as grouped bars, one group per phase
 * and one bar per run, so a slow phase and run-to-run noise both show at a
 * glance. Rendered off-screen: servers that run benchmarks have no display.
 */
public final class PhaseChart {
    public static final int WIDTH = 1200;
    public static final int HEIGHT = 700;
    private static final Color[] RUN_COLORS = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c),
        new Color(0xd62728), new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f),
        new Color(0xbcbd22), new Color(0x17becf)};

    static {
        // must precede the first AWT class; an explicit -Djava.awt.headless=false still wins
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private PhaseChart() {
    }

    public static void write(BenchmarkResult result, Path target) throws IOException {
        ReportFile.write(target, BitmapEncoder.getBitmapBytes(chart(result), BitmapFormat.PNG));
    }

    /** The chart of {@code result}, for callers that render it elsewhere. */
    public static CategoryChart chart(BenchmarkResult r) {
        Workload w = r.workload();
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title(fit(Formats.count(w.records()) + " records (" + Formats.bytes(w.bytes()) + ", " + w.describeKeys()
                        + ")  ·  sorter " + r.sorter() + "  ·  " + r.system().machine()))
                .xAxisTitle("Phase").yAxisTitle("MB/s (10^6 bytes per second)").build();
        var style = chart.getStyler();
        style.setChartBackgroundColor(Color.WHITE);
        style.setPlotBackgroundColor(Color.WHITE);
        style.setPlotBorderVisible(false);
        style.setPlotGridLinesColor(new Color(0xdddddd));
        style.setPlotGridVerticalLinesVisible(false);
        style.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        style.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        style.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        style.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        style.setLegendPosition(LegendPosition.OutsideS);
        style.setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        style.setLegendBorderColor(Color.WHITE);
        style.setSeriesColors(RUN_COLORS);
        style.setAvailableSpaceFill(r.runs().size() == 1 ? 0.45 : 0.8);
        style.setYAxisMin(0.0);
        style.setYAxisDecimalPattern("#,##0");
        style.setChartPadding(16);
        if (r.runs().size() <= 4) {
            style.setLabelsVisible(true);
            // values inside the bars' tops, white on the dark bar colours (XChart cannot place them above)
            style.setLabelsFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
            style.setLabelsFontColorAutomaticEnabled(false);
            style.setLabelsFontColor(Color.WHITE);
            style.setLabelsPosition(0.94);
            style.setDecimalPattern("#,##0.0");
        }

        List<String> phases = phaseNames(r.runs());
        for (int i = 0; i < r.runs().size(); i++) {
            RunResult run = r.runs().get(i);
            List<Double> mbPerSec = new ArrayList<>();
            for (String phase : phases) {
                mbPerSec.add(run.phases().stream().filter(p -> p.name().equals(phase)).mapToDouble(PhaseStat::mbPerSec)
                        .findFirst().orElse(0));
            }
            String name = String.format(Locale.ROOT, "run %d: sort %s, %s MB/s%s", i + 1, Formats.seconds(run.sortSeconds()),
                    Formats.mbPerSec(run.sortMbPerSec(w.bytes())), i == r.reportedRun() && r.runs().size() > 1
                            ? " (reported)" : "");
            chart.addSeries(name, phases, mbPerSec);
        }
        return chart;
    }

    /** XChart does not wrap titles: cut one that would run off the image. */
    private static String fit(String title) {
        int max = 115;
        return title.length() <= max ? title : title.substring(0, max - 1) + "…";
    }

    /** Every phase name in order of first appearance, so runs with different plans still share the axis. */
    private static List<String> phaseNames(List<RunResult> runs) {
        Set<String> names = new LinkedHashSet<>();
        for (RunResult run : runs) {
            run.phases().forEach(p -> names.add(p.name()));
        }
        return new ArrayList<>(names);
    }
}

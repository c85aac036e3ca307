package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class PhaseChartTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} run(s)")
    @ValueSource(ints = {1, 3})
    void chartIsAPngOfTheStatedSize(int runs) throws IOException {
        Path png = dir.resolve("benchmark.png");
        PhaseChart.write(SampleResults.result(runs, "cpu", 1000, 1.0, 0.8), png);
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "not a decodable image");
        assertEquals(PhaseChart.WIDTH, image.getWidth());
        assertEquals(PhaseChart.HEIGHT, image.getHeight());
        assertTrue(distinctColours(image) > 10, "an empty picture");
    }

    @ParameterizedTest(name = "{0} run(s)")
    @ValueSource(ints = {1, 3})
    void oneSeriesPerRunAndOneCategoryPerPhase(int runs) {
        var chart = PhaseChart.chart(SampleResults.result(runs, "cpu", 1000, 1.0, 0.8));
        assertEquals(runs, chart.getSeriesMap().size());
        chart.getSeriesMap().values().forEach(s -> assertEquals(4, s.getXData().size()));
        assertTrue(chart.getTitle().contains("1,000,000 records") && chart.getTitle().contains("cpu")
                && chart.getTitle().contains("Test CPU 9000"), chart.getTitle());
    }

    private static int distinctColours(BufferedImage image) {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 7) {
            for (int x = 0; x < image.getWidth(); x += 7) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}

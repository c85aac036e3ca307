package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;

class SystemPriceTest {
    private static Properties props(String text) throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(text));
        return p;
    }

    /** The GPUTeraSort paper's Table 1 PC, itemised; its total is the paper's $1,543. */
    private static final String PAPER_TABLE_1 = String.join("\n",
            "benchmark.price.psu=60 Power supply",
            "benchmark.price.gpu=265 NVIDIA GeForce 7800 GT",
            "benchmark.price.cpu=551 Dual-core 3 GHz Pentium",
            "benchmark.price.memory=160 2 GB",
            "benchmark.price.disks=359 9 x Seagate Barracuda (SATA), 400 GB",
            "benchmark.price.board=108 Motherboard",
            "benchmark.price.case=40 Case",
            "benchmark.records=123",
            "sort.memory=2g");

    @Test
    void theItemisedPartsAddUpInTable1Order() throws IOException {
        SystemPrice price = SystemPrice.fromProperties(props(PAPER_TABLE_1), "test");
        assertEquals(1543.0, price.totalUsd(), 1e-9);
        assertEquals(List.of("cpu", "gpu", "memory", "disks", "board", "case", "psu"),
                price.parts().stream().map(SystemPrice.Part::name).toList());
        assertEquals("NVIDIA GeForce 7800 GT", price.parts().get(1).item());
        assertEquals("Power supply", price.parts().get(6).label());
    }

    @Test
    void extraPartsCountAndCurrencyMarksAreAccepted() throws IOException {
        SystemPrice price = SystemPrice.fromProperties(props("benchmark.price.cpu=$1,200.50\nbenchmark.price.cooler=49.5 Tower cooler"), "test");
        assertEquals(1250.0, price.totalUsd(), 1e-9);
        assertEquals(List.of("cpu", "cooler"), price.parts().stream().map(SystemPrice.Part::name).toList());
        assertEquals("", price.parts().get(0).item());
    }

    @Test
    void aValueThatIsNotAPriceIsNamedInTheError() throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SystemPrice.fromProperties(props("benchmark.price.gpu=cheap RTX"), "test"));
        assertTrue(e.getMessage().contains("benchmark.price.gpu") && e.getMessage().contains("'cheap RTX'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SystemPrice.fromProperties(props("benchmark.price.gpu=-5"), "t"));
    }

    @Test
    void noPartsListAsksForAPrice() throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SystemPrice.fromProperties(props("sort.memory=2g"), "test"));
        assertTrue(e.getMessage().contains("--price-usd"), e.getMessage());
    }

    @Test
    void theBundledExamplePartsListParsesAndSaysItIsAnExample() throws IOException {
        Properties bundled = new Properties();
        try (InputStream in = SystemPriceTest.class.getResourceAsStream("/gputerasort.properties")) {
            bundled.load(in);
        }
        SystemPrice price = SystemPrice.fromProperties(bundled, "bundled");
        assertEquals(7, price.parts().size());
        assertTrue(price.totalUsd() > 500 && price.totalUsd() < 3000, "plausible desktop price: " + price.totalUsd());
        assertTrue(price.parts().stream().allMatch(p -> p.item().contains("example")));
    }
}

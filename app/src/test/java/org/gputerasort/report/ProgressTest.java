package org.gputerasort.report;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class ProgressTest {
    @Test
    void withoutATerminalNothingIsShown() {
        // test runners have no console, like pipes, log files and CI
        if (System.console() == null) {
            assertSame(Progress.NONE, Progress.start("sort phase 1", 1_000_000));
        }
    }

    @Test
    void aShownBarNamesThePhaseAndCountsMegabytes() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            try (Progress p = Progress.onStream("sort phase 1", 200_000_000, out, 100)) {
                Thread t1 = new Thread(() -> p.advance(50_000_000));
                Thread t2 = new Thread(() -> p.advance(50_000_000));
                t1.start();
                t2.start();
                t1.join();
                t2.join();
            }
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("sort phase 1"), shown);
        assertTrue(shown.contains("100/200 MB"), shown);
        assertTrue(shown.contains("MB/s"), shown);
    }
}

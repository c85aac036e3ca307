package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.gputerasort.cli.SortCli.Outcome;
import org.junit.jupiter.api.Test;

/** {@code gputerasort sort --help}: the options a user needs, rendered cleanly. */
class SortCommandHelpTest {

    @Test
    void helpListsTheOptionsAndTheExitStatuses() {
        Outcome o = SortCli.sort("--help");
        assertEquals(0, o.exit(), o::toString);
        for (String opt : new String[] {"--input", "--output", "--temp-disks", "--memory", "--sorter", "--threads",
            "--[no-]verify", "--stats"}) {
            assertTrue(o.out().contains(opt), opt + " in " + o.out());
        }
        assertFalse(o.out().contains("--max-fan-in"), "hidden option stays hidden");
        assertTrue(o.out().contains("Exit status"), o.out());
    }

    @Test
    void helpRendersWithoutPicocliWarnings() {
        PrintStream saved = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        Outcome o;
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            o = SortCli.sort("--help");
        } finally {
            System.setErr(saved);
        }
        String err = captured.toString(StandardCharsets.UTF_8);
        assertFalse(err.contains("picocli WARN"), err);
        assertTrue(o.out().contains("(default: 60%") && !o.out().contains("60%%"), o.out());
    }
}

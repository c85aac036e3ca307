package org.gputerasort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import picocli.CommandLine;

/** The picocli-free reading of the reference's argument form sets exactly what picocli sets, or declines. */
class QuickGensortArgsTest {
    private static String[] argv(String line) {
        return line.isEmpty() ? new String[0] : line.split(" ");
    }

    private static String fields(GensortCommand c) {
        return "a=" + c.ascii + " c=" + c.checksum + " s=" + c.skew + " b=" + c.start + " t=" + c.threads
                + " n=" + c.numRecs + " f=" + c.file;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1000 g1", "-a 1000 g4", "-b12345 5000 g3", "-a -b999 2000 g5", "-s 10000 g6",
        "-c -s -b7 300 g13", "-t2 100000 g9", "-t02 10 f", "-b0 0 f", "-s -a -c -t7 -b18446744073709551616 5 /dev/null",
        "abc gx", "-t0 10 f", "99999999999999999999999 f"})
    void canonicalFormsAreReadAsPicocliReadsThem(String line) {
        GensortCommand quick = QuickGensortArgs.parse(argv(line));
        assertNotNull(quick, line);
        GensortCommand viaPicocli = new GensortCommand();
        new CommandLine(viaPicocli).parseArgs(argv(line));
        assertEquals(fields(viaPicocli), fields(quick), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "10", "10 f g", "--help", "--version", "-h", "-x 10 f", "-ac 10 f", "-b 5 10 f",
        "-t 2 10 f", "-a -a 10 f", "-b1 -b2 10 f", "-bx 10 f", "-t 10 f", "10 f -a", "-- 10 f", "@args", "-5 f",
        "10 @f", "-t9999999999 10 f"})
    void anythingElseIsLeftToPicocli(String line) {
        assertNull(QuickGensortArgs.parse(argv(line)), line);
    }
}

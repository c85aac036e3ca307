package org.gputerasort.cli;

import java.nio.file.Path;

/**
 * Reads the reference gensort's own argument form ({@code [-a] [-c] [-s]
 * [-bN] [-tN] NUM_RECS FILE_NAME}, each flag at most once, values attached)
 * without picocli. Picocli builds its command model by reflection and loads
 * a few hundred classes: about 200 ms of a 2 GB run that the reference does
 * in 0.58 s on the 2-core dev box. Anything that is not exactly this form
 * ({@code --help}, a separate option value, clustered flags, {@code @files},
 * an unknown option) yields null and is left to picocli, which owns every
 * message; so do bad numbers, which {@link GensortCommand#spec()} rejects.
 */
final class QuickGensortArgs {
    private QuickGensortArgs() {
    }

    /** A command with its options set as picocli would set them, or null when picocli must parse. */
    static GensortCommand parse(String[] args) {
        GensortCommand c = new GensortCommand();
        int positional = 0;
        boolean a = false, cs = false, s = false, b = false, t = false;
        for (String arg : args) {
            if (arg.isEmpty() || arg.charAt(0) == '@') {
                return null;
            }
            if (arg.charAt(0) != '-') {
                if (positional == 0) {
                    c.numRecs = arg;
                } else if (positional == 1) {
                    c.file = Path.of(arg);
                } else {
                    return null;
                }
                positional++;
            } else if (positional > 0) {
                return null; // options after the positionals: let picocli decide
            } else if (arg.equals("-a") && !a) {
                a = c.ascii = true;
            } else if (arg.equals("-c") && !cs) {
                cs = c.checksum = true;
            } else if (arg.equals("-s") && !s) {
                s = c.skew = true;
            } else if (arg.startsWith("-b") && !b && digits(arg, 2, 39)) {
                b = true;
                c.start = arg.substring(2);
            } else if (arg.startsWith("-t") && !t && digits(arg, 2, 9)) {
                t = true;
                c.threads = Integer.parseInt(arg.substring(2));
            } else {
                return null;
            }
        }
        return positional == 2 ? c : null;
    }

    private static boolean digits(String s, int from, int maxDigits) {
        int n = s.length() - from;
        if (n < 1 || n > maxDigits) {
            return false;
        }
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}

package org.gputerasort.report;

/**
 * The SortBenchmark category a run qualifies for. Indy sorts uniform 10-byte
 * keys (binary or ASCII); Daytona must sort any input, which a run on
 * gensort's skewed keys ({@code --skew}) demonstrates.
 */
public enum Category {
    INDY("Indy"),
    DAYTONA("Daytona");

    private final String label;

    Category(String label) {
        this.label = label;
    }

    /** The category of a run on skewed ({@code true}) or uniform keys. */
    public static Category of(boolean skew) {
        return skew ? DAYTONA : INDY;
    }

    /** As the SortBenchmark pages write it: "Indy" or "Daytona". */
    public String label() {
        return label;
    }
}

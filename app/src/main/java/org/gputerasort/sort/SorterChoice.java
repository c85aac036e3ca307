package org.gputerasort.sort;

import java.util.Locale;

/** Which key sorter to use: the GPU when usable (auto), or one of them by force. */
public enum SorterChoice {
    AUTO, CPU, GPU;

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}

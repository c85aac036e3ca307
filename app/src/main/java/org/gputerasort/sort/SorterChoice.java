package org.gputerasort.sort;

/** Which key sorter to use: the GPU when usable (auto), or one of them by force. */
public enum SorterChoice {
    AUTO, CPU, GPU
}

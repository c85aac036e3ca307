package org.gputerasort.gensort;

/** Which of gensort's record layouts to produce; binary by default, ASCII for PennySort/JouleSort. */
public enum RecordKind {
    BINARY, ASCII
}

package org.gputerasort.sort;

import java.io.IOException;

/** The output did not prove to be the sorted input (order or checksum); it is not put in place. */
public final class VerificationException extends IOException {
    private static final long serialVersionUID = 1L;

    public VerificationException(String message) {
        super(message);
    }
}

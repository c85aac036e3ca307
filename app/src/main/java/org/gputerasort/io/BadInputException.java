package org.gputerasort.io;

import java.io.IOException;

/**
 * A problem with what the user asked for (missing input, wrong size, bad
 * directory, too little space or memory), found before or during the work.
 * Its message is fit to print as it is.
 */
public class BadInputException extends IOException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }
}

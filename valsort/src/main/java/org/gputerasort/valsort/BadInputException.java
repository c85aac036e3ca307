package org.gputerasort.valsort;

import java.io.IOException;

/**
 * The input cannot be validated as given (no records, a partial record or
 * summary, a directory): the message is fit to print as it is. Distinct from
 * other I/O failures so that the command can answer with valsort's exit status.
 */
public class BadInputException extends IOException {
    private static final long serialVersionUID = 1L;

    /** The reference's wording, for a file or summary file without a single record. */
    public static final String NO_RECORDS = "there must be at least one record to be validated";

    public BadInputException(String message) {
        super(message);
    }
}

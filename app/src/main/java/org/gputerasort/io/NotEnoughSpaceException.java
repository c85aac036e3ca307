package org.gputerasort.io;

/** A disk that cannot hold what the job must write there, found by the up-front check. */
public final class NotEnoughSpaceException extends BadInputException {
    private static final long serialVersionUID = 1L;

    public NotEnoughSpaceException(String message) {
        super(message);
    }
}

package org.gputerasort.cli;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns an unexpected exception into one line on stderr and a non-zero exit;
 * the stack trace only with {@code --debug}. Users never see a trace for bad
 * input, and developers can still get one.
 */
final class FriendlyErrors implements IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, ParseResult parsed) {
        String name = cl.getCommandSpec().qualifiedName();
        String msg = ex.getMessage() != null ? ex.getMessage() : ex.getClass().getSimpleName();
        cl.getErr().println(name + ": " + msg);
        if (parsed.hasMatchedOption("--debug")) {
            ex.printStackTrace(cl.getErr());
        } else {
            // looked up only on failure: initialising Log4j costs every command about 0.3 s of start-up
            Logger log = LogManager.getLogger(FriendlyErrors.class);
            log.debug("failure", ex);
        }
        cl.getErr().flush();
        return cl.getExitCodeExceptionMapper() != null ? cl.getExitCodeExceptionMapper().getExitCode(ex) : 1;
    }
}

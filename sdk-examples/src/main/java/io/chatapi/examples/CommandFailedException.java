package io.chatapi.examples;

/**
 * A command could not do its job for a reason that is neither bad input nor an SDK failure, such
 * as a server state it cannot act on safely; the CLI exits with {@link ExitCode#FAILED}.
 */
public class CommandFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what went wrong and what to do about it
     */
    public CommandFailedException(String message) {
        super(message);
    }

    /**
     * @param message what went wrong and what to do about it
     * @param cause the failure behind it, so that the hint printed after the message can name what to check
     */
    public CommandFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}

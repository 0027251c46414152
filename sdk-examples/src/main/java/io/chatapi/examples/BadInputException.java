package io.chatapi.examples;

/**
 * The user's input is wrong (an option, a file, an environment variable), so the command stops
 * before changing anything; the CLI exits with {@link ExitCode#BAD_INPUT}. The message says what
 * to fix and never contains a secret.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong and where
     */
    public BadInputException(String message) {
        super(message);
    }

    /**
     * @param message what is wrong and where
     * @param cause the underlying error
     */
    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}

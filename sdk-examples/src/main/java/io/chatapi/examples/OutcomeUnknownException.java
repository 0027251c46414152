package io.chatapi.examples;

import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;

/**
 * A change was sent and no answer came, so it may or may not have been made, or a create was accepted
 * but its new record could not be read back; the CLI exits with {@link ExitCode#UNKNOWN}. The message
 * says what to verify before running the command again.
 */
public class OutcomeUnknownException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param change what was sent, such as {@code deleting agent a-1}
     * @param cause the SDK's failure, whose request may have been processed
     */
    public OutcomeUnknownException(String change, ChatApiException cause) {
        super(
                change
                        + (accepted(cause)
                                ? ": the server accepted it, but the new record was not read back ("
                                        + cause.getMessage() + "); it was not sent again"
                                : ": no answer came (" + cause.getMessage()
                                        + "); the change may have been made and was not sent again")
                        + ": check the server before running the command again",
                cause);
    }

    /** A create whose write the server accepted, though its record could not be identified after it. */
    private static boolean accepted(ChatApiException cause) {
        return cause instanceof CreatedRecordNotFoundException || cause instanceof AmbiguousMatchException;
    }
}

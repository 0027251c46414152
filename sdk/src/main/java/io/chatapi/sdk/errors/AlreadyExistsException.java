package io.chatapi.sdk.errors;

/**
 * The record to create exists already: the server's refusal matched the client's {@code alreadyExistsMessagePattern}
 * (a heuristic, as the service has no error codes), or the SDK found the record before sending: every {@code add} reads
 * the list first, as the service has no idempotency key and would accept a duplicate (and for {@code domains().add} a
 * second registration would replace the live plug-in token). Nothing was sent then, and {@link #status()} is -1.
 */
public class AlreadyExistsException extends RequestRejectedException {
    private static final long serialVersionUID = 1L;

    /**
     * A refusal by the server.
     *
     * @param operation the SDK operation, such as {@code agents.add}
     * @param status the envelope {@code status}, or {@code -1} when the reply had none
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint that answered
     * @param rawBody the reply body, redacted
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway
     */
    public AlreadyExistsException(
            String operation,
            int status,
            String serverMessage,
            String endpoint,
            String rawBody,
            boolean mayHaveBeenProcessed) {
        super(operation, status, serverMessage, endpoint, rawBody, mayHaveBeenProcessed);
    }

    /**
     * A refusal by the SDK, before anything was sent.
     *
     * @param operation the SDK operation, such as {@code domains.add}
     * @param endpoint the path template of the write that was not sent
     * @param message what exists already and how to go on, free of secrets
     */
    public AlreadyExistsException(String operation, String endpoint, String message) {
        super(operation, message, -1, "", endpoint, "", false);
    }
}

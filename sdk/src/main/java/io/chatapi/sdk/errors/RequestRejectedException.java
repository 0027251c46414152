package io.chatapi.sdk.errors;

/**
 * The server answered, and its answer does not show that the request was carried out: a reply
 * whose message reads {@code Error - …}, a write whose reply brought no new access token (the
 * service rotates the token after every request it processes), or a read whose payload is missing.
 *
 * <p>{@link #mayHaveBeenProcessed()} is {@code true} only for a write whose reply reads like success
 * but brought no new token: the server may have acted, so read the state back before sending it
 * again. A reply whose message reads as an error or a refusal was not processed.
 *
 * <p>Two kinds of refusal have their own subtypes, recognised by the wording of the server's message
 * (a heuristic: the service has no error codes, see the builder's {@code notFoundMessagePattern} and
 * {@code alreadyExistsMessagePattern}): {@link NotFoundException} and {@link AlreadyExistsException}.
 *
 * <p>The envelope {@code status} alone decides nothing with this service (its meaning differs by
 * endpoint), so it is kept here for diagnosis only.
 */
public class RequestRejectedException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The envelope {@code status}, or {@code -1} when the reply had none. */
    private final int status;

    /** The server's text, redacted, or empty. */
    private final String serverMessage;

    /** The path template of the endpoint that answered. */
    private final String endpoint;

    /** The reply body, redacted, or empty. */
    private final String rawBody;

    /**
     * A refusal by the server, of a request that was not processed.
     *
     * @param operation the SDK operation, such as {@code agents.add}
     * @param status the envelope {@code status}, or {@code -1} when the reply had none
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint that answered, such as {@code users/add}
     * @param rawBody the reply body, redacted
     */
    public RequestRejectedException(
            String operation, int status, String serverMessage, String endpoint, String rawBody) {
        this(operation, status, serverMessage, endpoint, rawBody, false);
    }

    /**
     * A refusal by the server; the subtypes' constructors take the same parameters.
     *
     * @param operation the SDK operation, such as {@code agents.add}
     * @param status the envelope {@code status}, or {@code -1} when the reply had none
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint that answered, such as {@code users/add}
     * @param rawBody the reply body, redacted
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway (a write
     *     whose reply reads like success but carried no new token)
     */
    public RequestRejectedException(
            String operation,
            int status,
            String serverMessage,
            String endpoint,
            String rawBody,
            boolean mayHaveBeenProcessed) {
        this(
                operation,
                describe(status, serverMessage, endpoint, mayHaveBeenProcessed),
                status,
                serverMessage,
                endpoint,
                rawBody,
                mayHaveBeenProcessed);
    }

    /**
     * For a subtype that words its own message, such as a refusal the SDK decides on before sending.
     *
     * @param operation the SDK operation, such as {@code domains.register}
     * @param message what happened, free of secrets
     * @param status the envelope {@code status}, or {@code -1} when there was no reply
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint concerned
     * @param rawBody the reply body, redacted, or empty
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway
     */
    protected RequestRejectedException(
            String operation,
            String message,
            int status,
            String serverMessage,
            String endpoint,
            String rawBody,
            boolean mayHaveBeenProcessed) {
        super(operation, message, mayHaveBeenProcessed, null);
        this.status = status;
        this.serverMessage = serverMessage == null ? "" : serverMessage;
        this.endpoint = endpoint;
        this.rawBody = rawBody == null ? "" : rawBody;
    }

    private static String describe(int status, String serverMessage, String endpoint, boolean mayHaveBeenProcessed) {
        String text = quote(serverMessage == null || serverMessage.isBlank() ? "(no message)" : serverMessage);
        if (mayHaveBeenProcessed) {
            return "not confirmed by " + endpoint + " (status " + status + ", no new token in the reply; the request"
                    + " may have been processed): " + text;
        }
        return "rejected by " + endpoint + " (status " + status + "): " + text;
    }

    /** {@return the envelope {@code status} of the reply, or {@code -1} when it had none} */
    public int status() {
        return status;
    }

    /** {@return the server's message, such as {@code Error - user already exist}, or an empty string} */
    public String serverMessage() {
        return serverMessage;
    }

    /** {@return the path template of the endpoint that answered, such as {@code domains/removeagent}} */
    public String endpoint() {
        return endpoint;
    }

    /** {@return the whole reply body as received (secrets redacted), or an empty string} */
    public String rawBody() {
        return rawBody;
    }
}

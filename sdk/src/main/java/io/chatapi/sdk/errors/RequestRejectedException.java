package io.chatapi.sdk.errors;

/**
 * The server's answer does not show the request was carried out: a message reading {@code Error - …}, a write reply
 * without a new access token (the service rotates it after every request it processes), or a read missing its payload.
 *
 * <p>{@link #mayHaveBeenProcessed()} is {@code true} only for a write whose reply reads like success without a new
 * token: read the state back before sending it again. A reply reading as an error or refusal was not processed.
 *
 * <p>{@link NotFoundException} and {@link AlreadyExistsException} are refusals recognised by their wording (a
 * heuristic, see the builder's {@code notFoundMessagePattern} and {@code alreadyExistsMessagePattern}). The envelope
 * {@code status} means different things per endpoint, so it is kept for diagnosis only.
 *
 * <p>The message names the endpoint and quotes the server's envelope message (the service's own wording, such as
 * {@code Error - user already exist}, its only account of what went wrong) on one line, with e-mail addresses and
 * phone numbers masked, as a server may quote what it was sent or stored; a text longer than 200 characters, or JSON
 * text, is data rather than a message and is not quoted. It never quotes the reply body: {@link #serverMessage()} and
 * {@link #rawBody()} keep both as received, secrets masked.
 */
public class RequestRejectedException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The envelope's {@code status}, or -1 when absent. */
    private final int status;
    /** The server's text, redacted. */
    private final String serverMessage;
    /** The path that answered. */
    private final String endpoint;
    /** The whole reply, redacted. */
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
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway (a write whose reply
     *     reads like success but carried no new token)
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
     * @param operation the SDK operation, such as {@code domains.add}
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

    /**
     * The server's message as received, secrets masked; the exception's own message quotes it only as the class
     * describes.
     *
     * @return the server's message, such as {@code Error - user already exist}, or an empty string
     */
    public String serverMessage() {
        return serverMessage;
    }

    /** {@return the path template of the endpoint that answered, such as {@code domains/removeagent}} */
    public String endpoint() {
        return endpoint;
    }

    /**
     * The whole reply body, for a caller who wants to see what came: it may hold a shopper's data, so the SDK puts it
     * into no message and logs it only at {@code TRACE}.
     *
     * @return the reply body as received (secrets redacted), or an empty string
     */
    public String rawBody() {
        return rawBody;
    }
}

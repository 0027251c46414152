package io.chatapi.sdk;

/**
 * The server answered, and its answer says the request failed: a write whose message reads
 * {@code Error - …}, or a read whose payload is missing.
 *
 * <p>The envelope {@code status} alone decides nothing with this service (its meaning differs by
 * endpoint), so it is kept here for diagnosis only.
 */
public final class RequestRejectedException extends ChatApiException {
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
     * @param operation the SDK operation, such as {@code agents.add}
     * @param status the envelope {@code status}, or {@code -1} when the reply had none
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint that answered, such as {@code users/add}
     * @param rawBody the reply body, redacted
     */
    public RequestRejectedException(
            String operation, int status, String serverMessage, String endpoint, String rawBody) {
        super(operation, describe(status, serverMessage, endpoint), false, null);
        this.status = status;
        this.serverMessage = serverMessage == null ? "" : serverMessage;
        this.endpoint = endpoint;
        this.rawBody = rawBody == null ? "" : rawBody;
    }

    private static String describe(int status, String serverMessage, String endpoint) {
        String text = serverMessage == null || serverMessage.isBlank() ? "(no message)" : serverMessage;
        return "rejected by " + endpoint + " (status " + status + "): " + Excerpt.of(text);
    }

    /**
     * The envelope {@code status} of the reply, or {@code -1} when it had none.
     *
     * @return the envelope status, or {@code -1}
     */
    public int status() {
        return status;
    }

    /**
     * The server's message, such as {@code Error - user already exist}, or an empty string.
     *
     * @return the server's message, or an empty string
     */
    public String serverMessage() {
        return serverMessage;
    }

    /**
     * The path template of the endpoint that answered, such as {@code domains/removeagent}.
     *
     * @return the endpoint's path template
     */
    public String endpoint() {
        return endpoint;
    }

    /**
     * The whole reply body as received (secrets redacted).
     *
     * @return the reply body, or an empty string
     */
    public String rawBody() {
        return rawBody;
    }
}

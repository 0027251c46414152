package io.chatapi.sdk.errors;

/**
 * The reply is not what the endpoint sends: not JSON, not an object, too large, or nested too deeply. The message
 * holds a short excerpt of the body.
 */
public final class UndecodableReplyException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The start of the reply, redacted. */
    private final String excerpt;

    /**
     * @param operation the SDK operation, such as {@code tickets.list}
     * @param problem what is wrong with the reply
     * @param excerpt the start of the body, redacted
     * @param mayHaveBeenProcessed whether a write may have taken effect (it reached the server)
     * @param cause the parser's failure, or {@code null}
     */
    public UndecodableReplyException(
            String operation, String problem, String excerpt, boolean mayHaveBeenProcessed, Throwable cause) {
        super(operation, problem + (excerpt.isEmpty() ? "" : ": " + quote(excerpt)), mayHaveBeenProcessed, cause);
        this.excerpt = quote(excerpt);
    }

    /** {@return the start of the reply body, at most a few hundred characters, secrets redacted} */
    public String excerpt() {
        return excerpt;
    }
}

package io.chatapi.sdk.errors;

/**
 * The reply is not what the endpoint sends: not JSON, not an object, too large, or nested too deeply. The message
 * says which; it never quotes the body, which may hold a shopper's data: {@link #excerpt()} has its start, and the
 * SDK logs that at {@code TRACE}.
 */
public final class UndecodableReplyException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The start of the reply, redacted. */
    private final String excerpt;
    /** Whether another read may help. */
    private final boolean retryable;

    /**
     * @param operation the SDK operation, such as {@code tickets.list}
     * @param problem what is wrong with the reply
     * @param excerpt the start of the body, redacted
     * @param mayHaveBeenProcessed whether a write may have taken effect (it reached the server)
     * @param cause the parser's failure, or {@code null}
     */
    public UndecodableReplyException(
            String operation, String problem, String excerpt, boolean mayHaveBeenProcessed, Throwable cause) {
        this(operation, problem, excerpt, mayHaveBeenProcessed, true, cause);
    }

    /**
     * @param operation the SDK operation, such as {@code tickets.list}
     * @param problem what is wrong with the reply
     * @param excerpt the start of the body, redacted
     * @param mayHaveBeenProcessed whether a write may have taken effect (it reached the server)
     * @param retryable whether reading it again may help: false for a reply over the size limit, which every try
     *     would meet again
     * @param cause the parser's failure, or {@code null}
     */
    public UndecodableReplyException(
            String operation,
            String problem,
            String excerpt,
            boolean mayHaveBeenProcessed,
            boolean retryable,
            Throwable cause) {
        super(operation, problem, mayHaveBeenProcessed, cause);
        this.excerpt = oneLine(excerpt);
        this.retryable = retryable;
    }

    /** {@return whether reading it again may help}: a garbled reply may come whole next time, an oversized one not */
    @Override
    public boolean retryable() {
        return retryable;
    }

    /**
     * The start of the reply body, on one line, for a caller who wants to see what came (it is in no message).
     *
     * @return at most a few hundred characters, secrets redacted, otherwise as received; empty when there was no body
     */
    public String excerpt() {
        return excerpt;
    }
}

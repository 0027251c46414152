package io.chatapi.testkit;

/** The failures a {@link ChatApiTestServer} can inject; configure them through {@link Faults}. */
public enum Fault {
    /**
     * The request is processed (state changed, token rotated on the server), then the connection is
     * closed without a reply.
     */
    CLOSE_CONNECTION_AFTER_PROCESSING,
    /** An HTML page with HTTP 502, as from a proxy; the request is not processed, the token stays valid. */
    BAD_GATEWAY,
    /** The reply is held back for the configured delay; the request is processed normally. */
    DELAY,
    /**
     * The request's token, though current, is treated as expired: the request is refused and the
     * chain ends. Applies only to endpoints that need a token.
     */
    EXPIRE_TOKEN,
    /** The request is processed and the token rotated, but the reply carries no new-token header. */
    OMIT_TOKEN_HEADER,
    /** The request is processed and the token rotated, but the reply body is cut in half. */
    MALFORMED_JSON
}

package io.chatapi.sdk;

/**
 * The server, or something in front of it, answered with an HTTP status other than 200. The
 * service itself always answers 200, so this is a proxy, a gateway or a wrong base URL speaking.
 */
public final class UnexpectedHttpStatusException extends TransportException {
    private static final long serialVersionUID = 1L;

    /** The HTTP status code received. */
    private final int httpStatus;

    /**
     * @param operation the SDK operation, such as {@code agents.list}
     * @param httpStatus the HTTP status code received
     * @param mayHaveBeenProcessed whether the request may have reached the service anyway
     */
    public UnexpectedHttpStatusException(String operation, int httpStatus, boolean mayHaveBeenProcessed) {
        super(
                operation,
                "unexpected HTTP status " + httpStatus
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                null);
        this.httpStatus = httpStatus;
    }

    /**
     * The HTTP status code received.
     *
     * @return the HTTP status code
     */
    public int httpStatus() {
        return httpStatus;
    }
}

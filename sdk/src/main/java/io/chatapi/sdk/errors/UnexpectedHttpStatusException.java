package io.chatapi.sdk.errors;

import java.time.Duration;
import java.util.Optional;

/**
 * An HTTP status other than 200. The service itself always answers 200, so this is a proxy, a gateway or a wrong base
 * URL speaking.
 */
public final class UnexpectedHttpStatusException extends TransportException {
    private static final long serialVersionUID = 1L;

    /** The HTTP status code. */
    private final int httpStatus;
    /** The wait the reply asked for; null when none. */
    private final Duration retryAfter;

    /**
     * @param operation the SDK operation, such as {@code agents.list}
     * @param httpStatus the HTTP status code received
     * @param mayHaveBeenProcessed whether the request may have reached the service anyway
     */
    public UnexpectedHttpStatusException(String operation, int httpStatus, boolean mayHaveBeenProcessed) {
        this(operation, httpStatus, mayHaveBeenProcessed, null);
    }

    /**
     * @param operation the SDK operation, such as {@code agents.list}
     * @param httpStatus the HTTP status code received
     * @param mayHaveBeenProcessed whether the request may have reached the service anyway
     * @param retryAfter the wait the reply asked for with {@code Retry-After}, or {@code null}
     */
    public UnexpectedHttpStatusException(
            String operation, int httpStatus, boolean mayHaveBeenProcessed, Duration retryAfter) {
        super(
                operation,
                "unexpected HTTP status " + httpStatus
                        + (retryAfter == null ? "" : " (Retry-After " + retryAfter.toSeconds() + " s)")
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                null);
        this.httpStatus = httpStatus;
        this.retryAfter = retryAfter;
    }

    /**
     * {@return whether another try may be answered otherwise}: a 408, a 429 or a 5xx page is a proxy's or gateway's
     * passing state; any other status (a 404 from a wrong base URL, a 401 from a proxy) answers every request alike.
     * The SDK's only rule of which statuses are worth another try.
     */
    @Override
    public boolean retryable() {
        return isPassing(httpStatus);
    }

    /**
     * The SDK's one rule of which HTTP statuses are a passing state worth another try (and, for a page without a new
     * token, which leave the token chain as it was): a 408, a 429 or any 5xx.
     *
     * @param httpStatus an HTTP status code
     * @return whether another try may be answered otherwise
     */
    public static boolean isPassing(int httpStatus) {
        return httpStatus >= 500 || httpStatus == 429 || httpStatus == 408;
    }

    /** {@return the HTTP status code received} */
    public int httpStatus() {
        return httpStatus;
    }

    /**
     * The wait a 429 or 503 asked for with {@code Retry-After} (seconds, or an HTTP date counted from the reply). A
     * read failing with it was not retried, as the wait would pass the call timeout; a write is never retried.
     *
     * @return the requested wait, or empty when the reply asked for none
     */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }
}

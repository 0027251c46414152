package io.chatapi.sdk.errors;

/**
 * A timeout ran out before the call ended: the call's {@code callTimeout} (its deadline, counted from its start,
 * retries and waits included), or the connect or read timeout of one exchange. Catch this type to tell a slow service
 * from a broken connection without reading messages or causes.
 *
 * <p>{@link #mayHaveBeenProcessed()} is exact as for every {@link TransportException}: {@code false} when the request
 * never left (the deadline passed before it was sent, or while it waited for the token chain: {@link
 * TokenChainTimeoutException}) or when it was a read; {@code true} when a write had been sent and its reply did not come
 * in time, so read the state back before trying again.
 */
public class CallTimeoutException extends TransportException {
    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code agents.list}
     * @param message what ran out, and when, free of secrets
     * @param mayHaveBeenProcessed whether the server may have carried out the request
     * @param cause the underlying failure, or {@code null}
     */
    public CallTimeoutException(String operation, String message, boolean mayHaveBeenProcessed, Throwable cause) {
        super(operation, message, mayHaveBeenProcessed, cause);
    }
}

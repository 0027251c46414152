package io.chatapi.sdk.errors;

/**
 * The exchange with the server broke down: the connection failed or closed, a timeout ran out, or the reply was not
 * the HTTP 200 the service always sends. When {@link #mayHaveBeenProcessed()}, the request reached the server and a
 * write may have taken effect: the SDK never re-sends it, so read the state back before trying again.
 */
public class TransportException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code agents.add}
     * @param message what went wrong, free of secrets
     * @param mayHaveBeenProcessed whether the server may have carried out the request
     * @param cause the underlying failure, or {@code null}
     */
    public TransportException(String operation, String message, boolean mayHaveBeenProcessed, Throwable cause) {
        super(operation, message, mayHaveBeenProcessed, cause);
    }

    /** {@return true unless the call was interrupted}: the exchange may go through another time */
    @Override
    public boolean retryable() {
        return !(getCause() instanceof InterruptedException);
    }
}

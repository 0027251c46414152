package io.chatapi.sdk.chain;

import io.chatapi.sdk.errors.TransportException;

/**
 * A {@link ChainStore} could not be reached, answered unreadably, or lost a turn it held. Nothing was sent on the
 * chain when the turn could not be had; a call that loses its turn after sending says so with {@link
 * #mayHaveBeenProcessed()}.
 */
public class ChainStoreException extends TransportException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what failed, free of secrets (never a token)
     * @param mayHaveBeenProcessed whether a request may already have been sent on the turn
     * @param cause the store's own failure, or {@code null}
     */
    public ChainStoreException(String message, boolean mayHaveBeenProcessed, Throwable cause) {
        super(null, message, mayHaveBeenProcessed, cause);
    }

    /**
     * The SDK's form, naming the call that met the failure.
     *
     * @param operation the SDK operation, such as {@code agents.add}
     * @param message what failed, free of secrets (never a token)
     * @param mayHaveBeenProcessed whether a request may already have been sent on the turn
     * @param cause the store's own failure, or {@code null}
     */
    public ChainStoreException(String operation, String message, boolean mayHaveBeenProcessed, Throwable cause) {
        super(operation, message, mayHaveBeenProcessed, cause);
    }

    /** {@return false}: the store's own client retries what it can; a store still failing is the answer */
    @Override
    public boolean retryable() {
        return false;
    }
}

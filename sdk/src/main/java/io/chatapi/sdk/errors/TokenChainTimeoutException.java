package io.chatapi.sdk.errors;

/**
 * A call's {@code callTimeout} ran out while it waited for its turn on the token chain (a client's calls go one at a
 * time, as the service accepts only the newest token). Nothing was sent, so the call can be made again. Frequent
 * timeouts mean too many callers share one client for the timeout set. A {@link CallTimeoutException}: the call's
 * deadline is what ran out.
 */
public class TokenChainTimeoutException extends CallTimeoutException {
    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code agents.list}
     * @param message how long the call waited, free of secrets
     */
    public TokenChainTimeoutException(String operation, String message) {
        super(operation, message, false, null);
    }
}

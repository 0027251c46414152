package io.chatapi.sdk.errors;

/**
 * The server refused the call's access token again after the SDK authenticated afresh and sent the call once more.
 * A reply that reads as a token refusal (the client's {@code tokenRefusalPattern}, by default wordings such as {@code
 * invalid token}, {@code missing token} or {@code token expired}) and carries no new token shows that the service
 * processed nothing, so a write is sent a second time, never a third; a read is sent again within its retry budget.
 *
 * <p>{@link #mayHaveBeenProcessed()} is always {@code false}. A refusal this persistent usually means that something
 * else uses the same API key and ends the client's sessions (another process on a server that keeps one session per
 * key), or that the server expires sessions faster than a request takes.
 */
public class TokenRefusedException extends RequestRejectedException {
    /** {@return true}: a refused session token processed nothing, and a fresh session may be accepted */
    @Override
    public boolean retryable() {
        return true;
    }

    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code agents.add}
     * @param refusals how many times the request was refused for its token
     * @param status the envelope {@code status} of the last refusal, or {@code -1} when it had none
     * @param serverMessage the server's text, redacted
     * @param endpoint the path template of the endpoint that answered
     * @param rawBody the last reply body, redacted
     */
    public TokenRefusedException(
            String operation, int refusals, int status, String serverMessage, String endpoint, String rawBody) {
        super(
                operation,
                "the access token was refused " + refusals + " times by " + endpoint
                        + ", the last after authenticating afresh (status " + status + "; nothing was processed): "
                        + quote(serverMessage),
                status,
                serverMessage,
                endpoint,
                rawBody,
                false);
    }
}

package io.chatapi.sdk.errors;

/**
 * The server refused because the record does not exist, as far as its message tells: it matched the client's {@code
 * notFoundMessagePattern} (by default {@code not found}, {@code does not exist}, {@code no such} or {@code unknown},
 * any case). A heuristic, as the service has no error codes: other wordings stay a {@link RequestRejectedException}.
 */
public class NotFoundException extends RequestRejectedException {
    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code agents.get}
     * @param status the envelope {@code status}, or {@code -1} when the reply had none
     * @param serverMessage the server's text, redacted, or empty
     * @param endpoint the path template of the endpoint that answered
     * @param rawBody the reply body, redacted
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway
     */
    public NotFoundException(
            String operation,
            int status,
            String serverMessage,
            String endpoint,
            String rawBody,
            boolean mayHaveBeenProcessed) {
        super(operation, status, serverMessage, endpoint, rawBody, mayHaveBeenProcessed);
    }
}

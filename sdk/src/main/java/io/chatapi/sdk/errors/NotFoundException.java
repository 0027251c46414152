package io.chatapi.sdk.errors;

/**
 * The server refused because the record named does not exist, as far as its message tells: the
 * message matched the client's {@code notFoundMessagePattern} (by default {@code not found}, {@code
 * does not exist}, {@code no such} or {@code unknown}, any case). The service has no error codes, so
 * this is a heuristic over free-form text: a refusal worded otherwise stays a plain {@link
 * RequestRejectedException}.
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

package io.chatapi.sdk.errors;

/**
 * The service handed out no access token for the API key: the key is wrong or revoked, or the reply carried no {@code
 * x-user-token} header.
 */
public final class AuthenticationException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The server's own text from the authentication reply, redacted, or empty. */
    private final String serverMessage;

    /**
     * @param message what went wrong, free of secrets
     * @param serverMessage the server's own text, redacted, or empty
     * @param cause the underlying failure, or {@code null}
     */
    public AuthenticationException(String message, String serverMessage, Throwable cause) {
        super("authenticate", message, false, cause);
        this.serverMessage = serverMessage == null ? "" : serverMessage;
    }

    /** {@return the server's own text from the authentication reply (redacted), or an empty string} */
    public String serverMessage() {
        return serverMessage;
    }
}

package io.chatapi.sdk.errors;

/**
 * Root of every exception the SDK throws for a call that did not succeed. Unchecked; messages never contain the API
 * key, an access token or a password, as the SDK redacts them first. Nor do they quote a reply: a reply may carry a
 * shopper's data, which reaches a message at most through the server's short envelope message, with e-mail addresses
 * and phone numbers masked. The accessors of the subtypes ({@code serverMessage()}, {@code rawBody()}, {@code
 * excerpt()}) keep the text as received (secrets masked) for a caller who wants it.
 */
public class ChatApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Longest server text quoted in a message: the service's messages are a few words; a longer text is data. */
    static final int MAX_QUOTED_CHARS = 200;

    /** The SDK operation that failed, such as {@code agents.add}, or {@code null} when unknown. */
    private final String operation;
    /** Whether the server may have carried out the request although the call failed. */
    private final boolean mayHaveBeenProcessed;

    /**
     * @param operation the SDK operation that failed, such as {@code agents.add}, or {@code null}
     * @param message what went wrong, already free of secrets
     * @param mayHaveBeenProcessed whether the server may have carried out the request anyway
     * @param cause the underlying failure, or {@code null}
     */
    protected ChatApiException(String operation, String message, boolean mayHaveBeenProcessed, Throwable cause) {
        super(operation == null ? message : operation + ": " + message, cause);
        this.operation = operation;
        this.mayHaveBeenProcessed = mayHaveBeenProcessed;
    }

    /** {@return the SDK operation that failed, such as {@code agents.add}; an empty string when unknown} */
    public String operation() {
        return operation == null ? "" : operation;
    }

    /**
     * Whether the server may have carried out the request although the call failed: only for a write whose reply was
     * lost or unreadable, or read like success without a new access token. The SDK never re-sends such a write; read
     * the state back before sending it again.
     *
     * @return {@code true} when the request may have taken effect on the server
     */
    public boolean mayHaveBeenProcessed() {
        return mayHaveBeenProcessed;
    }

    /**
     * Whether the same request may succeed if it is sent again as it is: the one place a failure says so, read by the
     * SDK's read retries, its converging calls ({@code ensure}, {@code findOrAdd}) and a caller's own loop alike. True
     * for a lost or broken connection, a timeout, a gateway's or proxy's 408, 429 or 5xx page, an unreadable reply and
     * a refused session token; false for the service's own refusal, a refused API key, a failing chain store and any
     * other HTTP status. It says nothing of safety: a write that {@link #mayHaveBeenProcessed() may have been
     * processed} must be read back before it is sent again, whatever this says.
     *
     * @return {@code true} when another try may succeed
     */
    public boolean retryable() {
        return false;
    }

    /**
     * The server's message for an exception's message, if it reads as one: a short line (the service's {@code Error -
     * …}), with e-mail addresses and phone numbers masked, as a server may quote what it stored. A long text, or JSON
     * text, is no such message but data, which may be a shopper's: it is only described.
     */
    static String quote(String text) {
        String line = text == null ? "" : text.replaceAll("\\s+", " ").trim();
        if (line.length() > MAX_QUOTED_CHARS) {
            return "(a text of " + line.length() + " characters, not quoted: see serverMessage())";
        }
        if (line.startsWith("{") || line.startsWith("[")) {
            return "(JSON text, not quoted: see serverMessage())";
        }
        return PersonalText.masked(line);
    }

    /** Text on one line and at most {@link #MAX_QUOTED_CHARS} characters, as received otherwise. */
    static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        String oneLine = text.replaceAll("\\s+", " ").trim();
        return oneLine.length() <= MAX_QUOTED_CHARS ? oneLine : oneLine.substring(0, MAX_QUOTED_CHARS) + "…";
    }
}

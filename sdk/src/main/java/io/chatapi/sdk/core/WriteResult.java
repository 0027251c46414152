package io.chatapi.sdk.core;

/**
 * What the server said to a write it accepted.
 *
 * @param status the envelope {@code status}, or {@code -1} when absent; for diagnosis only, as its meaning (1 or 2 on
 *     success) differs by endpoint
 * @param message the server's free-form text, such as {@code agent added}, or an empty string; its wording is not
 *     contractual
 * @param raw the whole reply as sent
 */
public record WriteResult(int status, String message, RawJson raw) {
    /**
     * Normalizes a missing message to an empty string and a missing raw reply to an empty one.
     *
     * @param status the envelope {@code status}, or {@code -1} when absent
     * @param message the server's text, or {@code null} for none
     * @param raw the whole reply as sent, or {@code null} for none
     */
    public WriteResult {
        message = message == null ? "" : message;
        raw = raw == null ? RawJson.none() : raw;
    }

    /** {@return the status and the server's message, cut short; the raw reply left out} */
    @Override
    public String toString() {
        String line = message.replaceAll("\\s+", " ").strip();
        return "WriteResult[status=" + status + ", message="
                + (line.length() <= 80 ? line : line.substring(0, 80) + "…") + "]";
    }
}

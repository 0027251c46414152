package io.chatapi.sdk.errors;

/**
 * The server accepted a create, but its record was not found in the list read back (create replies carry no id): the
 * list has no record with its natural key, or the list could not be read (the {@linkplain #getCause() cause}). {@link
 * #mayHaveBeenProcessed()} is {@code true}: the server may have changed the key (trimmed, cut, re-cased) or list it
 * later. Read the list before creating again.
 */
public class CreatedRecordNotFoundException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /**
     * @param operation the SDK operation, such as {@code triggers.add}
     * @param key what was looked for, such as {@code name=Cart help, domain=…}; free of secrets
     */
    public CreatedRecordNotFoundException(String operation, String key) {
        super(
                operation,
                "the server accepted the write, but no record with " + key + " is in the list read back",
                true,
                null);
    }

    /**
     * @param operation the SDK operation, such as {@code triggers.add}
     * @param key what was to be looked for; free of secrets
     * @param readBackFailure why the list could not be read back; its message is free of secrets too
     */
    public CreatedRecordNotFoundException(String operation, String key, ChatApiException readBackFailure) {
        super(
                operation,
                "the server accepted the write, but reading the list back to find the record with " + key + " failed ("
                        + readBackFailure.getMessage() + ")",
                true,
                readBackFailure);
    }
}

package io.chatapi.sdk.errors;

/**
 * The server accepted a create, but the list read back (create replies carry no id) has no record with its natural
 * key. {@link #mayHaveBeenProcessed()} is {@code true}: the server may have changed the key (trimmed, cut, re-cased)
 * or list it later. Read the list before creating again.
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
}

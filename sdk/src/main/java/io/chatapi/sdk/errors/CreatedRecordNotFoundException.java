package io.chatapi.sdk.errors;

/**
 * A create was accepted by the server, but reading the list back found no record with its natural
 * key (the service's create replies carry no id, so the SDK reads the list back to return the
 * record). {@link #mayHaveBeenProcessed()} is {@code true}: the record may exist under a form the
 * server changed (trimmed, cut, re-cased), or appear later. Read the list before creating again.
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

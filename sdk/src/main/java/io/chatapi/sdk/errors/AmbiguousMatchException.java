package io.chatapi.sdk.errors;

import java.util.List;

/**
 * A lookup by a natural key (an e-mail, an address, a name) found several records, and the SDK will not guess. Thrown
 * by the {@code find…} methods and by creates that read their record back: then the write was carried out ({@link
 * #mayHaveBeenProcessed()}) and {@link #ids()} holds the candidates.
 */
public class AmbiguousMatchException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The key looked up, such as {@code name=hi}. */
    private final String key;
    /** The ids of the records found. */
    private final List<String> ids;

    /**
     * @param operation the SDK operation, such as {@code aliases.find}
     * @param key what was looked up, such as {@code name=hi}; free of secrets
     * @param ids the ids of the records that match
     * @param afterWrite whether a write was carried out before the lookup (a create reading back)
     */
    public AmbiguousMatchException(String operation, String key, List<String> ids, boolean afterWrite) {
        super(
                operation,
                ids.size() + " records match " + key + " " + ids
                        + (afterWrite ? "; the write was carried out, pick the record by id" : ""),
                afterWrite,
                null);
        this.key = key;
        this.ids = List.copyOf(ids);
    }

    /** {@return what was looked up, such as {@code name=hi}} */
    public String key() {
        return key;
    }

    /** {@return the ids of the two or more matching records, in the server's order} */
    public List<String> ids() {
        return ids;
    }
}

package io.chatapi.sdk.errors;

/**
 * A converging call wrote a record and, reading it back, found content it did not write: another writer (a second
 * runner of the same job with other texts, or a person) changed it in between. The call does not fight over it; it
 * reports the record as not done, with this as its failure. For a domain ({@code domains().ensure}) the content is its
 * plug-in token: your registration was replaced by a later one (another runner registered the address after you),
 * and the live token is another; the domain itself is there, with the id {@link #id()}.
 */
public class WriteConflictException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** The id of the record read back with other content. */
    private final String id;

    /**
     * @param operation the SDK operation, such as {@code aliases.ensure}
     * @param identity the record's identity in words
     * @param id the record's id
     */
    public WriteConflictException(String operation, String identity, String id) {
        super(
                operation,
                identity + " (id " + id + ") was written as wanted, then read back with other content: another writer"
                        + " changed it; nothing more was sent for it",
                false,
                null);
        this.id = id;
    }

    /** {@return the id of the record read back with other content, to read it again} */
    public String id() {
        return id;
    }
}

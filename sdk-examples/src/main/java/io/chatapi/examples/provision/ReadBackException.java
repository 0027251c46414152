package io.chatapi.examples.provision;

/**
 * A create was accepted but the new record's id could not be read back (the list failed, or did
 * not show it). The create counts as applied; the run stops, since later changes may need the id.
 */
final class ReadBackException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ReadBackException(String message, Throwable cause) {
        super(message, cause);
    }
}

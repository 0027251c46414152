package io.chatapi.examples.provision;

import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * Where a ledger is kept: a file beside the state file (the default), or a key in a Redis a team shares ({@code
 * --ledger redis://…}), as Terraform keeps its state locally or in a remote backend. A store reads and writes the
 * ledger's JSON text whole; the {@link Ledger} knows what it means.
 */
interface LedgerStore {
    /** {@return where the ledger is kept, as messages show it}: a path, or a Redis URL without its password */
    String where();

    /**
     * {@return the ledger's text}, or empty when there is none yet
     *
     * @throws io.chatapi.examples.BadInputException when it cannot be read
     */
    Optional<String> read();

    /**
     * Writes the ledger's text whole: the old ledger or the new one, never half of one.
     *
     * @throws UncheckedIOException when it was not written (for a shared store also: this run no longer holds the
     *     ledger's lock, so it must not write)
     */
    void write(String text);

    /**
     * Checks, before a change is sent, that this run may still write the ledger; a file's lock is held until the
     * process ends, a shared store's lock is a lease that may have been lost.
     *
     * @throws UncheckedIOException when it may not
     */
    default void checkHeld() {}

    /** Removes the ledger, after it was moved elsewhere ({@code --migrate-ledger}). */
    void delete();
}

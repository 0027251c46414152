package io.chatapi.examples.resources;

import io.chatapi.examples.OutcomeUnknownException;
import io.chatapi.sdk.errors.ChatApiException;
import java.util.function.Supplier;

/**
 * The guard around a change: one whose reply never came is an unknown outcome (exit 3), never a
 * plain failure (exit 1) that a script might simply retry.
 */
final class Writes {
    private Writes() {}

    /** Sends a change, described as in "deleting agent a-1" for the unknown-outcome message. */
    static <T> T send(String change, Supplier<T> write) {
        try {
            return write.get();
        } catch (ChatApiException e) {
            if (e.mayHaveBeenProcessed()) {
                throw new OutcomeUnknownException(change, e);
            }
            throw e;
        }
    }
}

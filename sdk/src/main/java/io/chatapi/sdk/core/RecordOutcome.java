package io.chatapi.sdk.core;

import java.util.Optional;

/**
 * What a converging call achieved for one record of its batch, as {@code JobIncompleteException.outcomes()} reports
 * it: done (as wanted on the server), not done (known not to be), or unknown (a write may have been carried out and
 * could not be read back in time).
 *
 * @param index the record's place in the batch, from 0
 * @param identity the record's identity in words, such as {@code name=hi, domainIds=[d-1]}
 * @param state done, not done or unknown
 * @param result for a record done: the record as listed and what was done to it; empty otherwise, or when a write
 *     was acknowledged but the record could not be listed afterwards
 * @param failure why a record is not done or unknown (the last failure met for it: a {@code ChatApiException}, or
 *     {@code IllegalStateException} for a closed client); empty for a record done
 * @param <R> the record's type
 */
public record RecordOutcome<R>(
        int index, String identity, State state, Optional<Ensured<R>> result, Optional<RuntimeException> failure) {

    /** Where one record stands. */
    public enum State {
        /** The record is as wanted on the server. */
        DONE,
        /** The record is known not to be as wanted: nothing was carried out for it, or the server refused it. */
        NOT_DONE,
        /** A write for it may have been carried out; whether it was is not known. Read it back before acting. */
        UNKNOWN
    }

    /**
     * Checks the parts.
     *
     * @param index see {@link #index()}
     * @param identity see {@link #identity()}
     * @param state see {@link #state()}
     * @param result see {@link #result()}
     * @param failure see {@link #failure()}
     * @throws IllegalArgumentException when a part is null or {@code index} negative
     */
    public RecordOutcome {
        if (index < 0 || identity == null || state == null || result == null || failure == null) {
            throw new IllegalArgumentException("index must be 0 or more, and no part null");
        }
    }

    /** {@return whether the record is done: as wanted on the server} */
    public boolean done() {
        return state == State.DONE;
    }

    /** Shows the identity, the state and the failure's message (free of secrets). */
    @Override
    public String toString() {
        return "#" + index + " " + identity + ": " + state
                + result.map(r -> " (" + r.outcome() + ")").orElse("")
                + failure.map(f -> " (" + f.getMessage() + ")").orElse("");
    }
}

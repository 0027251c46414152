package io.chatapi.sdk.core;

/**
 * What an {@code ensure} call did to one record: created it, edited the fields that differed, or left it as it was.
 *
 * @param record the record as listed after the call (for {@link Outcome#UNCHANGED}, as listed before it)
 * @param outcome what was done
 * @param <T> the record's type
 */
public record Ensured<T>(T record, Outcome outcome) {

    /** What was done to the record. */
    public enum Outcome {
        /** It did not exist and was created. */
        CREATED,
        /** It existed with a field that differed, and was edited. */
        UPDATED,
        /** It existed as wanted; nothing was sent for it. */
        UNCHANGED
    }

    /**
     * Checks both parts.
     *
     * @param record see {@link #record()}
     * @param outcome see {@link #outcome()}
     * @throws IllegalArgumentException when either is {@code null}
     */
    public Ensured {
        if (record == null || outcome == null) {
            throw new IllegalArgumentException("record and outcome must not be null");
        }
    }

    /** {@return whether anything was written for this record: {@link Outcome#CREATED} or {@link Outcome#UPDATED}} */
    public boolean changed() {
        return outcome != Outcome.UNCHANGED;
    }
}

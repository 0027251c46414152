package io.chatapi.sdk.jobs;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.core.RecordOutcome.State;
import java.util.Optional;

/** Where one record of a converging call stands, as {@link Converge} learns it round by round. */
final class Track<D, R> {
    final int index;
    final D wanted;
    final String identity;
    /** What this call did to it: null (nothing yet), {@link Outcome#CREATED} or {@link Outcome#UPDATED}. */
    Outcome written;
    /** A write for it was acknowledged: the next list shows it (a difference then is another writer's). */
    boolean acknowledged;
    /** A write for it may have been carried out, not yet read back. */
    boolean unknown;
    /** The server refused its write: decided by the next list (in place after all, or not done). */
    RuntimeException refusal;
    /** Which write {@link #refusal} refused: {@link Outcome#CREATED} or {@link Outcome#UPDATED}. */
    Outcome refused;
    /** The last failure met for it. */
    RuntimeException failure;
    /** How many lists it has been looked for in among twins. */
    int rounds;
    /** How many of its writes in a row failed without being processed (or with an outcome the list then denied). */
    int failedWrites;

    private Ensured<R> done;
    private boolean failed;

    Track(int index, D wanted, String identity) {
        this.index = index;
        this.wanted = wanted;
        this.identity = identity;
    }

    /** {@return whether it is done} */
    boolean done() {
        return done != null;
    }

    /** Done after all: the last read shows it as wanted. */
    void settled(R record) {
        failed = false;
        failure = null;
        unknown = false;
        done(record);
    }

    /** Done earlier, and since changed by another writer: its content does not stand. */
    void overwritten(RuntimeException why) {
        done = null;
        fail(why);
    }

    boolean pending() {
        return done == null && !failed;
    }

    void done(R record) {
        done = new Ensured<>(record, written == null ? Outcome.UNCHANGED : written);
    }

    void fail(RuntimeException why) {
        failure = why;
        failed = true;
    }

    void wrote(Outcome what) {
        if (written == null) {
            written = what;
        }
    }

    /** {@return the record's outcome now} (a record still pending counts as unknown or not done) */
    RecordOutcome<R> outcome() {
        if (done != null) {
            return new RecordOutcome<>(index, identity, State.DONE, Optional.of(done), Optional.empty());
        }
        // A create acknowledged but not listed since is done, though its record is not known.
        State state = unknown ? State.UNKNOWN : acknowledged && !failed ? State.DONE : State.NOT_DONE;
        Optional<RuntimeException> why = state == State.DONE ? Optional.empty() : Optional.ofNullable(failure);
        return new RecordOutcome<>(index, identity, state, Optional.empty(), why);
    }
}

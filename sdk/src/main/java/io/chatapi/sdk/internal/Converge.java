package io.chatapi.sdk.internal;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.WriteConflictException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Makes records exist as defined, by their identity ({@link RecordKind}), the way a controller reconciles: observe,
 * compare, act, and on any doubt observe again rather than trust what it thinks it did. The list read first is the
 * service's only guard against duplicates (it has no idempotency key); a definition that matches several records, or
 * one another record stands in the way of, stops the call there, before anything is sent.
 *
 * <p>Then it goes round by round: one write per record to create or edit, then one list read that shows what they
 * did. A write whose outcome is unknown (a lost reply, a gateway page, a timeout) is resolved by that read: present
 * and as wanted is done, absent is sent again, an edit is compared. A refused token is simply sent again (nothing was
 * processed), and reads are retried, all within the call's {@link Attempts job budget}. A record the server refuses,
 * or that another writer gave other content, is reported and the others carry on; a failure that dooms the rest (the
 * API key refused, a closed client) stops at once. Two runners that both created a record heal it ({@link Twins});
 * with a shared chain store, creates are locked per identity so that it never happens ({@link CreateLocks}).
 */
public final class Converge {
    /** Rounds a record may spend among twins that another runner is also deleting, before it is reported. */
    private static final int MAX_HEALING_ROUNDS = 10;

    private Converge() {}

    /** Whether an existing record that differs is edited ({@link #ENSURE}) or returned as it is. */
    public enum Mode {
        /** Existing records are returned as listed, whatever their fields. */
        FIND_OR_ADD,
        /** Existing records whose fields differ are edited. */
        ENSURE
    }

    /**
     * What a converging call achieved.
     *
     * @param outcomes every record's outcome, in the call's order
     * @param why why it stopped before every record was decided, or {@code null} when it did not
     * @param budgetSpent whether it stopped because the job budget ran out
     * @param stoppedBy the failure that stopped it (or the last one met when the budget ran out), or {@code null}
     * @param <R> the record's type
     */
    public record Run<R>(List<RecordOutcome<R>> outcomes, String why, boolean budgetSpent, RuntimeException stoppedBy) {
        /** {@return whether every record is done and was read back} */
        public boolean complete() {
            return outcomes.stream().allMatch(o -> o.result().isPresent());
        }

        /** {@return the results, in order}; only when {@link #complete()} */
        public List<Ensured<R>> results() {
            return outcomes.stream().map(o -> o.result().orElseThrow()).toList();
        }

        /** {@return the exception that reports every record's outcome} */
        public JobIncompleteException incomplete(String operation) {
            RuntimeException cause = stoppedBy != null
                    ? stoppedBy
                    : outcomes.stream()
                            .flatMap(o -> o.failure().stream())
                            .findFirst()
                            .orElse(null);
            return new JobIncompleteException(
                    operation, why != null ? why : "some records could not be made as wanted", outcomes, cause);
        }
    }

    /**
     * Creates one record unless its identity exists: a list read, the write ({@code send}), and a list read back.
     * Not converging: a failure is thrown as it is ({@code mayHaveBeenProcessed} when the reply was lost).
     *
     * @throws AlreadyExistsException when a listed record is the one named or stands in the way; nothing was sent
     */
    public static <D, R> R add(RecordKind<D, R> kind, D definition, Runnable send) {
        String operation = kind.area() + ".add";
        kind.checkSendable(definition);
        List<R> existing = matching(kind.list(), r -> kind.names(r, definition) || kind.blocks(r, definition));
        if (!existing.isEmpty()) {
            throw exists(kind, operation, definition, existing);
        }
        send.run();
        // The list read once more: none, or a read that fails, is a CreatedRecordNotFoundException, so that a write
        // the server accepted never looks like one it did not.
        return Matches.created(
                kind::list, r -> kind.names(r, definition), kind::id, operation, kind.describe(definition));
    }

    /**
     * Makes each definition's record exist (and, in {@link Mode#ENSURE}, match it); see the class.
     *
     * @return one result per definition, in order
     * @throws IllegalArgumentException when {@code wanted} is null, holds null, or two definitions clash
     * @throws AmbiguousMatchException when several records match one definition; nothing was sent then
     * @throws AlreadyExistsException when another record stands in the way of a create; nothing was sent then
     * @throws JobIncompleteException when some record is not done, with every record's outcome
     */
    public static <D, R> List<Ensured<R>> converge(
            RecordKind<D, R> kind, String operation, List<D> wanted, Mode mode, Job job) {
        Run<R> run = run(kind, operation, wanted, mode, job);
        if (run.complete()) {
            return run.results();
        }
        throw run.incomplete(operation);
    }

    /**
     * Makes one record exist as defined; as {@link #converge}, but a failure of the record's own (a refusal, a
     * conflict) or one that stopped the call is thrown as it is.
     *
     * @throws JobIncompleteException when the budget ran out, or the record's outcome is unknown
     */
    public static <D, R> Ensured<R> one(RecordKind<D, R> kind, String operation, D wanted, Mode mode, Job job) {
        Run<R> run = run(kind, operation, List.of(wanted), mode, job);
        if (run.complete()) {
            return run.results().get(0);
        }
        RecordOutcome<R> outcome = run.outcomes().get(0);
        if (run.why() != null && !run.budgetSpent() && run.stoppedBy() != null) {
            if (outcome.state() == RecordOutcome.State.DONE && run.stoppedBy() instanceof ChatApiException failed) {
                // Acknowledged, then the read back failed for good: the write was done, never a plain read failure.
                throw new CreatedRecordNotFoundException(operation, outcome.identity(), failed);
            }
            throw run.stoppedBy();
        }
        if (run.why() == null
                && outcome.state() == RecordOutcome.State.NOT_DONE
                && outcome.failure().isPresent()) {
            throw outcome.failure().get();
        }
        throw run.incomplete(operation);
    }

    /**
     * Runs a converging call and reports every record's outcome instead of throwing it; the batch and single forms
     * above turn the report into their results or exceptions.
     *
     * @throws IllegalArgumentException when {@code wanted} is null, holds null, or two definitions clash
     * @throws AmbiguousMatchException when several records match one definition; nothing was sent then
     * @throws AlreadyExistsException when another record stands in the way of a create; nothing was sent then
     * @throws RuntimeException the failure of the first read when it failed for good (nothing was sent then)
     */
    public static <D, R> Run<R> run(RecordKind<D, R> kind, String operation, List<D> wanted, Mode mode, Job job) {
        checkDistinct(kind, wanted);
        List<Track<D, R>> tracks = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            tracks.add(new Track<>(i, wanted.get(i), kind.describe(wanted.get(i))));
        }
        Attempts attempts = new Attempts(job.budget());
        List<R> listed;
        try {
            listed = attempts.read(() -> kind.list(wanted));
        } catch (JobStopped stop) {
            if (!stop.budgetSpent() && stop.failure() != null) {
                throw stop.failure(); // nothing was sent: the failure as it is
            }
            return finish(tracks, stop);
        }
        Set<String> before = listed.stream().map(kind::id).collect(Collectors.toSet());
        for (Track<D, R> track : tracks) {
            preflight(kind, operation, listed, track.wanted);
        }
        try (CreateLocks locks = new CreateLocks(job.locks())) {
            while (true) {
                List<Track<D, R>> missing = new ArrayList<>();
                for (Track<D, R> track : pending(tracks)) {
                    observe(kind, operation, mode, track, listed, before, attempts, missing);
                }
                create(kind, missing, attempts, locks);
                if (pending(tracks).isEmpty()) {
                    return finish(tracks, null);
                }
                List<D> left = pending(tracks).stream().map(t -> t.wanted).toList();
                listed = attempts.read(() -> kind.list(left));
                locks.close(); // the creates they guarded are read back
            }
        } catch (JobStopped stop) {
            return finish(tracks, stop);
        }
    }

    /** Decides one pending record from a list read: done, failed, twins to delete, an edit sent, or missing. */
    private static <D, R> void observe(
            RecordKind<D, R> kind,
            String operation,
            Mode mode,
            Track<D, R> track,
            List<R> listed,
            Set<String> before,
            Attempts attempts,
            List<Track<D, R>> missing) {
        track.unknown = false; // this list tells what a write of unknown outcome did
        RuntimeException refused = track.refusal;
        Outcome refusedWrite = track.refused;
        track.refusal = null;
        track.refused = null;
        List<R> matches = matching(listed, r -> kind.names(r, track.wanted));
        if (matches.size() > 1) {
            Optional<R> kept = Twins.keep(matches, before, kind::id);
            if (kept.isEmpty() || ++track.rounds > MAX_HEALING_ROUNDS) {
                track.fail(new AmbiguousMatchException(operation, track.identity, ids(kind, matches), true));
                return;
            }
            for (R twin : Twins.deletable(matches, kept.get(), before, kind::id)) {
                attempts.write(() -> kind.delete(twin)); // however it ends, the next list tells
            }
            return;
        }
        if (matches.size() == 1) {
            R record = matches.get(0);
            boolean trusted = track.acknowledged && !kind.comparesFromList();
            if (trusted || mode != Mode.ENSURE || !attempts.read(() -> kind.differs(record, track.wanted))) {
                track.done(record);
            } else if (track.acknowledged) {
                track.fail(new WriteConflictException(operation, track.identity, kind.id(record)));
            } else if (refused != null && refusedWrite == Outcome.UPDATED) {
                track.fail(refused);
            } else if (track.failedWrites >= attempts.maxFailuresInARow()) {
                track.fail(track.failure); // its budget: the edit failed every time, while the job went on
            } else {
                sent(track, attempts.write(() -> kind.update(record, track.wanted)), attempts, Outcome.UPDATED, null);
            }
            return;
        }
        List<R> blocking = matching(listed, r -> kind.blocks(r, track.wanted));
        if (refused != null) {
            track.fail(refused);
        } else if (track.acknowledged) {
            track.fail(new CreatedRecordNotFoundException(operation, track.identity));
        } else if (!blocking.isEmpty()) {
            track.fail(exists(kind, operation, track.wanted, blocking));
        } else if (track.failedWrites >= attempts.maxFailuresInARow()) {
            track.fail(track.failure); // its budget: the create failed every time, while the job went on
        } else {
            missing.add(track);
        }
    }

    /** Sends the creates of the records missing; with locks, only those still missing once their locks are held. */
    private static <D, R> void create(
            RecordKind<D, R> kind, List<Track<D, R>> missing, Attempts attempts, CreateLocks locks) {
        List<Track<D, R>> creating = missing;
        if (locks.active() && !missing.isEmpty()) {
            List<Track<D, R>> locked = missing.stream()
                    .sorted(Comparator.comparing((Track<D, R> t) -> t.identity))
                    .filter(t -> locks.lock(kind.area() + " " + t.identity, attempts.remaining()))
                    .toList();
            List<R> now = locked.isEmpty()
                    ? List.of()
                    : attempts.read(
                            () -> kind.list(locked.stream().map(t -> t.wanted).toList()));
            creating = locked.stream()
                    .filter(t -> now.stream().noneMatch(r -> kind.names(r, t.wanted)))
                    .toList();
        }
        for (Track<D, R> track : creating) {
            Failures failure = attempts.write(() -> kind.create(track.wanted));
            sent(
                    track,
                    failure,
                    attempts,
                    Outcome.CREATED,
                    kind.confirmed(track.wanted).orElse(null));
        }
    }

    /** Records what a write did: acknowledged (and done, when its record is {@code confirmed}), unknown, or refused. */
    private static <D, R> void sent(Track<D, R> track, Failures failure, Attempts attempts, Outcome what, R confirmed) {
        if (failure == null) {
            track.failedWrites = 0;
            track.wrote(what);
            track.acknowledged = true;
            if (confirmed != null) {
                track.done(confirmed);
            }
            return;
        }
        track.failure = attempts.lastFailure();
        if (failure != Failures.REFUSED) {
            track.failedWrites++;
        }
        if (failure == Failures.MAYBE_PROCESSED) {
            track.wrote(what);
            track.unknown = true;
        } else if (failure == Failures.REFUSED) {
            track.refusal = attempts.lastFailure();
            track.refused = what;
        }
    }

    private static <D, R> Run<R> finish(List<Track<D, R>> tracks, JobStopped stop) {
        List<RecordOutcome<R>> outcomes = tracks.stream().map(Track::outcome).toList();
        return stop == null
                ? new Run<>(outcomes, null, false, null)
                : new Run<>(outcomes, stop.why(), stop.budgetSpent(), stop.failure());
    }

    private static <D, R> List<Track<D, R>> pending(List<Track<D, R>> tracks) {
        return tracks.stream().filter(Track::pending).toList();
    }

    /** The checks of the first list, before anything is sent: several records match, or one stands in the way. */
    private static <D, R> void preflight(RecordKind<D, R> kind, String operation, List<R> listed, D definition) {
        Optional<R> same = Matches.atMostOne(
                listed, r -> kind.names(r, definition), kind::id, operation, kind.describe(definition));
        List<R> blocking = matching(listed, r -> kind.blocks(r, definition));
        if (same.isEmpty() && !blocking.isEmpty()) {
            throw exists(kind, operation, definition, blocking);
        }
    }

    private static <D> void checkDistinct(RecordKind<D, ?> kind, List<D> wanted) {
        Validate.notNull("definitions", wanted);
        for (int i = 0; i < wanted.size(); i++) {
            D definition = Validate.notNull("definitions[" + i + "]", wanted.get(i));
            kind.checkSendable(definition);
            for (int j = 0; j < i; j++) {
                if (kind.clash(wanted.get(j), definition)) {
                    throw new IllegalArgumentException("definitions[" + i + "] repeats or overlaps definitions[" + j
                            + "] (" + kind.describe(definition) + "); nothing was sent");
                }
            }
        }
    }

    private static <R> List<R> matching(List<R> listed, Predicate<R> test) {
        return listed.stream().filter(test).toList();
    }

    private static <R> List<String> ids(RecordKind<?, R> kind, List<R> records) {
        return records.stream().map(kind::id).toList();
    }

    private static <D, R> AlreadyExistsException exists(
            RecordKind<D, R> kind, String operation, D definition, List<R> existing) {
        return new AlreadyExistsException(
                operation, kind.createEndpoint(), kind.taken(definition, ids(kind, existing)));
    }
}

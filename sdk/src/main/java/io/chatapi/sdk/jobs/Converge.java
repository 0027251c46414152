package io.chatapi.sdk.jobs;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.WriteConflictException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Makes records exist as defined, by their identity ({@link RecordKind}), the way a controller reconciles: observe,
 * compare, act, and on any doubt observe again rather than trust what it thinks it did. The list read first is the
 * service's only guard against duplicates (it has no idempotency key); a definition that another record stands in the
 * way of stops the call there, before anything is sent. Several records matching one definition are twins, decided
 * for that record alone: healed, or waited for while the runners that made them heal them.
 *
 * <p>Then it goes round by round: one write per record to create or edit, then one list read that shows what they
 * did. A write whose outcome is unknown (a lost reply, a gateway page, a timeout) is resolved by that read: present
 * and as wanted is done, absent is sent again, an edit is compared. A refused token is simply sent again (nothing was
 * processed), and reads are retried, all within the call's {@link Attempts job budget}. A record the server refuses,
 * or that another writer gave other content, is reported and the others carry on; a failure that dooms the rest (the
 * API key refused, a closed client) stops at once. Runners that each created a record heal it ({@link Twins}); with a
 * shared chain store, creates are locked per identity so that it never happens ({@link CreateLocks}). At the end a
 * record done early is compared with the last list read (content another writer changed since is a conflict), and a
 * record not done that this job wrote for is read once more, so that every outcome is exact.
 */
public final class Converge<D, R> {
    /** Rounds a record may spend among twins that another runner is also deleting, before it is reported. */
    private static final int MAX_HEALING_ROUNDS = 10;
    /**
     * Rounds a record may wait for twins that other runners made, and heal, before it is reported: with the default
     * budget's pauses, about six seconds.
     */
    private static final int MAX_WAITING_ROUNDS = 6;

    private final RecordKind<D, R> kind;
    private final String operation;
    private final List<D> wanted;
    private final Mode mode;
    private final Attempts attempts;
    private final RecordLocks locks;
    private final MethodScope scope;

    /**
     * One converging call, run by {@link #all()}, {@link #one()} or {@link #run()} (once).
     *
     * @param kind the kind of record, built from the client's calls (without read retries of their own: the budget
     *     is the only loop)
     * @param operation the SDK method, such as {@code aliases.ensure}, for messages
     * @param wanted the definitions, checked by {@link #run()}
     * @param mode whether records that differ are edited
     * @param budget how long the call keeps going through failures
     * @param locks the client's record locks
     * @param scope where {@link #all()} and {@link #one()} tell that the method {@code operation} starts and ends
     */
    public Converge(
            RecordKind<D, R> kind,
            String operation,
            List<D> wanted,
            Mode mode,
            JobBudget budget,
            RecordLocks locks,
            MethodScope scope) {
        this.kind = kind;
        this.operation = operation;
        this.wanted = wanted;
        this.mode = mode;
        this.attempts = new Attempts(budget);
        this.locks = locks;
        this.scope = scope;
    }

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
     * Makes each definition's record exist (and, in {@link Mode#ENSURE}, match it); see the class.
     *
     * @return one result per definition, in order
     * @throws IllegalArgumentException when {@code wanted} is null, holds null, or two definitions clash
     * @throws AlreadyExistsException when another record stands in the way of a create; nothing was sent then
     * @throws JobIncompleteException when some record is not done, with every record's outcome
     */
    public List<Ensured<R>> all() {
        return inMethod(this::allOfRun);
    }

    private List<Ensured<R>> allOfRun() {
        Run<R> run = run();
        if (run.complete()) {
            return run.results();
        }
        throw run.incomplete(operation);
    }

    /**
     * Makes the one record of a call made with one definition exist as defined; as {@link #all}, but a failure of the record's own (a refusal, a
     * conflict) or one that stopped the call is thrown as it is.
     *
     * @throws JobIncompleteException when the budget ran out, or the record's outcome is unknown
     */
    public Ensured<R> one() {
        return inMethod(this::oneOfRun);
    }

    // One method for listeners, opened and closed here: no frame of the client's lies between its verb and the engine.
    private <T> T inMethod(Supplier<T> body) {
        Object entered = scope.enter(operation);
        T result;
        try {
            result = body.get();
        } catch (RuntimeException | Error e) {
            scope.leave(entered, e);
            throw e;
        }
        scope.leave(entered, null);
        return result;
    }

    private Ensured<R> oneOfRun() {
        Run<R> run = run();
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
     * @throws AlreadyExistsException when another record stands in the way of a create; nothing was sent then
     * @throws RuntimeException the failure of the first read when it failed for good (nothing was sent then)
     */
    public Run<R> run() {
        checkDistinct();
        List<Track<D, R>> tracks = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            tracks.add(new Track<>(i, wanted.get(i), kind.describe().apply(wanted.get(i))));
        }
        locks.active(); // a store that cannot be opened fails the call here, nothing sent
        List<R> listed;
        try {
            listed = read(() -> list(wanted));
        } catch (JobStopped stop) {
            if (!stop.budgetSpent() && stop.failure() != null) {
                throw stop.failure(); // nothing was sent: the failure as it is
            }
            return finish(tracks, stop, null);
        }
        Set<String> before = listed.stream().map(kind.id()).collect(Collectors.toSet());
        for (Track<D, R> track : tracks) {
            preflight(listed, track.wanted);
        }
        try (CreateLocks held = new CreateLocks(locks)) {
            for (int round = 1; ; round++) {
                List<Track<D, R>> missing = new ArrayList<>();
                boolean waiting = false;
                for (Track<D, R> track : pending(tracks)) {
                    waiting |= observe(track, listed, before, missing);
                }
                create(missing, held);
                if (pending(tracks).isEmpty()) {
                    return finish(tracks, null, listed);
                }
                if (waiting) {
                    attempts.pauseBefore(round + 1); // other runners are healing twins: give them time
                }
                List<D> left = pending(tracks).stream().map(t -> t.wanted).toList();
                listed = read(() -> list(left));
                held.close(); // the creates they guarded are read back
            }
        } catch (JobStopped stop) {
            return finish(tracks, stop, null);
        }
    }

    /**
     * Decides one pending record from a list read: done, failed, twins to delete or to wait for, an edit sent, or
     * missing.
     *
     * @return whether it waits for other runners to heal twins they made
     */
    private boolean observe(Track<D, R> track, List<R> listed, Set<String> before, List<Track<D, R>> missing) {
        track.unknown = false; // this list tells what a write of unknown outcome did
        RuntimeException refused = track.refusal;
        Outcome refusedWrite = track.refused;
        track.refusal = null;
        track.refused = null;
        List<R> matches = matching(listed, r -> kind.names().test(r, track.wanted));
        if (matches.size() > 1) {
            Optional<R> kept = Twins.keep(matches, before, kind.id());
            List<R> deletable = kept.map(k -> Twins.deletable(matches, k, before, kind.id()))
                    .orElse(List.of());
            // None of them this job's to delete: twins other runners made, which they heal. Wait for them, a while.
            int limit = deletable.isEmpty() ? MAX_WAITING_ROUNDS : MAX_HEALING_ROUNDS;
            if (++track.rounds > limit) {
                boolean wrote = track.written != null;
                track.fail(new AmbiguousMatchException(
                        operation,
                        track.identity,
                        matches.stream().map(kind.id()).toList(),
                        wrote));
                return false;
            }
            for (R twin : deletable) {
                deleteTwin(kind.id().apply(twin)); // however it ends, the next list tells
            }
            return deletable.isEmpty();
        }
        if (matches.size() == 1) {
            R record = matches.get(0);
            boolean trusted = track.acknowledged && !kind.comparesFromList();
            if (trusted || mode != Mode.ENSURE || !read(() -> kind.differs().test(record, track.wanted))) {
                track.done(record);
            } else if (track.acknowledged
                    || (track.written == null && !before.contains(kind.id().apply(record)))) {
                // Another writer gave it other content during this job (it wrote after this one, or made the record
                // since this job began): reported, never fought over.
                track.fail(new WriteConflictException(
                        operation, track.identity, kind.id().apply(record)));
            } else if (refused != null && refusedWrite == Outcome.UPDATED) {
                track.fail(refused);
            } else if (track.failedWrites >= attempts.maxFailuresInARow()) {
                track.fail(track.failure); // its budget: the edit failed every time, while the job went on
            } else {
                String id = kind.id().apply(record);
                sent(track, write(() -> kind.update().accept(id, track.wanted)), Outcome.UPDATED, null);
            }
            return false;
        }
        List<R> blocking = matching(listed, r -> kind.blocks().test(r, track.wanted));
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
        return false;
    }

    /**
     * Deletes a twin this job made. Answered "not found", it is done: another runner deleted it; the next list shows
     * what is left either way.
     */
    private void deleteTwin(String id) {
        attempts.beforeRequest();
        try {
            kind.delete().accept(id);
            attempts.succeeded();
        } catch (NotFoundException gone) {
            attempts.succeeded();
        } catch (RuntimeException e) {
            attempts.writeFailed(e);
        }
    }

    /** Sends the creates of the records missing; with locks, only those still missing once their locks are held. */
    private void create(List<Track<D, R>> missing, CreateLocks held) {
        List<Track<D, R>> creating = missing;
        if (held.active() && !missing.isEmpty()) {
            List<Track<D, R>> locked = missing.stream()
                    .sorted(Comparator.comparing((Track<D, R> t) -> t.identity))
                    .filter(t -> held.lock(kind.area() + " " + t.identity, attempts.remaining()))
                    .toList();
            List<R> now = locked.isEmpty()
                    ? List.of()
                    : read(() -> list(locked.stream().map(t -> t.wanted).toList()));
            creating = locked.stream()
                    .filter(t -> now.stream().noneMatch(r -> kind.names().test(r, t.wanted)))
                    .toList();
        }
        for (Track<D, R> track : creating) {
            Failures failure = write(() -> kind.create().accept(track.wanted));
            sent(
                    track,
                    failure,
                    Outcome.CREATED,
                    kind.confirmed().apply(track.wanted).orElse(null));
        }
    }

    /**
     * {@return a read's value}, read again while its failures are ones a retry can cure
     *
     * @throws JobStopped when the budget ran out, or the read failed for good
     */
    private <T> T read(Supplier<T> read) {
        while (true) {
            attempts.beforeRequest();
            try {
                T value = read.get();
                attempts.succeeded();
                return value;
            } catch (RuntimeException e) {
                attempts.readFailed(e);
            }
        }
    }

    /** {@return the records the definitions may name}: the kind's function, called from here (one class to the wire) */
    private List<R> list(List<D> definitions) {
        return kind.listFor() == null ? kind.list().get() : kind.listFor().apply(definitions);
    }

    /**
     * Sends a write once and sorts its failure: {@code null} when it succeeded.
     *
     * @throws JobStopped when the budget ran out before it was sent, or it failed in a way that stops the rest
     */
    private Failures write(Runnable write) {
        attempts.beforeRequest();
        try {
            write.run();
            attempts.succeeded();
            return null;
        } catch (RuntimeException e) {
            return attempts.writeFailed(e);
        }
    }

    /** Records what a write did: acknowledged (and done, when its record is {@code confirmed}), unknown, or refused. */
    private void sent(Track<D, R> track, Failures failure, Outcome what, R confirmed) {
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

    /**
     * Settles every record's outcome: a record done earlier in the job whose content another writer changed since (the
     * last list shows it) is a conflict; a record not done for which this job wrote is read once more, so that an
     * outcome is exact (done if it is there as wanted, not done only if known absent or not as wanted).
     *
     * @param listed the job's last list read, or null when it stopped
     */
    private Run<R> finish(List<Track<D, R>> tracks, JobStopped stop, List<R> listed) {
        if (listed != null && mode == Mode.ENSURE && kind.comparesFromList()) {
            for (Track<D, R> track : tracks) {
                List<R> now = track.done() ? matching(listed, r -> kind.names().test(r, track.wanted)) : List.of();
                if (now.size() == 1 && kind.differs().test(now.get(0), track.wanted)) {
                    track.overwritten(new WriteConflictException(
                            operation, track.identity, kind.id().apply(now.get(0))));
                }
            }
        }
        boolean doomed = stop != null && !stop.budgetSpent();
        List<Track<D, R>> open = tracks.stream()
                .filter(t -> !t.done() && (t.written != null || t.unknown))
                .toList();
        if (!doomed && !open.isEmpty()) {
            settle(open);
        }
        List<RecordOutcome<R>> outcomes = tracks.stream().map(Track::outcome).toList();
        return stop == null
                ? new Run<>(outcomes, null, false, null)
                : new Run<>(outcomes, stop.getMessage(), stop.budgetSpent(), stop.failure());
    }

    /** One last read of records not done that this job wrote for: as wanted is done, absent is known not made. */
    private void settle(List<Track<D, R>> open) {
        List<R> now;
        try {
            now = list(open.stream().map(t -> t.wanted).toList());
        } catch (RuntimeException e) {
            return; // the outcomes stay as they were
        }
        for (Track<D, R> track : open) {
            List<R> matches = matching(now, r -> kind.names().test(r, track.wanted));
            if (matches.isEmpty()) {
                track.unknown = false; // known absent
            } else if (matches.size() == 1 && asWanted(matches.get(0), track)) {
                track.settled(matches.get(0));
            }
        }
    }

    private boolean asWanted(R record, Track<D, R> track) {
        if (mode != Mode.ENSURE) {
            return true;
        }
        return kind.comparesFromList() ? !kind.differs().test(record, track.wanted) : track.written == Outcome.CREATED;
    }

    private List<Track<D, R>> pending(List<Track<D, R>> tracks) {
        return tracks.stream().filter(Track::pending).toList();
    }

    /** The checks of the first list, before anything is sent: several records match, or one stands in the way. */
    private void preflight(List<R> listed, D definition) {
        // Several records named are twins (another runner's, being healed, or older): decided per record, waiting.
        boolean named = listed.stream().anyMatch(r -> kind.names().test(r, definition));
        List<R> blocking = matching(listed, r -> kind.blocks().test(r, definition));
        if (!named && !blocking.isEmpty()) {
            throw exists(kind, operation, definition, blocking);
        }
    }

    private void checkDistinct() {
        if (wanted == null) {
            throw new IllegalArgumentException("definitions must not be null");
        }
        for (int i = 0; i < wanted.size(); i++) {
            D definition = wanted.get(i);
            if (definition == null) {
                throw new IllegalArgumentException("definitions[" + i + "] must not be null");
            }
            kind.checkSendable().accept(definition);
            for (int j = 0; j < i; j++) {
                if (kind.clash().test(wanted.get(j), definition)) {
                    throw new IllegalArgumentException("definitions[" + i + "] repeats or overlaps definitions[" + j
                            + "] (" + kind.describe().apply(definition) + "); nothing was sent");
                }
            }
        }
    }

    private static <R> List<R> matching(List<R> listed, Predicate<R> test) {
        return listed.stream().filter(test).toList();
    }

    private static <D, R> AlreadyExistsException exists(
            RecordKind<D, R> kind, String operation, D definition, List<R> existing) {
        List<String> ids = existing.stream().map(kind.id()).toList();
        return new AlreadyExistsException(
                operation, kind.createEndpoint(), kind.taken().apply(definition, ids));
    }
}

package io.chatapi.sdk.internal;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Creates, find-or-adds and ensures records by their identity ({@link RecordKind}), with the service's only guard
 * against duplicates: the list read before writing, as the service has no idempotency key. Every call first reads
 * the list once and decides what to do for every definition; a definition that matches several records, or one that
 * another record stands in the way of, stops the call before anything is sent. Then it sends one write per record to
 * create or edit, and, if it wrote anything, reads the list once more to return each record as listed (create
 * replies carry no id). A write that fails stops the call with the writes before it made: the next call finds them
 * and goes on from there. Two clients creating the same record at once can still both create it (nothing on the
 * service prevents it); the read back then finds two and says so ({@link AmbiguousMatchException}), never guessing.
 */
public final class Converge {
    private Converge() {}

    /** Whether an existing record that differs is edited ({@link #ENSURE}) or returned as it is. */
    public enum Mode {
        /** Existing records are returned as listed, whatever their fields. */
        FIND_OR_ADD,
        /** Existing records whose fields differ are edited. */
        ENSURE
    }

    /**
     * Creates one record unless its identity exists: a list read, the write ({@code send}), and a list read back.
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
        return readBack(kind, operation, List.of(definition)).get(0);
    }

    /**
     * Makes each definition's record exist (and, in {@link Mode#ENSURE}, match it): one list read, one write per
     * record to create or edit, and one list read back when anything was written.
     *
     * @return one result per definition, in order
     * @throws IllegalArgumentException when {@code wanted} is null, holds null, or two definitions clash
     * @throws AmbiguousMatchException when several records match one definition; nothing was sent then
     * @throws AlreadyExistsException when another record stands in the way of a create; nothing was sent then
     */
    public static <D, R> List<Ensured<R>> converge(RecordKind<D, R> kind, String operation, List<D> wanted, Mode mode) {
        checkDistinct(kind, wanted);
        List<R> before = kind.list();
        List<Step<R>> plan = new ArrayList<>();
        for (D definition : wanted) {
            plan.add(plan(kind, operation, before, definition, mode));
        }
        for (int i = 0; i < plan.size(); i++) {
            Step<R> step = plan.get(i);
            if (step.outcome() == Outcome.CREATED) {
                kind.create(wanted.get(i));
            } else if (step.outcome() == Outcome.UPDATED) {
                kind.update(step.before(), wanted.get(i));
            }
        }
        List<D> written = new ArrayList<>();
        for (int i = 0; i < plan.size(); i++) {
            if (plan.get(i).outcome() != Outcome.UNCHANGED) {
                written.add(wanted.get(i));
            }
        }
        List<R> after = written.isEmpty() ? List.of() : readBack(kind, operation, written);
        List<Ensured<R>> results = new ArrayList<>();
        for (int i = 0, w = 0; i < plan.size(); i++) {
            Step<R> step = plan.get(i);
            R record = step.outcome() == Outcome.UNCHANGED ? step.before() : after.get(w++);
            results.add(new Ensured<>(record, step.outcome()));
        }
        return results;
    }

    private record Step<R>(R before, Outcome outcome) {}

    private static <D, R> Step<R> plan(
            RecordKind<D, R> kind, String operation, List<R> listed, D definition, Mode mode) {
        Optional<R> same = Matches.atMostOne(
                listed, r -> kind.names(r, definition), kind::id, operation, kind.describe(definition));
        if (same.isPresent()) {
            boolean edit = mode == Mode.ENSURE && kind.differs(same.get(), definition);
            return new Step<>(same.get(), edit ? Outcome.UPDATED : Outcome.UNCHANGED);
        }
        List<R> blocking = matching(listed, r -> kind.blocks(r, definition));
        if (!blocking.isEmpty()) {
            throw exists(kind, operation, definition, blocking);
        }
        return new Step<>(null, Outcome.CREATED);
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

    /**
     * The records just written, one per definition, from the list read once more: none, or a read that fails, is a
     * {@link CreatedRecordNotFoundException}, so that a write the server accepted never looks like one it did not.
     */
    private static <D, R> List<R> readBack(RecordKind<D, R> kind, String operation, List<D> written) {
        List<R> listed;
        try {
            listed = kind.list();
        } catch (ChatApiException failed) {
            String keys = written.stream().map(kind::describe).collect(Collectors.joining("; "));
            throw new CreatedRecordNotFoundException(operation, keys, failed);
        }
        return written.stream()
                .map(d -> Matches.created(() -> listed, r -> kind.names(r, d), kind::id, operation, kind.describe(d)))
                .toList();
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

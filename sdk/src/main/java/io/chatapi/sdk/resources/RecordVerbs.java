package io.chatapi.sdk.resources;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Converge;
import io.chatapi.sdk.internal.Job;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.RecordKind;
import io.chatapi.sdk.internal.Validate;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The verbs every resource with writes shares, written once on its {@link RecordKind} so that they mean the same
 * everywhere: {@code add} checks for a duplicate first, {@code findOrAdd} returns what it found unchanged, {@code
 * ensure} edits what differs. A resource's client extends this and is its own kind. The public javadoc of each verb is
 * on the resource's client interface.
 *
 * @param <D> the definition a caller writes
 * @param <R> the record as listed
 */
abstract class RecordVerbs<D, R> implements RecordKind<D, R> {
    final Transport transport;
    // The name a null definition is refused by, such as "agent".
    private final String parameter;

    RecordVerbs(Transport transport, String parameter) {
        this.transport = transport;
        this.parameter = parameter;
    }

    public R add(D definition) {
        Validate.notNull(parameter, definition);
        return transport.method(area() + ".add", () -> Converge.add(this, definition, () -> create(definition)));
    }

    public R findOrAdd(D definition) {
        return one("findOrAdd", definition, Converge.Mode.FIND_OR_ADD).record();
    }

    public List<R> findOrAdd(List<D> definitions) {
        return all("findOrAdd", definitions, Converge.Mode.FIND_OR_ADD).stream()
                .map(Ensured::record)
                .toList();
    }

    public Ensured<R> ensure(D definition) {
        return one("ensure", definition, Converge.Mode.ENSURE);
    }

    public List<Ensured<R>> ensure(List<D> definitions) {
        return all("ensure", definitions, Converge.Mode.ENSURE);
    }

    /** The one listed record {@code matches} picks, as a {@code find} verb named {@code area.find} answers it. */
    Optional<R> findOne(Predicate<R> matches, String key) {
        String operation = area() + ".find";
        return transport.method(operation, () -> Matches.atMostOne(list(), matches, this::id, operation, key));
    }

    private Ensured<R> one(String verb, D definition, Converge.Mode mode) {
        Validate.notNull(parameter, definition);
        String operation = area() + "." + verb;
        return transport.method(operation, () -> Converge.one(this, operation, definition, mode, Job.of(transport)));
    }

    private List<Ensured<R>> all(String verb, List<D> definitions, Converge.Mode mode) {
        String operation = area() + "." + verb;
        return transport.method(
                operation, () -> Converge.converge(this, operation, definitions, mode, Job.of(transport)));
    }
}

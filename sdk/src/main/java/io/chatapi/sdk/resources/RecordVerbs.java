package io.chatapi.sdk.resources;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.MethodEvents;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jobs.Converge;
import io.chatapi.sdk.jobs.MethodScope;
import io.chatapi.sdk.jobs.RecordKind;
import io.chatapi.sdk.jobs.RecordLocks;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What every resource with writes shares: its list, create, edit and delete requests (each resource says how to build
 * and read them), and the jobs engine's {@link Converge} on the resource's {@link RecordKind}, so that the verbs mean
 * the same everywhere: {@code add} checks for a duplicate first, {@code findOrAdd} returns what it found unchanged,
 * {@code ensure} edits what differs. Each client declares those verbs itself as one-line delegates ({@link #adding},
 * and {@code transport.method} running a {@link #job}): a verb inherited from this generic class would reach it
 * through a bridge method the compiler adds in the client, a class more on every call's way to the wire. For the same
 * reason this class is public and the requests the engine sends are its own methods. The kind is built from the
 * client's calls on a view without read retries of its own: inside a job the budget is the only loop.
 *
 * @param <D> the definition a caller writes
 * @param <R> the record as listed
 */
public abstract class RecordVerbs<D, R> {
    final Transport transport;
    // A converging call is one method for listeners; the engine opens and closes it (see MethodScope).
    private final MethodScope methods = new MethodScope() {
        @Override
        public Object enter(String operation) {
            return transport.enterMethod(operation);
        }

        @Override
        public void leave(Object entered, Throwable failure) {
            transport.leaveMethod((MethodEvents) entered, failure);
        }
    };
    final RecordLocks locks;
    // The name a null definition is refused by, such as "agent".
    private final String parameter;
    // Built on first use: it makes the client's view without read retries, itself a client.
    private volatile RecordKind<D, R> kind;

    RecordVerbs(Transport transport, RecordLocks locks, String parameter) {
        this.transport = transport;
        this.locks = locks;
        this.parameter = parameter;
    }

    /** {@return the kind of record this client writes, on {@code quiet}}: this client, or its view without retries */
    abstract RecordKind<D, R> kindOn(Transport quiet);

    /** {@return the list request} */
    abstract ApiCall listCall();

    /** {@return the records a list reply holds} */
    abstract List<R> listFrom(Reply reply);

    /** {@return the create request of a definition} */
    abstract ApiCall createCall(D definition);

    /** {@return the delete request of a record} */
    abstract ApiCall deleteCall(String id);

    /** {@return the edit request that makes a record what a definition says}; kinds never edited have none */
    ApiCall editCall(String id, D definition) {
        throw new IllegalStateException(kind().area() + " records are never edited");
    }

    /** {@return every record}: one request, with the client's own read retries (none on the engine's view). */
    public final List<R> list() {
        return listFrom(transport.send(listCall()));
    }

    /**
     * Sends the delete of a record once.
     *
     * @param id the record's id
     * @return the server's acknowledgement
     */
    public final WriteResult delete(String id) {
        return transport.write(deleteCall(id));
    }

    /** Sends the create of a definition: one request, no check (the engine's or {@code add}'s comes first). */
    final void create(D definition) {
        transport.send(createCall(definition));
    }

    /** Sends the edit of a record once: the public {@code edit}'s request, without the compiler's bridge. */
    final void update(String id, D definition) {
        transport.write(editCall(id, definition));
    }

    /** {@code add}: a list read, the create, and the list read back, as one method for listeners. */
    final R adding(D definition) {
        Validate.notNull(parameter, definition);
        return adding(definition, () -> kind().create().accept(definition));
    }

    /** Runs {@code work}, the body of the SDK method {@code name}, as one method for listeners. */
    final <T> T method(String name, Supplier<T> work) {
        return transport.method(name, work);
    }

    /**
     * {@code add} with the create {@code send}: a list read, the create unless its identity exists, and the list read
     * back. Not converging: a failure is thrown as it is ({@code mayHaveBeenProcessed} when the reply was lost).
     *
     * @throws AlreadyExistsException when a listed record is the one named or stands in the way; nothing was sent
     */
    final R adding(D definition, Runnable send) {
        String operation = kind().area() + ".add";
        return method(operation, () -> {
            RecordKind<D, R> kind = kind();
            kind.checkSendable().accept(definition);
            List<String> existing = list().stream()
                    .filter(r ->
                            kind.names().test(r, definition) || kind.blocks().test(r, definition))
                    .map(kind.id())
                    .toList();
            if (!existing.isEmpty()) {
                throw new AlreadyExistsException(
                        operation, kind.createEndpoint(), kind.taken().apply(definition, existing));
            }
            send.run();
            return Matches.created(
                    this::list,
                    r -> kind.names().test(r, definition),
                    kind.id(),
                    operation,
                    kind.describe().apply(definition));
        });
    }

    /**
     * {@return the job of a converging call of one definition}, to run as one method for listeners straight from the
     * client's verb: {@code method(operation, job(operation, definition, mode)::one)}
     */
    final Converge<D, R> job(String operation, D definition, Converge.Mode mode) {
        Validate.notNull(parameter, definition);
        return job(kind(), operation, List.of(definition), mode);
    }

    /** {@return the job of a converging call of several definitions}, run as the one of one definition is */
    final Converge<D, R> job(String operation, List<D> definitions, Converge.Mode mode) {
        return job(kind(), operation, definitions, mode);
    }

    /** {@return the records of results} */
    static <R> List<R> records(List<Ensured<R>> results) {
        return results.stream().map(Ensured::record).toList();
    }

    /** The one listed record {@code matches} picks, as a {@code find} verb named {@code area.find} answers it. */
    final Optional<R> findOne(Predicate<R> matches, String key) {
        String operation = kind().area() + ".find";
        return method(operation, () -> Matches.atMostOne(list(), matches, kind().id(), operation, key));
    }

    /** {@return a job of this client}: the engine, on the kind, with this client's (or view's) job budget. */
    final <E, T> Converge<E, T> job(RecordKind<E, T> of, String operation, List<E> wanted, Converge.Mode mode) {
        return new Converge<>(of, operation, wanted, mode, transport.options().jobBudget(), locks, methods);
    }

    /** {@return this client's transport without read retries}: the engine's, whose budget is the only loop */
    final Transport quiet() {
        return transport.options().readRetries() == 0
                ? transport
                : transport.withOptions(
                        transport.options().toBuilder().readRetries(0).build());
    }

    final RecordKind<D, R> kind() {
        RecordKind<D, R> built = kind;
        if (built == null) {
            built = kindOn(quiet());
            kind = built;
        }
        return built;
    }
}

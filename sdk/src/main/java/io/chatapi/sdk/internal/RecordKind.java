package io.chatapi.sdk.internal;

import java.util.List;
import java.util.Optional;

/**
 * What {@link Converge} needs to know of one kind of record: how to list it, which record a definition names (its
 * identity), what stands in the way of creating one, whether a field drifted, and how to create and edit it. One
 * implementation per model, so that lookups, creates, find-or-add and ensure follow one rule.
 *
 * @param <D> the definition a caller writes: what the record should be
 * @param <R> the record as the server lists it
 */
public interface RecordKind<D, R> {
    /** {@return the operations' prefix in messages, such as {@code aliases}} */
    String area();

    /** {@return the path template of the create, named by a refusal sent before it} */
    String createEndpoint();

    /** {@return every record of this kind}: one request. */
    List<R> list();

    /**
     * {@return the records that {@code pending} may name}, for a converging call's reads; every record of this kind
     * ({@link #list()}) by default, for kinds read some other way (an agent's domains, one request per agent)
     */
    default List<R> list(List<D> pending) {
        return list();
    }

    /** {@return the record's id} (lists leave out records without one) */
    String id(R record);

    /** {@return the definition's identity in words, free of secrets, such as {@code name=hi, domainIds=[d-1]}} */
    String describe(D definition);

    /**
     * Refuses a definition the create or edit could not send (an id too long for the wire), before anything is
     * sent; nothing to check by default.
     *
     * @throws IllegalArgumentException naming the field
     */
    default void checkSendable(D definition) {}

    /** {@return whether two definitions name the same record, or records that cannot both exist} */
    boolean clash(D a, D b);

    /** {@return whether {@code record} is the one {@code definition} names} */
    boolean names(R record, D definition);

    /** {@return whether {@code record}, not the one named, stops {@code definition} from being created}; none by default. */
    default boolean blocks(R record, D definition) {
        return false;
    }

    /**
     * {@return why a create of {@code definition} is refused, naming the listed records {@code ids} in its way}, for
     * the {@code AlreadyExistsException} thrown before anything is sent
     */
    default String taken(D definition, List<String> ids) {
        return area() + " " + describe(definition) + " exists already as " + ids + "; nothing was sent";
    }

    /** {@return whether a field of {@code record} differs from {@code definition}}; may read the record in full. */
    boolean differs(R record, D definition);

    /** Sends the create of {@code definition}. */
    void create(D definition);

    /** Sends the edit that makes {@code record} what {@code definition} says. */
    void update(R record, D definition);

    /**
     * Sends the delete of a twin this call made in a race with another runner ({@code Twins}); kinds whose records
     * cannot have twins need not support it.
     */
    default void delete(R record) {
        throw new IllegalStateException(area() + " records have no twins to delete");
    }

    /**
     * {@return the record a create acknowledged has made, when it is known without reading it back}; empty by
     * default: the next list read shows it
     */
    default Optional<R> confirmed(D definition) {
        return Optional.empty();
    }

    /**
     * {@return whether {@link #differs} needs no read of its own}, so that a record written is compared again once
     * read back (a difference then is another writer's); when false, an acknowledged write is trusted
     */
    default boolean comparesFromList() {
        return true;
    }
}

package io.chatapi.sdk.internal;

import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * Finds a record by its natural key in a list read from the server, and never guesses: two matches
 * are an {@link AmbiguousMatchException}. Records without an id are passed over, as nothing could be
 * done with them. Each method takes the SDK operation and a description of the key looked up (such
 * as {@code email=ann@example.com}) for its exceptions, and a record's {@code id}, empty when it has
 * none.
 */
public final class Matches {
    private Matches() {}

    /**
     * The one record of {@code list} that {@code matches}, or empty.
     *
     * @throws AmbiguousMatchException when several records match
     */
    public static <T> Optional<T> atMostOne(
            List<T> list, Predicate<T> matches, Function<T, Optional<String>> id, String operation, String key) {
        return find(list, matches, id, operation, key, false);
    }

    /**
     * The one record a create just made, read back from {@code list}.
     *
     * @throws AmbiguousMatchException when several records match (the write was carried out)
     * @throws CreatedRecordNotFoundException when none does (the write was accepted)
     */
    public static <T> T created(
            List<T> list, Predicate<T> matches, Function<T, Optional<String>> id, String operation, String key) {
        return find(list, matches, id, operation, key, true)
                .orElseThrow(() -> new CreatedRecordNotFoundException(operation, key));
    }

    private static <T> Optional<T> find(
            List<T> list,
            Predicate<T> matches,
            Function<T, Optional<String>> id,
            String operation,
            String key,
            boolean afterWrite) {
        List<T> found = list.stream()
                .filter(r -> id.apply(r).isPresent())
                .filter(matches)
                .toList();
        if (found.size() > 1) {
            List<String> ids =
                    found.stream().map(r -> id.apply(r).orElseThrow()).toList();
            throw new AmbiguousMatchException(operation, key, ids, afterWrite);
        }
        return found.stream().findFirst();
    }

    /**
     * Finds each wanted record by its natural key and creates the missing ones: one list read, one
     * write per missing record (by {@code create}), and one more list read to return them when any
     * was written. {@code sameKey} tells whether a listed record has a definition's natural key;
     * {@code key} names a definition's key, such as {@code name=hi}, and is how definitions are
     * compared for distinctness.
     *
     * @return one record per definition, in the order given
     * @throws IllegalArgumentException when two definitions have the same key; nothing is sent then
     */
    public static <D, R> List<R> findOrCreate(
            String operation,
            List<D> wanted,
            Supplier<List<R>> list,
            BiPredicate<R, D> sameKey,
            Function<R, Optional<String>> id,
            Consumer<D> create,
            Function<D, String> key) {
        Validate.notNull("definitions", wanted);
        HashSet<String> keys = new HashSet<>();
        for (int i = 0; i < wanted.size(); i++) {
            if (!keys.add(key.apply(Validate.notNull("definitions[" + i + "]", wanted.get(i))))) {
                throw new IllegalArgumentException(
                        "definitions[" + i + "] repeats " + key.apply(wanted.get(i)) + "; nothing was sent");
            }
        }
        List<R> before = list.get();
        List<Optional<R>> existing = wanted.stream()
                .map(d -> atMostOne(before, r -> sameKey.test(r, d), id, operation, key.apply(d)))
                .toList();
        boolean wrote = false;
        for (int i = 0; i < wanted.size(); i++) {
            if (existing.get(i).isEmpty()) {
                create.accept(wanted.get(i));
                wrote = true;
            }
        }
        List<R> after = wrote ? list.get() : before;
        return IntStream.range(0, wanted.size())
                .mapToObj(i -> existing.get(i).orElseGet(() -> {
                    D d = wanted.get(i);
                    return created(after, r -> sameKey.test(r, d), id, operation, key.apply(d));
                }))
                .toList();
    }
}

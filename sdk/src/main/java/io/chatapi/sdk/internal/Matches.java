package io.chatapi.sdk.internal;

import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Finds a record by its natural key in a list read from the server, and never guesses: two matches
 * are an {@link AmbiguousMatchException}. Records without an id are passed over, as nothing could be
 * done with them.
 */
public final class Matches {
    private Matches() {}

    /**
     * The one record of {@code list} that {@code matches}, or empty.
     *
     * @param operation the SDK operation, for the exception
     * @param key what is looked up, such as {@code email=ann@example.com}, for the exception
     * @param id a record's id, or empty when it has none
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
            throw new AmbiguousMatchException(
                    operation,
                    key,
                    found.stream().map(r -> id.apply(r).orElseThrow()).toList(),
                    afterWrite);
        }
        return found.stream().findFirst();
    }

    /**
     * Finds each wanted record by its natural key and creates the missing ones: one list read, one
     * write per missing record, and one more list read to return them when any was written.
     *
     * @param wanted the definitions, with distinct keys
     * @param list reads the list from the server
     * @param sameKey whether a listed record has a definition's natural key
     * @param id a record's id, or empty
     * @param create sends the write for one definition
     * @param key names a definition's natural key, such as {@code name=hi}; also how keys are compared
     *     for distinctness
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
            Validate.notNull("definitions[" + i + "]", wanted.get(i));
            if (!keys.add(key.apply(wanted.get(i)))) {
                throw new IllegalArgumentException(
                        "definitions[" + i + "] repeats " + key.apply(wanted.get(i)) + "; nothing was sent");
            }
        }
        List<R> before = list.get();
        List<Optional<R>> existing = new ArrayList<>();
        for (D d : wanted) {
            existing.add(atMostOne(before, r -> sameKey.test(r, d), id, operation, key.apply(d)));
        }
        boolean wrote = false;
        for (int i = 0; i < wanted.size(); i++) {
            if (existing.get(i).isEmpty()) {
                create.accept(wanted.get(i));
                wrote = true;
            }
        }
        List<R> after = wrote ? list.get() : before;
        List<R> result = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            D d = wanted.get(i);
            result.add(existing.get(i)
                    .orElseGet(() -> created(after, r -> sameKey.test(r, d), id, operation, key.apply(d))));
        }
        return List.copyOf(result);
    }
}

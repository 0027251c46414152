package io.chatapi.sdk.internal;

import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Finds a record by its natural key in a list read from the server, never guessing: two matches are an {@link
 * AmbiguousMatchException}. Records without an id are passed over, as nothing could be done with them. {@code
 * operation} and {@code key} (such as {@code email=ann@example.com}) are for the exceptions.
 */
public final class Matches {
    private Matches() {}

    /** The one record of {@code list} that {@code matches}, or empty; two are an {@link AmbiguousMatchException}. */
    public static <T> Optional<T> atMostOne(
            List<T> list, Predicate<T> matches, Function<T, Optional<String>> id, String operation, String key) {
        return find(list, matches, id, operation, key, false);
    }

    /**
     * The one record a create just made, in the list {@code readBack} reads: none, or a read that fails, is a {@link
     * CreatedRecordNotFoundException}, so that a write the server accepted never looks like one it did not.
     */
    public static <T> T created(
            Supplier<List<T>> readBack,
            Predicate<T> matches,
            Function<T, Optional<String>> id,
            String operation,
            String key) {
        return find(readBack(readBack, operation, key), matches, id, operation, key, true)
                .orElseThrow(() -> new CreatedRecordNotFoundException(operation, key));
    }

    private static <T> List<T> readBack(Supplier<List<T>> list, String operation, String key) {
        try {
            return list.get();
        } catch (ChatApiException failed) {
            throw new CreatedRecordNotFoundException(operation, key, failed);
        }
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
     * Finds each wanted record by its natural key and creates the missing ones: one list read, a {@code create} per
     * missing record, and one more read when any was written. {@code key} names a definition's key (such as {@code
     * name=hi}); two definitions with the same key are refused before anything is sent. Returns one record per
     * definition, in the order given.
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
        for (int i = 0; i < wanted.size(); i++) {
            if (existing.get(i).isEmpty()) {
                create.accept(wanted.get(i));
            }
        }
        String createdKeys = IntStream.range(0, wanted.size())
                .filter(i -> existing.get(i).isEmpty())
                .mapToObj(i -> key.apply(wanted.get(i)))
                .collect(Collectors.joining("; "));
        List<R> after = createdKeys.isEmpty() ? before : readBack(list, operation, createdKeys);
        return IntStream.range(0, wanted.size())
                .mapToObj(i -> existing.get(i).orElseGet(() -> {
                    D d = wanted.get(i);
                    return created(() -> after, r -> sameKey.test(r, d), id, operation, key.apply(d));
                }))
                .toList();
    }
}

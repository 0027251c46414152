package io.chatapi.sdk.resources;

import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Finds a record by its natural key in a list read from the server, never guessing: two matches are an {@link
 * AmbiguousMatchException}. {@code operation} and {@code key} (such as {@code email=ann@example.com}) are for the
 * exceptions. The single calls of {@link RecordVerbs} (find, add) use it; the converging ones are the jobs engine's.
 */
final class Matches {
    private Matches() {}

    /** The one record of {@code list} that {@code matches}, or empty; two are an {@link AmbiguousMatchException}. */
    static <T> Optional<T> atMostOne(
            List<T> list, Predicate<T> matches, Function<T, String> id, String operation, String key) {
        return find(list, matches, id, operation, key, false);
    }

    /**
     * The one record a create just made, in the list {@code readBack} reads: none, or a read that fails, is a {@link
     * CreatedRecordNotFoundException}, so that a write the server accepted never looks like one it did not.
     */
    static <T> T created(
            Supplier<List<T>> readBack, Predicate<T> matches, Function<T, String> id, String operation, String key) {
        List<T> list;
        try {
            list = readBack.get();
        } catch (ChatApiException failed) {
            throw new CreatedRecordNotFoundException(operation, key, failed);
        }
        return find(list, matches, id, operation, key, true)
                .orElseThrow(() -> new CreatedRecordNotFoundException(operation, key));
    }

    private static <T> Optional<T> find(
            List<T> list,
            Predicate<T> matches,
            Function<T, String> id,
            String operation,
            String key,
            boolean afterWrite) {
        List<T> found = list.stream().filter(matches).toList();
        if (found.size() > 1) {
            throw new AmbiguousMatchException(
                    operation, key, found.stream().map(id).toList(), afterWrite);
        }
        return found.stream().findFirst();
    }
}

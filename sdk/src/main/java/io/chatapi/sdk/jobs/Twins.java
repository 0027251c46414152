package io.chatapi.sdk.jobs;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The rule that heals a race between two runners that both created one record: every runner keeps the same record,
 * and deletes a twin only if the twin did not exist when its own job began, so a record that was there before is
 * never deleted. The record kept is the one that existed before the job, if exactly one did; otherwise the first as
 * the server lists them (the service lists records in the order they were made, so the earliest, which a runner that
 * finished first may have returned, is kept).
 */
final class Twins {
    private Twins() {}

    /**
     * {@return the record to keep of several that match one identity}; empty when two or more existed before the job
     * (a duplicate someone else made: never guessed at)
     */
    static <R> Optional<R> keep(List<R> matches, Set<String> before, Function<R, String> id) {
        List<R> old = matches.stream().filter(r -> before.contains(id.apply(r))).toList();
        if (old.size() > 1) {
            return Optional.empty();
        }
        return Optional.of(old.isEmpty() ? matches.get(0) : old.get(0));
    }

    /** {@return the twins of {@code kept} this job may delete: those made since it began} */
    static <R> List<R> deletable(List<R> matches, R kept, Set<String> before, Function<R, String> id) {
        return matches.stream()
                .filter(r -> r != kept && !before.contains(id.apply(r)))
                .toList();
    }
}

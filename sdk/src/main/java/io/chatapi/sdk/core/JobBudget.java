package io.chatapi.sdk.core;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How long a converging call ({@code ensure}, {@code findOrAdd}, {@code assignAgents}) keeps
 * going through failures that leave a record undone or its outcome unknown (a lost reply, a gateway page, a refused
 * token, a timeout): it reads back, sends again what is missing, and pauses between tries, until every record is as
 * wanted, {@link #maxDuration()} has passed, or {@link #maxFailuresInARow()} requests in a row have failed (a server
 * that answers nothing is not hammered). Any request that succeeds counts as progress and resets the count. Set it with
 * {@code ChatApiClientBuilder.jobBudget} or, for some calls, {@code CallOptions.jobBudget}. Immutable.
 *
 * <p>The default ({@link #DEFAULT}): 2 minutes, 20 failures in a row, pauses from 100 ms doubling to 5 s with jitter.
 * Under 20% of replies lost after processing plus 10% gateway pages (about half of the calls that need a fresh
 * authentication fail), 20 failures in a row happen about once in a million starts; a job of 10 shops finishes in one
 * run well over 19 times in 20.
 *
 * @param maxDuration how long a converging call may take in all, at least 1 ms
 * @param maxFailuresInARow how many failed requests in a row end it, at least 1
 * @param firstPause the pause after a first failure, doubling with each further one (at least zero)
 * @param maxPause the longest pause, at least {@code firstPause}
 */
public record JobBudget(Duration maxDuration, int maxFailuresInARow, Duration firstPause, Duration maxPause) {
    /** 2 minutes, 20 failures in a row, pauses from 100 ms to 5 s. */
    public static final JobBudget DEFAULT =
            new JobBudget(Duration.ofMinutes(2), 20, Duration.ofMillis(100), Duration.ofSeconds(5));

    /**
     * Checks every part.
     *
     * @param maxDuration see {@link #maxDuration()}
     * @param maxFailuresInARow see {@link #maxFailuresInARow()}
     * @param firstPause see {@link #firstPause()}
     * @param maxPause see {@link #maxPause()}
     * @throws IllegalArgumentException when a part is null or out of range
     */
    public JobBudget {
        if (maxDuration == null || maxDuration.toMillis() < 1) {
            throw new IllegalArgumentException("maxDuration must be at least 1 ms");
        }
        if (maxFailuresInARow < 1) {
            throw new IllegalArgumentException("maxFailuresInARow must be at least 1, got " + maxFailuresInARow);
        }
        if (firstPause == null || firstPause.isNegative()) {
            throw new IllegalArgumentException("firstPause must not be null or negative");
        }
        if (maxPause == null || maxPause.compareTo(firstPause) < 0) {
            throw new IllegalArgumentException("maxPause must not be null or shorter than firstPause");
        }
    }

    /**
     * {@return the pause to wait before try {@code tryNumber} of something that failed every time before} (1 for the
     * first try): none before the first; before the second, {@link #firstPause()}, doubling with each further try up
     * to {@link #maxPause()}; each with equal jitter (half the step, plus a random part of the other half), so that
     * two runners that failed together do not come back together. The SDK's converging calls pause so between
     * requests after a failure, and a tool that retries work of its own around them can pause by the same rule.
     *
     * @param tryNumber which try comes next, from 1
     * @throws IllegalArgumentException when {@code tryNumber} is below 1
     */
    public Duration pauseBefore(int tryNumber) {
        if (tryNumber < 1) {
            throw new IllegalArgumentException("tryNumber must be at least 1, got " + tryNumber);
        }
        if (tryNumber == 1) {
            return Duration.ZERO;
        }
        long first = firstPause.toMillis();
        long step = Math.min(maxPause.toMillis(), first << Math.min(tryNumber - 2, 20));
        long half = step / 2;
        return Duration.ofMillis(step - half + ThreadLocalRandom.current().nextLong(half + 1));
    }

    /**
     * {@return this budget with other pauses} (tests make them short)
     *
     * @param first the pause after a first failure
     * @param max the longest pause
     * @throws IllegalArgumentException when a pause is null, negative, or {@code max} is below {@code first}
     */
    public JobBudget withPauses(Duration first, Duration max) {
        return new JobBudget(maxDuration, maxFailuresInARow, first, max);
    }

    /**
     * {@return this budget with another duration}
     *
     * @param duration how long a converging call may take in all
     * @throws IllegalArgumentException when {@code duration} is null or below 1 ms
     */
    public JobBudget withMaxDuration(Duration duration) {
        return new JobBudget(duration, maxFailuresInARow, firstPause, maxPause);
    }

    /**
     * {@return this budget with another number of failures in a row}
     *
     * @param failures how many failed requests in a row end a converging call
     * @throws IllegalArgumentException when {@code failures} is below 1
     */
    public JobBudget withMaxFailuresInARow(int failures) {
        return new JobBudget(maxDuration, failures, firstPause, maxPause);
    }
}

package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * An SDK method ended, returning or throwing.
 *
 * @param method the SDK method, as {@code aliases.add}
 * @param outcome how it ended: {@link Outcome#SUCCESS} when it returned, else the outcome of what it threw
 * @param errorType the simple name of the class of the exception it threw, such as {@code AlreadyExistsException};
 *     {@code "none"} when it returned
 * @param duration how long the method took, from its start to its end
 * @param calls how many calls (requests, each with its retries) it made
 * @param mayHaveBeenProcessed whether it failed although a write of it may have been carried out: the exception's
 *     {@code mayHaveBeenProcessed()}
 */
public record MethodFinished(
        String method, Outcome outcome, String errorType, Duration duration, int calls, boolean mayHaveBeenProcessed) {}

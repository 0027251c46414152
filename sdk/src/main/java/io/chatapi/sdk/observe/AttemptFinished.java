package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * One attempt of a call ended. A read may take several; a write takes one.
 *
 * @param operation the SDK operation, such as {@code agents.get}
 * @param attempt the attempt's number, from 1
 * @param outcome how it ended ({@link Outcome#TOKEN_REFUSED} is seen here and in retries only)
 * @param errorType the simple name of the exception's class, such as {@code UnexpectedHttpStatusException}; {@code
 *     "none"} when the attempt was accepted, and {@code RequestRejectedException} for a refused token
 * @param duration how long the attempt took, its chain wait and authentication included
 */
public record AttemptFinished(String operation, int attempt, Outcome outcome, String errorType, Duration duration) {}

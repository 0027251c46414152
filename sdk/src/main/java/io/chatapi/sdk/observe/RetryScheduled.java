package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * A read will be sent again.
 *
 * @param operation the SDK operation, such as {@code agents.get}
 * @param retry which retry this is, from 1
 * @param reason the outcome of the attempt that failed
 * @param pause how long the call waits before the next attempt ({@link Duration#ZERO} after a refused token)
 */
public record RetryScheduled(String operation, int retry, Outcome reason, Duration pause) {}

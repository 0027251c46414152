package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * The wait for a turn on the token chain: calls on one chain take turns, as the service accepts only its newest token.
 *
 * @param operation the SDK operation, such as {@code agents.add}
 * @param waited how long the call waited
 * @param acquired whether it got its turn; {@code false} when the call timeout ran out first (or the thread was
 *     interrupted), and the call then fails with nothing sent
 */
public record ChainWaited(String operation, Duration waited, boolean acquired) {}

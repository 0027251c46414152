package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * An authentication, made when the chain had no usable token (the first call, or after a lost reply or a refused
 * token). It never carries the key or the token.
 *
 * @param operation the SDK operation the authentication was made for, such as {@code agents.add}
 * @param outcome {@link Outcome#SUCCESS}, {@link Outcome#AUTHENTICATION_FAILED} (the key was refused), or how the
 *     exchange failed
 * @param errorType the simple name of the exception's class, such as {@code AuthenticationException}; {@code "none"}
 *     on success
 * @param duration how long it took
 */
public record Authenticated(String operation, Outcome outcome, String errorType, Duration duration) {}

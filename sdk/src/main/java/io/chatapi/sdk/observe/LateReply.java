package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * A reply came, or stopped being awaited, after its call had already failed with a {@code CallTimeoutException}: the
 * SDK reads a request's reply in the background for a bounded grace after its caller's deadline, so that the next
 * access token it carries is kept for the next call instead of a fresh authentication. For a timed-out write this is
 * how a listener learns whether the server answered it at all; whether the write took effect is for a read-back to say
 * (a converging call such as {@code ensure} reads back by itself).
 *
 * @param operation the SDK operation, such as {@code agents.add}
 * @param write whether it changes state on the server
 * @param httpStatus the reply's HTTP status, or {@code -1} when none came within the grace (the exchange failed, or
 *     the grace ran out)
 * @param tokenKept whether the reply carried a new access token, now the chain's: the next call needs no authentication
 * @param duration from the call's start to the reply's end
 */
public record LateReply(String operation, boolean write, int httpStatus, boolean tokenKept, Duration duration) {}

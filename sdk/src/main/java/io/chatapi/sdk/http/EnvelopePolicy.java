package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.RequestRejectedException;
import java.util.regex.Pattern;

/**
 * The one place that decides whether a reply shows success. The service answers HTTP 200 to
 * everything, with endpoint-specific {@code status} numbers and free-form messages; what it does
 * reliably is hand out a new token after every request it processes. So:
 *
 * <ul>
 *   <li>A reply without a new token whose message reads as a token refusal ({@code tokenRefusal})
 *       was not processed: the call is sent again after re-authenticating, a write once (see {@link
 *       Sender}). A read without a new token that carries any message instead of its data is treated
 *       alike, as a literal server words a spent token's refusal freely and a read is safe to repeat.
 *   <li>A message that reads as an error is a rejection.
 *   <li>A write succeeds only with a new token; without one it is a rejection that may have been
 *       processed unless its message reads as an error or a refusal.
 *   <li>A read without a new token is accepted for its data (a read changes nothing, and the next
 *       call authenticates afresh); a missing payload is for its feature client to reject.
 * </ul>
 *
 * @param errorMessage found in a message, marks a rejection
 * @param acceptUnrotatedWrites whether a write reply without a new token may still be a success (for
 *     a server that does not rotate tokens)
 * @param tokenRefusal found in the message of a reply without a new token, marks a refused token
 */
record EnvelopePolicy(Pattern errorMessage, boolean acceptUnrotatedWrites, Pattern tokenRefusal) {
    /** Words of a refusal: a write reply without a new token whose message has one was not processed. */
    static final Pattern REFUSAL = Pattern.compile(
            "\\b(error|denied|invalid|forbidden|unauthori[sz]ed|not allowed|not permitted|refused|expired|fail\\w*"
                    + "|wrong|missing|cannot|can't|unable|no such|not found|does not exist|already exist\\w*)\\b",
            Pattern.CASE_INSENSITIVE);

    enum Verdict {
        ACCEPTED,
        /** Refused for its token, or (a read) answered with a message and no new token: send it again. */
        TOKEN_REFUSED,
        /** The call failed: {@link #rejection} says how. */
        REJECTED
    }

    boolean readsAsError(String message) {
        return !message.isEmpty() && errorMessage.matcher(message).find();
    }

    Verdict judge(Reply reply) {
        boolean write = reply.call().endpoint().write();
        if (!reply.tokenRotated()
                && (refusesToken(reply) || (!write && !reply.message().isEmpty()))) {
            return Verdict.TOKEN_REFUSED;
        }
        if (reply.isErrorMessage()) {
            return Verdict.REJECTED;
        }
        if (write && !reply.tokenRotated() && !acceptUnrotatedWrites) {
            return Verdict.REJECTED;
        }
        return Verdict.ACCEPTED;
    }

    /**
     * Whether a reply judged {@link Verdict#TOKEN_REFUSED} surely is a refusal: its message reads as a
     * token refusal or an error. A read answered with other text and no new token, sent again once, is
     * then judged for its data as any read without a new token.
     */
    boolean surelyRefused(Reply reply) {
        return refusesToken(reply) || reply.isErrorMessage();
    }

    private boolean refusesToken(Reply reply) {
        String message = reply.message();
        return !message.isEmpty() && tokenRefusal.matcher(message).find();
    }

    /**
     * The failure for a reply judged {@link Verdict#REJECTED}, or refused for its token once too often
     * ({@code refusals} times in all).
     */
    RequestRejectedException rejection(Reply reply, int refusals) {
        if (!reply.tokenRotated() && refusesToken(reply)) {
            return reply.tokenRefused(refusals);
        }
        boolean unconfirmedWrite = reply.call().endpoint().write()
                && !reply.tokenRotated()
                && !reply.isErrorMessage()
                && !REFUSAL.matcher(reply.message()).find();
        return reply.rejected(reply.isErrorMessage() ? "error" : "no new token in the reply", unconfirmedWrite);
    }
}

package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.RequestRejectedException;
import java.util.regex.Pattern;

/**
 * The one place that decides whether a reply shows success. The service answers HTTP 200 to
 * everything, with endpoint-specific {@code status} numbers and free-form messages; what it does
 * reliably is hand out a new token after every request it processes. So:
 *
 * <ul>
 *   <li>A message that reads as an error is a rejection; for a read without a new token it means a
 *       spent token: the read is sent again after re-authenticating.
 *   <li>A write succeeds only with a new token; without one it is a rejection that may have been
 *       processed unless its message reads as an error or a refusal.
 *   <li>A read without a new token is accepted for its data (a read changes nothing, and the next
 *       call authenticates afresh); a missing payload is for its feature client to reject.
 * </ul>
 *
 * @param errorMessage found in a message, marks a rejection
 * @param acceptUnrotatedWrites whether a write reply without a new token may still be a success (for
 *     a server that does not rotate tokens)
 */
record EnvelopePolicy(Pattern errorMessage, boolean acceptUnrotatedWrites) {
    /** Words of a refusal: a write reply without a new token whose message has one was not processed. */
    static final Pattern REFUSAL = Pattern.compile(
            "\\b(error|denied|invalid|forbidden|unauthori[sz]ed|not allowed|not permitted|refused|expired|fail\\w*"
                    + "|wrong|missing|cannot|can't|unable|no such|not found|does not exist|already exist\\w*)\\b",
            Pattern.CASE_INSENSITIVE);

    enum Verdict {
        ACCEPTED,
        /** A read refused for its token: send it again after re-authenticating. */
        TOKEN_REFUSED,
        /** The call failed: {@link #rejection} says how. */
        REJECTED
    }

    boolean readsAsError(String message) {
        return !message.isEmpty() && errorMessage.matcher(message).find();
    }

    Verdict judge(Reply reply) {
        boolean write = reply.call().endpoint().write();
        if (reply.isErrorMessage()) {
            return !write && !reply.tokenRotated() ? Verdict.TOKEN_REFUSED : Verdict.REJECTED;
        }
        if (write && !reply.tokenRotated() && !acceptUnrotatedWrites) {
            return Verdict.REJECTED;
        }
        return Verdict.ACCEPTED;
    }

    /** The failure for a reply judged {@link Verdict#REJECTED} or refused for its token. */
    RequestRejectedException rejection(Reply reply) {
        boolean unconfirmedWrite = reply.call().endpoint().write()
                && !reply.tokenRotated()
                && !reply.isErrorMessage()
                && !REFUSAL.matcher(reply.message()).find();
        return reply.rejected(reply.isErrorMessage() ? "error" : "no new token in the reply", unconfirmedWrite);
    }
}

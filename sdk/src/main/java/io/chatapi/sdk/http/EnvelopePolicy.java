package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.RequestRejectedException;
import java.util.regex.Pattern;

/**
 * The one place that decides whether a reply shows success. The service answers HTTP 200 to
 * everything, its {@code status} numbers mean different things on different endpoints, and its
 * messages are free-form; what it does reliably is hand out a new access token after every request
 * it processes. So:
 *
 * <ul>
 *   <li>A reply whose message reads as an error (the error pattern) is a rejection, for reads and
 *       writes alike. A read refused that way without a new token is how the service refuses a
 *       spent token: the read is sent again after re-authenticating.
 *   <li>A write succeeds only when its reply also carried a new token. Without one it is a
 *       rejection whatever its message says; whether it may have been processed follows the
 *       message: not when it reads as an error or a refusal, yes when it reads like success.
 *   <li>A read without a new token is accepted for the data it carries (a read changes nothing, and
 *       the next call authenticates afresh); a read whose payload is missing is rejected by the
 *       feature client that expected it.
 * </ul>
 *
 * @param errorMessage found in a message, marks a rejection
 * @param acceptUnrotatedWrites whether a write reply without a new token may still be a success (for
 *     a server that does not rotate tokens)
 */
record EnvelopePolicy(Pattern errorMessage, boolean acceptUnrotatedWrites) {
    /**
     * Words of a refusal. A write reply without a new token whose message holds one was turned away,
     * so it was not processed; with none of them the server may have acted.
     */
    static final Pattern REFUSAL = Pattern.compile(
            "\\b(error|denied|invalid|forbidden|unauthori[sz]ed|not allowed|not permitted|refused|expired|fail\\w*"
                    + "|wrong|missing|cannot|can't|unable|no such|not found|does not exist|already exist\\w*)\\b",
            Pattern.CASE_INSENSITIVE);

    /** What a reply means for its call. */
    enum Verdict {
        /** The reply shows success. */
        ACCEPTED,
        /** A read refused for its token: send it again after re-authenticating. */
        TOKEN_REFUSED,
        /** The call failed: {@link #rejection} says how. */
        REJECTED
    }

    /** Whether a reply's message reads as an error. */
    boolean readsAsError(String message) {
        return !message.isEmpty() && errorMessage.matcher(message).find();
    }

    /** What {@code reply} means for the call that received it. */
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

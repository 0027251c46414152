package io.chatapi.sdk.http;

import okhttp3.Request;

/**
 * One exchange the {@link Sender} asks of the token chains: the request of one path form, and what a chain must know
 * to send it. The one description handed down {@code TokenChains} → {@code TokenChain} → its turn, in place of loose
 * flags.
 *
 * @param request the request, without its token (the turn adds it)
 * @param operation the SDK operation the exchange is for, as {@code agents.list}: it names waits and failures
 * @param write whether the request changes something: a write's lost reply may have been processed
 * @param streamed whether the caller reads the body at its own pace: the deadline then bounds the turn and
 *     authentication, and only connect and read timeouts the exchange
 * @param freshSession whether to authenticate first whatever token the chain holds: a call sent again after a refused
 *     token goes out on a session just begun, not on one that may be about to expire
 * @param deadline shared by the wait for a chain, its turn, authentication and the exchange until its body is read
 * @param events told of the waits and authentications
 * @param handoff whether the request went out, or its caller left first ({@link ExchangeRunner})
 */
record Exchange(
        Request.Builder request,
        String operation,
        boolean write,
        boolean streamed,
        boolean freshSession,
        Deadline deadline,
        CallEvents events,
        Handoff handoff) {
    /** An exchange its caller waits for on its own thread, or on a worker's until the deadline. */
    Exchange(
            Request.Builder request,
            String operation,
            boolean write,
            boolean streamed,
            boolean freshSession,
            Deadline deadline,
            CallEvents events) {
        this(request, operation, write, streamed, freshSession, deadline, events, new Handoff());
    }

    /** {@return this exchange, its events held for the caller's thread} (an {@link ExchangeRunner} worker's) */
    Exchange heldForCaller() {
        return new Exchange(
                request, operation, write, streamed, freshSession, deadline, events.heldForCaller(), handoff);
    }

    /** Names the exchange only: the request may carry secrets (a password in its body), never printed. */
    @Override
    public String toString() {
        return "Exchange[" + operation + (write ? ", write" : "") + (streamed ? ", streamed" : "")
                + (freshSession ? ", fresh session" : "") + "]";
    }
}

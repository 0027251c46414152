package io.chatapi.sdk.http;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * How far one exchange run off its caller's thread ({@link ExchangeRunner}) got, and who owns it: the worker until its
 * caller leaves, and the worker alone once the request went out. Settled once, atomically, so that a caller told
 * "nothing was sent" is right: a worker that finds the exchange abandoned sends nothing.
 */
final class Handoff {
    /** The worker waits for a chain or its turn. */
    static final int WAITING = 0;
    /** The worker holds the turn; the request has not gone out. */
    static final int HELD = 1;
    /** The worker authenticates; the request has not gone out. */
    static final int AUTHENTICATING = 2;
    /** The request went out. */
    static final int SENT = 3;
    /** The reply's headers came; its body is being read. */
    static final int REPLIED = 4;
    /** The caller left before the request went out: nothing will be. */
    static final int ABANDONED = 5;

    private final AtomicInteger state = new AtomicInteger(WAITING);

    /** The worker holds the turn. */
    void held() {
        state.compareAndSet(WAITING, HELD);
    }

    /** The worker's last word before sending: {@return true when the request may go out}, false when its caller left. */
    boolean send() {
        int now = state.get();
        while (now < SENT) {
            if (state.compareAndSet(now, SENT)) {
                return true;
            }
            now = state.get();
        }
        return now != ABANDONED;
    }

    /**
     * The worker authenticates ({@code true}) or is done with it ({@code false}).
     *
     * @param now whether authentication starts or ended
     */
    void authenticating(boolean now) {
        state.compareAndSet(now ? HELD : AUTHENTICATING, now ? AUTHENTICATING : HELD);
    }

    /** The reply's headers came. */
    void replied() {
        state.set(REPLIED);
    }

    /** The caller leaves: {@return how far the exchange got}, {@link #SENT} or later when the request went out. */
    int abandon() {
        int now = state.get();
        while (now < SENT) {
            if (state.compareAndSet(now, ABANDONED)) {
                return now;
            }
            now = state.get();
        }
        return now;
    }

    /** {@return whether the caller left before the request went out} */
    boolean abandoned() {
        return state.get() == ABANDONED;
    }
}

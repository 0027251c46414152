package io.chatapi.sdk.http;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Notices an API key shared without a shared chain store, and says so once, at WARN, naming the fix. A client whose
 * chains keep their tokens in this process sends each token once, as it came, one call at a time: nothing in the
 * process can spend a token before it. When such tokens are refused {@value #REFUSALS} times within {@value
 * #WINDOW_SECONDS} seconds, only another holder of the key explains it (another process, or another client of this
 * one), against a service that keeps one token chain per key: each of its authentications ends this client's chain. A
 * session that expires refuses a token once per session lifetime, far rarer.
 */
final class SharedKeyWatch {
    static final int REFUSALS = 3;
    static final long WINDOW_SECONDS = 60;

    static final String WARNING = "tokens of this API key were refused " + REFUSALS + " times within "
            + WINDOW_SECONDS + " s although this client sends each token once, as it came: another process or client"
            + " is probably using the same API key against a service that keeps one token chain per key, so each side's"
            + " authentication ends the other's chain (every refusal costs a re-authentication and a resend; a write"
            + " may fail). Share the chains: give every replica the same chain store (ChatApiClientBuilder.chainStore"
            + " with chat-api-redis's RedisChainStore.factory, or chatapi.chain-store=redis with the Spring Boot"
            + " starter), or give each process its own API key.";

    private final CallLog log;
    private final LongSupplier clock;
    // Guarded by this.
    private final Deque<Long> recent = new ArrayDeque<>();
    private boolean localStore;
    private boolean warned;

    SharedKeyWatch(CallLog log) {
        this(log, System::nanoTime);
    }

    SharedKeyWatch(CallLog log, LongSupplier clock) {
        this.log = log;
        this.clock = clock;
    }

    /** A chain of this client keeps its token in this process: refusals can then be read as above. */
    synchronized void chainKeptInProcess() {
        localStore = true;
    }

    /** A token this client sent was refused. */
    void refused() {
        synchronized (this) {
            if (warned || !localStore) {
                return;
            }
            long now = clock.getAsLong();
            recent.addLast(now);
            while (now - recent.peekFirst() > TimeUnit.SECONDS.toNanos(WINDOW_SECONDS)) {
                recent.removeFirst();
            }
            if (recent.size() < REFUSALS) {
                return;
            }
            warned = true;
            recent.clear();
        }
        log.warn(() -> WARNING);
    }
}

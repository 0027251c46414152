package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One holder's lease on the chain, from acquisition to release. Never shows the token. Holds no lock while it calls
 * Redis: closing the turn (or the store) from another thread never waits for a command in flight.
 */
final class RedisTurn implements ChainStore.Turn {
    private final RedisChainStore store;
    private final String owner;
    // The deadline of the call that took the turn (System.nanoTime()): an outage is waited out no later.
    private final long deadline;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private volatile String token;
    // The token as Redis holds it (sealed), as this turn last read or wrote it: a write compares with it.
    private volatile String stored;
    private volatile LeaseRenewer.Renewal renewal;

    RedisTurn(RedisChainStore store, String owner, String token, String stored, long deadline) {
        this.store = store;
        this.owner = owner;
        this.token = token;
        this.stored = stored;
        this.deadline = deadline;
    }

    void renewal(LeaseRenewer.Renewal renewal) {
        this.renewal = renewal;
    }

    @Override
    public String token() {
        requireOpen();
        return token;
    }

    /**
     * {@inheritDoc} A Redis outage is waited out (the write is sent again) until the store's {@code outageWait} or the
     * deadline of the call that took the turn, whichever comes first. A lease lost meanwhile (a Redis restarted without
     * persistence, a renewal that could not get through) is taken back when nobody else has held the chain since.
     */
    @Override
    public void token(String next) {
        requireOpen();
        boolean written;
        String sealed = store.seal(next);
        try {
            written = store.writeToken(owner, sealed, stored, store.outageDeadline(deadline));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChainStoreException(
                    "chain store: interrupted while recording the chain's next token, which may not be recorded",
                    true,
                    e);
        }
        if (!written) {
            throw new ChainStoreException(
                    "chain store: turn lost: the chain's lease in Redis ran out or passed to another holder before the"
                            + " next token was recorded; the next holder authenticates",
                    true,
                    null);
        }
        token = next;
        stored = sealed;
    }

    @Override
    public void close() {
        if (!open.compareAndSet(true, false)) {
            return;
        }
        LeaseRenewer.Renewal renewing = renewal;
        if (renewing != null) {
            renewing.stop();
        }
        try {
            store.release(owner);
        } finally {
            store.turnEnded(this);
        }
    }

    private void requireOpen() {
        if (!open.get()) {
            throw new IllegalStateException("this turn on the chain has ended");
        }
    }

    @Override
    public String toString() {
        return "RedisTurn[" + (open.get() ? "held" : "ended") + "]";
    }
}

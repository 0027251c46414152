package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;

/** One holder's lease on the chain, from acquisition to release. Never shows the token. */
final class RedisTurn implements ChainStore.Turn {
    private final RedisChainStore store;
    private final String owner;
    private String token;
    private LeaseRenewer.Renewal renewal;
    private boolean open = true;

    RedisTurn(RedisChainStore store, String owner, String token) {
        this.store = store;
        this.owner = owner;
        this.token = token;
    }

    synchronized void renewal(LeaseRenewer.Renewal renewal) {
        this.renewal = renewal;
    }

    @Override
    public synchronized String token() {
        requireOpen();
        return token;
    }

    @Override
    public synchronized void token(String next) {
        requireOpen();
        boolean written;
        try {
            written = store.writeToken(owner, next);
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
    }

    @Override
    public void close() {
        synchronized (this) {
            if (!open) {
                return;
            }
            open = false;
            if (renewal != null) {
                renewal.stop();
            }
        }
        try {
            store.release(owner);
        } finally {
            store.turnEnded(this);
        }
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("this turn on the chain has ended");
        }
    }

    @Override
    public String toString() {
        return "RedisTurn[" + (open ? "held" : "ended") + "]";
    }
}

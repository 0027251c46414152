package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStoreException;
import java.util.List;

/**
 * The acquiring script's reply, checked: {@code {1}} or {@code {1, token}} when the lease was taken, {@code {0,
 * pttl}} when not. Anything else (a Redis that runs another script under that name cannot, but a proxy might mangle
 * it) fails as unreadable, never quoting the reply (it could hold the token).
 */
record LeaseReply(boolean taken, String token, long leaseLeftMillis) {
    static LeaseReply of(List<Object> reply) {
        if (reply != null && !reply.isEmpty() && reply.get(0) instanceof Long flag) {
            if (flag == 1L && reply.size() == 1) {
                return new LeaseReply(true, null, 0);
            }
            if (flag == 1L && reply.size() == 2 && reply.get(1) instanceof String token) {
                return new LeaseReply(true, token, 0);
            }
            if (flag == 0L && reply.size() == 2 && reply.get(1) instanceof Long left) {
                return new LeaseReply(false, null, left);
            }
        }
        throw new ChainStoreException("chain store: Redis answered the lease script unreadably", false, null);
    }

    /** {@return whether Redis lost the chain's data and the store left it alone for a holder to take back} */
    boolean emptied() {
        return !taken && leaseLeftMillis == -2;
    }

    @Override
    public String toString() {
        return "LeaseReply[taken=" + taken + ", leaseLeftMillis=" + leaseLeftMillis + "]";
    }
}

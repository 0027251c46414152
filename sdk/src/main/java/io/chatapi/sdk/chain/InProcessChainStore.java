package io.chatapi.sdk.chain;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The default store: the token and the turn in this process's memory, for a chain no other process uses. The lock is
 * not fair: a fair one hands every turn to a parked thread, a context switch per call (10–25% more CPU per call on
 * two cores, for a similar longest wait); waiters still queue in arrival order among themselves.
 */
public final class InProcessChainStore implements ChainStore {
    private final ReentrantLock turn = new ReentrantLock();
    // Guarded by turn.
    private String token;

    /** {@return a factory that gives every chain a store of its own in this process's memory} */
    public static Factory factory() {
        return chain -> new InProcessChainStore();
    }

    /** A store with no token yet: the first holder authenticates. */
    public InProcessChainStore() {}

    @Override
    public Turn acquire(Duration maxWait) throws InterruptedException {
        long nanos = Math.max(0, maxWait.toNanos());
        if (!turn.tryLock(nanos, TimeUnit.NANOSECONDS)) {
            return null;
        }
        return new Turn() {
            private boolean open = true;

            @Override
            public String token() {
                return token;
            }

            @Override
            public void token(String next) {
                token = next;
            }

            @Override
            public void close() {
                if (open) {
                    open = false;
                    turn.unlock();
                }
            }
        };
    }

    @Override
    public String toString() {
        return "InProcessChainStore";
    }
}

package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStore.RecordLock;
import io.chatapi.sdk.chain.ChainStoreException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The per-identity locks a converging call holds while it creates records, when the client's chain store is shared
 * by several processes ({@link RecordLocks#active()}): from the list read that finds a record missing until the
 * list read that shows it made, so that two processes never both create it. Taken in the order of the identities, so
 * that two runners locking several never wait on each other in a circle. Without such a store, nothing is locked and
 * a race is healed afterwards ({@link Twins}).
 */
final class CreateLocks implements AutoCloseable {
    /** Long enough for a list, the creates and the list again under a slow network; a dead holder's lock ends then. */
    static final Duration TTL = Duration.ofSeconds(30);
    /** How long to wait for another runner's create of the same record, which then need not be made. */
    static final Duration MAX_WAIT = Duration.ofSeconds(10);

    private final RecordLocks store;
    private final List<RecordLock> held = new ArrayList<>();

    /** @param locks the client's record locks, asked whether they lock anything first */
    CreateLocks(RecordLocks locks) {
        this.store = locks.active() ? locks : null;
    }

    /** {@return whether creates are locked at all} */
    boolean active() {
        return store != null;
    }

    /**
     * Takes the lock of one identity, waiting a short while for another holder ({@link #MAX_WAIT}, or {@code
     * remaining} when that is shorter: the call's own time).
     *
     * @return whether it is held (always, when locks are not {@link #active()})
     * @throws JobStopped when the store fails or the thread is interrupted
     */
    boolean lock(String identity, Duration remaining) {
        if (store == null) {
            return true;
        }
        try {
            RecordLock lock = store.lock(identity, TTL, remaining.compareTo(MAX_WAIT) < 0 ? remaining : MAX_WAIT);
            if (lock == null) {
                return false;
            }
            held.add(lock);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JobStopped(
                    "interrupted while locking a record",
                    false,
                    new ChainStoreException("interrupted while locking a record", false, e));
        } catch (ChainStoreException e) {
            throw new JobStopped("the chain store failed", false, e);
        }
    }

    /** Releases every lock held; never throws (a lock not released ends by its TTL). */
    @Override
    public void close() {
        held.forEach(RecordLock::close);
        held.clear();
    }
}

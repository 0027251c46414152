package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStore.RecordLock;
import io.chatapi.sdk.chain.ChainStoreException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The per-identity locks converging calls take around their creates when processes share a store ({@link
 * ChainStore#locksRecords()}), so that two processes never both create one record; without such a store nothing is
 * locked and a race is healed afterwards ({@link Twins}). The client's wiring hands one to the engine: the only way the
 * engine reaches a store.
 */
public interface RecordLocks {
    /**
     * {@return whether creates are locked at all}: the store is shared by processes
     *
     * @throws ChainStoreException when the store cannot be opened
     */
    boolean active();

    /**
     * Takes the lock of one record's identity, waiting for another holder at most {@code maxWait}.
     *
     * @param identity the record's kind and identity, opaque to the store
     * @param ttl how long the lock lasts if its holder never releases it
     * @param maxWait how long to wait for another holder
     * @return the lock, held until closed; {@code null} when {@code maxWait} passed without it
     * @throws InterruptedException when the waiting thread is interrupted
     * @throws ChainStoreException when the store cannot be reached
     */
    RecordLock lock(String identity, Duration ttl, Duration maxWait) throws InterruptedException;

    /**
     * {@return the locks of a chain store}, asked for once, on the first converging call that needs to know
     *
     * @param store gives the store (already open, or opened then); called at most once
     */
    static RecordLocks in(Supplier<ChainStore> store) {
        return new StoreLocks(store);
    }
}

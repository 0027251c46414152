package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStore.RecordLock;
import java.time.Duration;
import java.util.function.Supplier;

/** {@link RecordLocks} in a chain store, asked for once, when first needed: a client that never converges opens none. */
final class StoreLocks implements RecordLocks {
    private final Supplier<ChainStore> source;
    private ChainStore store; // guarded by this; null until asked for

    StoreLocks(Supplier<ChainStore> source) {
        this.source = source;
    }

    @Override
    public boolean active() {
        return store().locksRecords();
    }

    @Override
    public RecordLock lock(String identity, Duration ttl, Duration maxWait) throws InterruptedException {
        return store().lockRecord(identity, ttl, maxWait);
    }

    private synchronized ChainStore store() {
        if (store == null) {
            store = source.get();
        }
        return store;
    }
}

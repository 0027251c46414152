package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStore.RecordLock;
import java.time.Duration;
import java.util.function.Supplier;

/** {@link RecordLocks} in a chain store, asked for once, when first needed: a client that never converges opens none. */
final class StoreLocks implements RecordLocks {
    static final RecordLocks NONE = new StoreLocks(null);

    private final Supplier<ChainStore> source;
    private ChainStore store; // guarded by this; null until asked for, or for NONE

    StoreLocks(Supplier<ChainStore> source) {
        this.source = source;
    }

    @Override
    public boolean active() {
        ChainStore opened = store();
        return opened != null && opened.locksRecords();
    }

    @Override
    public RecordLock lock(String identity, Duration ttl, Duration maxWait) throws InterruptedException {
        ChainStore opened = store();
        if (opened == null) {
            throw new IllegalStateException("no store to lock records in");
        }
        return opened.lockRecord(identity, ttl, maxWait);
    }

    private synchronized ChainStore store() {
        if (store == null && source != null) {
            store = source.get();
        }
        return store;
    }
}

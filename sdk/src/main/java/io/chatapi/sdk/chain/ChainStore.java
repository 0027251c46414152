package io.chatapi.sdk.chain;

import java.time.Duration;

/**
 * Where one token chain keeps its access token and its turn. The service accepts only the newest token of a chain, so
 * whoever sends a request on the chain must hold its turn from reading the token until the reply's new token is
 * recorded. The SDK keeps both in memory by default ({@link InProcessChainStore}); a store shared by several processes
 * (such as the Redis one in {@code chat-api-redis}) lets replicas on one API key share one chain instead of ending each
 * other's.
 *
 * <p>Implementations must be safe for use by many threads. A store that cannot reach its backing service throws
 * {@link ChainStoreException}; it never falls back to a local chain, which would fight the other holders.
 */
public interface ChainStore extends AutoCloseable {
    /**
     * Waits for the chain's turn.
     *
     * @param maxWait how long to wait at most; zero or negative tries once
     * @return the turn, held until closed; {@code null} when {@code maxWait} passed without one
     * @throws InterruptedException when the waiting thread is interrupted
     * @throws ChainStoreException when the store cannot be reached or answers unreadably
     */
    Turn acquire(Duration maxWait) throws InterruptedException;

    /**
     * Takes a short lock on one record's identity, so that processes sharing this store never create the same record
     * twice: a converging call ({@code ensure}) holds it from reading the list until its create has been read back.
     * A store shared by several processes should support it; a lock whose holder dies must end by itself within
     * {@code ttl}.
     *
     * @param identity the record's identity (kind and key, such as {@code aliases name=hi, domainIds=[d-1]}); the
     *     store may digest it, and must treat it as opaque
     * @param ttl how long the lock lasts if its holder never releases it (a holder that dies)
     * @param maxWait how long to wait for another holder at most; zero or negative tries once
     * @return the lock, held until closed; {@code null} when {@code maxWait} passed without it
     * @throws IllegalStateException when this store does not lock records ({@link #locksRecords()} is false, the
     *     default, as for the in-process store, which no other process shares); the caller then heals a race after
     *     the fact instead
     * @throws InterruptedException when the waiting thread is interrupted
     * @throws ChainStoreException when the store cannot be reached
     */
    default RecordLock lockRecord(String identity, Duration ttl, Duration maxWait) throws InterruptedException {
        throw new IllegalStateException(getClass().getSimpleName() + " does not lock records");
    }

    /** {@return whether {@link #lockRecord} is supported: the store is shared by several processes} */
    default boolean locksRecords() {
        return false;
    }

    /** A held lock on one record's identity, from {@link #lockRecord}. */
    interface RecordLock extends AutoCloseable {
        /** Releases the lock if this holder still has it; never throws (a lock not released ends by its TTL). */
        @Override
        void close();
    }

    /**
     * Frees what the store holds (connections, threads). A turn still in use is never taken from its holder: it ends
     * when the holder closes it, and what it needs is freed then. The default does nothing.
     */
    @Override
    default void close() {}

    /** One holder's turn on the chain: the token is read and written only while it is held. */
    interface Turn extends AutoCloseable {
        /**
         * {@return the chain's current token, or {@code null} when none is known (the holder authenticates first)}
         *
         * @throws ChainStoreException when the store cannot be reached
         */
        String token();

        /**
         * Records the token the next request on the chain must carry.
         *
         * @param next the new token, or {@code null} when the chain's state is unknown (the next holder authenticates)
         * @throws ChainStoreException when the store cannot be reached, or the turn was lost (for a leased store, its
         *     lease ran out): the token is then not recorded
         */
        void token(String next);

        /** Ends the turn; never throws (a turn that cannot be released ends when its lease runs out). */
        @Override
        void close();
    }

    /** Opens the store of one chain; the client calls it once per chain, when the chain is first needed. */
    @FunctionalInterface
    interface Factory {
        /**
         * {@return the store of {@code chain}}
         *
         * @param chain which chain of which key; stores of different chains must not share a turn or a token. A store
         *     that others can read derives what protects what it writes from {@link ChainId#secret()}, never from
         *     {@link ChainId#keyId()} (a plain digest, which a guessed API key can be tested against)
         * @throws ChainStoreException when the store cannot be opened
         */
        ChainStore open(ChainId chain);
    }
}

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

    /** Frees what the store holds (connections, threads); a turn still held is released. The default does nothing. */
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
         * @param chain which chain of which key; stores of different chains must not share a turn or a token
         * @throws ChainStoreException when the store cannot be opened
         */
        ChainStore open(ChainId chain);
    }
}

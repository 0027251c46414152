package io.chatapi.testkit;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The single-use access tokens. Each authentication starts a chain (ending every older one when the
 * server keeps {@link ChainsPerKey#ONE} chain per key); a chain has exactly one valid token, the one
 * issued last. Presenting it rotates the chain to a fresh token; any other token is refused and leaves
 * every chain as it was. Rotation is atomic, so of two requests racing with the same token exactly one
 * wins. With a session lifetime, a chain ends that long after its authentication. Tokens are never
 * logged.
 */
final class TokenRegistry {
    /** Chains idle longest are forgotten beyond this many, so a long-running server stays bounded. */
    static final int MAX_CHAINS = 10_000;

    /** A chain: its number and when it was authenticated. */
    private record Chain(long number, long startedNanos) {}

    private final SecureRandom random = new SecureRandom();
    private final ChainsPerKey chainsPerKey;
    // Token -> chain; the insertion order is the order of last use, as rotation re-inserts.
    private final Map<String, Chain> chains = new LinkedHashMap<>() {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Chain> eldest) {
            return size() > MAX_CHAINS;
        }
    };
    private final Counters counters;
    private long chainCount;
    private long lifetimeNanos;

    /** A registry keeping {@link ChainsPerKey#MANY} chains. */
    TokenRegistry() {
        this(ChainsPerKey.MANY, new Counters());
    }

    /** @param counters counts the sessions that expire by age */
    TokenRegistry(ChainsPerKey chainsPerKey, Counters counters) {
        this.chainsPerKey = chainsPerKey;
        this.counters = counters;
    }

    /** Starts a chain and returns its first token; with {@link ChainsPerKey#ONE}, every older chain ends. */
    synchronized String startChain() {
        if (chainsPerKey == ChainsPerKey.ONE) {
            chains.clear();
        }
        String token = newToken();
        chains.put(token, new Chain(++chainCount, System.nanoTime()));
        return token;
    }

    /**
     * Consumes {@code token} and returns its chain's next token, or null when {@code token} is not the
     * current token of any chain (unknown, reused, expired, ended by a newer authentication, or
     * missing).
     */
    synchronized String rotate(String token) {
        Chain chain = token == null ? null : chains.remove(token);
        if (chain == null) {
            return null;
        }
        if (outlived(chain, System.nanoTime())) {
            counters.expiredSession();
            return null;
        }
        String next = newToken();
        chains.put(next, chain);
        return next;
    }

    /**
     * Ends each chain {@code lifetime} after its authentication, the chains live now included; zero
     * lets chains live until something else ends them.
     */
    synchronized void sessionLifetime(Duration lifetime) {
        this.lifetimeNanos = lifetime.toNanos();
    }

    /** The session lifetime, zero when sessions do not expire by age. */
    synchronized Duration sessionLifetime() {
        return Duration.ofNanos(lifetimeNanos);
    }

    ChainsPerKey chainsPerKey() {
        return chainsPerKey;
    }

    private boolean outlived(Chain chain, long now) {
        return lifetimeNanos > 0 && now - chain.startedNanos() >= lifetimeNanos;
    }

    /** Ends the chain whose current token is {@code token}; later use of it is refused. */
    synchronized void expire(String token) {
        if (token != null) {
            chains.remove(token);
        }
    }

    /** Ends every chain: clients must authenticate again. */
    synchronized void expireAll() {
        chains.clear();
    }

    /** The number of live chains. */
    synchronized int liveChains() {
        long now = System.nanoTime();
        return (int) chains.values().stream().filter(c -> !outlived(c, now)).count();
    }

    private String newToken() {
        byte[] bytes = new byte[20];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}

package io.chatapi.testkit;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The single-use access tokens. Each authentication starts a chain; a chain has exactly one valid
 * token, the one issued last. Presenting it rotates the chain to a fresh token; any other token is
 * refused and leaves every chain as it was. Rotation is atomic, so of two requests racing with the
 * same token exactly one wins. Tokens are never logged.
 */
final class TokenRegistry {
    /** Chains idle longest are forgotten beyond this many, so a long-running server stays bounded. */
    static final int MAX_CHAINS = 10_000;

    private final SecureRandom random = new SecureRandom();
    // Token -> chain number; the insertion order is the order of last use, as rotation re-inserts.
    private final Map<String, Long> chains = new LinkedHashMap<>() {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > MAX_CHAINS;
        }
    };
    private long chainCount;

    /** Starts a chain and returns its first token. */
    synchronized String startChain() {
        String token = newToken();
        chains.put(token, ++chainCount);
        return token;
    }

    /**
     * Consumes {@code token} and returns its chain's next token, or null when {@code token} is not the
     * current token of any chain (unknown, reused, expired or missing).
     */
    synchronized String rotate(String token) {
        Long chain = token == null ? null : chains.remove(token);
        if (chain == null) {
            return null;
        }
        String next = newToken();
        chains.put(next, chain);
        return next;
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
        return chains.size();
    }

    private String newToken() {
        byte[] bytes = new byte[20];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}

package io.chatapi.sdk.chain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * Names one chain of one API key, for a {@link ChainStore.Factory}: replicas on the same key and server get the same
 * {@code keyId}, so a shared store can find the same chain. The key itself is never part of it.
 *
 * <p>A store shared by several processes must keep what it writes useless to whoever reads it without the API key: it
 * derives its keys from {@link #secret()} (a sealed token, keyed names), which {@link #of} fills in. A plain SHA-256
 * such as {@code keyId} lets a reader test a guessed API key offline, so such a store never writes it where others
 * read.
 *
 * @param keyId a digest of the base URL and the API key (64 hex digits of SHA-256): equal for equal pairs, and no way
 *     back to the key
 * @param index which of the client's chains, from 0 up to {@code maxChains - 1}
 * @param secret key material derived from the base URL and the API key, for a store that seals what it writes; null
 *     when the id was made without the key (then such a store refuses it); shown by no {@code toString()}
 */
public record ChainId(String keyId, int index, ChainSecret secret) {
    /**
     * Checks the parts.
     *
     * @param keyId a digest of the base URL and the API key
     * @param index which of the client's chains
     * @param secret key material for sealing, or null
     * @throws IllegalArgumentException when {@code keyId} is blank or {@code index} negative
     */
    public ChainId {
        if (Objects.requireNonNull(keyId, "keyId").isBlank()) {
            throw new IllegalArgumentException("keyId must not be blank");
        }
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative, was " + index);
        }
    }

    /**
     * An id without key material, for a store that needs none (such as the in-process one).
     *
     * @param keyId a digest of the base URL and the API key
     * @param index which of the client's chains
     * @throws IllegalArgumentException when {@code keyId} is blank or {@code index} negative
     */
    public ChainId(String keyId, int index) {
        this(keyId, index, null);
    }

    /**
     * {@return the id of chain {@code index} of {@code apiKey} on {@code baseUrl}, with its {@link #secret()}}
     *
     * @param baseUrl the API root the chain's tokens are for
     * @param apiKey the API key, digested, never kept
     * @param index which of the client's chains
     */
    public static ChainId of(String baseUrl, String apiKey, int index) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(baseUrl.getBytes(StandardCharsets.UTF_8));
            sha256.update((byte) 0);
            sha256.update(apiKey.getBytes(StandardCharsets.UTF_8));
            return new ChainId(HexFormat.of().formatHex(sha256.digest()), index, ChainSecret.of(baseUrl, apiKey));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * {@return the chain's index only}: the key id is a plain digest of the base URL and the API key, against which a
     * guessed key could be tested offline, so it stays out of anything printed
     */
    @Override
    public String toString() {
        return "ChainId[index=" + index + "]";
    }
}

package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The Redis names of one chain. All keys share the hash tag {@code {id:index}}, so that on Redis Cluster they sit
 * in one slot and the scripts, which touch several of them, may run there. {@code id} comes from {@link ChainNames}:
 * a slow derivation from the API key, keyed by the {@linkplain RedisChainStoreOptions.Builder#keySalt key salt} when
 * there is one. The names before sealing ({@link #legacy}) used the chain's plain {@link ChainId#keyId()}.
 *
 * @param lease the lease: the current holder's owner value, with a TTL
 * @param token the chain's current token, sealed ({@link TokenSeal}), without a TTL
 * @param lastHolder the store id of the latest holder (for the turn-taking rule in {@link LeaseScripts})
 * @param waiting a sorted set of the stores that asked for the lease lately without getting it, scored by when
 *     their entries lapse
 * @param releases the pub/sub channel told of every release
 */
record ChainKeys(String lease, String token, String lastHolder, String waiting, String releases) {
    /** The names of {@code chain} under {@code prefix}, without a salt. */
    static ChainKeys of(String prefix, ChainId chain) {
        return of(prefix, null, chain);
    }

    /**
     * The names of {@code chain} under {@code prefix}.
     *
     * @param salt the deployment's key salt, or null
     * @throws IllegalArgumentException when {@code chain} carries no key material
     */
    static ChainKeys of(String prefix, byte[] salt, ChainId chain) {
        return named(prefix, ChainNames.id(chain, salt), chain.index());
    }

    /**
     * The names the store used before tokens were sealed: {@code id} was the chain's {@code keyId} (a plain SHA-256 of
     * base URL and API key) or its HMAC by the salt, and the token lay there in clear. Read only to remove (or, when
     * asked, adopt) such a token once.
     */
    static ChainKeys legacy(String prefix, byte[] salt, ChainId chain) {
        return named(prefix, salt == null ? chain.keyId() : hmac(salt, chain.keyId()), chain.index());
    }

    private static ChainKeys named(String prefix, String id, int index) {
        String base = prefix + "{" + id + ":" + index + "}:";
        return new ChainKeys(base + "lease", base + "token", base + "last", base + "waiting", base + "released");
    }

    /** {@return what every name of the chain starts with, such as {@code prefix{id:0}:}} */
    String base() {
        return lease.substring(0, lease.length() - "lease".length());
    }

    /** 64 hex digits of HMAC-SHA-256 of {@code text}, keyed by {@code key}. */
    static String hmac(byte[] key, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }
}

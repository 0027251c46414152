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
 * in one slot and the scripts, which touch several of them, may run there. {@code id} is the chain's {@link
 * ChainId#keyId()} (a SHA-256 of base URL and API key), or with a {@linkplain RedisChainStoreOptions.Builder#keySalt
 * key salt} the HMAC-SHA-256 of that keyed by the salt, so that a reader of Redis cannot test guessed keys.
 *
 * @param lease the lease: the current holder's owner value, with a TTL
 * @param token the chain's current token, without a TTL
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
     * @param salt the deployment's key salt, or null for the chain's plain {@code keyId}
     */
    static ChainKeys of(String prefix, byte[] salt, ChainId chain) {
        String id = salt == null ? chain.keyId() : hmac(salt, chain.keyId());
        String base = prefix + "{" + id + ":" + chain.index() + "}:";
        return new ChainKeys(base + "lease", base + "token", base + "last", base + "waiting", base + "released");
    }

    /** 64 hex digits of HMAC-SHA-256 of {@code keyId}, keyed by {@code salt}. */
    static String hmac(byte[] salt, String keyId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(salt, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(keyId.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }
}

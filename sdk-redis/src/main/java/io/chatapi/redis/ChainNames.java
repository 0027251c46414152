package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainSecret;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The id in a chain's Redis names, derived from the API key so that replicas on one key find one chain, in a way that
 * does not let a reader of Redis's key names test a guessed API key cheaply. A name derived from the API key alone can
 * always be tested against a guess; so:
 *
 * <ul>
 *   <li>with a key salt, the id is the HMAC-SHA-256, keyed by the salt, of key material derived from the base URL and
 *       API key ({@link ChainSecret}): nobody without the salt can compute it at all, and it costs nothing;
 *   <li>without one, the id is PBKDF2-HMAC-SHA-256 of that material with {@value #ITERATIONS} iterations: each guess
 *       costs what a derivation costs here (0.1–0.4 s of one core warm, about 1 s in a cold JVM), once per API key and
 *       process (the result is cached).
 * </ul>
 */
final class ChainNames {
    static final int ITERATIONS = 210_000;
    private static final String PURPOSE = "chat-api redis chain name v1";
    private static final byte[] PBKDF2_SALT = "chat-api redis chain name".getBytes(StandardCharsets.UTF_8);
    // Few API keys per process; a bound keeps a process that makes ids from many keys from growing without end.
    private static final int MAX_CACHED = 64;
    private static final String CACHE_PURPOSE = "chat-api redis chain name cache v1";
    // Keyed by a derived value, not the secret (whose hash code is constant by design).
    private static final Map<String, String> SLOW_IDS = new ConcurrentHashMap<>();

    private ChainNames() {}

    /**
     * {@return 64 hex digits naming the chains of {@code chain}'s API key (all its indexes share it)}
     *
     * @param salt the deployment's key salt, or null
     * @throws IllegalArgumentException when {@code chain} carries no {@link ChainId#secret()}
     */
    static String id(ChainId chain, byte[] salt) {
        ChainSecret secret = secretOf(chain);
        if (salt != null) {
            return ChainKeys.hmac(salt, HexFormat.of().formatHex(secret.derive(PURPOSE, 32)));
        }
        String cacheKey = HexFormat.of().formatHex(secret.derive(CACHE_PURPOSE, 32));
        String slow = SLOW_IDS.get(cacheKey);
        if (slow == null) {
            slow = pbkdf2(secret);
            if (SLOW_IDS.size() >= MAX_CACHED) {
                SLOW_IDS.clear();
            }
            SLOW_IDS.put(cacheKey, slow);
        }
        return slow;
    }

    static ChainSecret secretOf(ChainId chain) {
        if (chain.secret() == null) {
            throw new IllegalArgumentException("the Redis chain store needs the chain's key material: open it with a"
                    + " ChainId made by ChainId.of(baseUrl, apiKey, index), as the client does");
        }
        return chain.secret();
    }

    private static String pbkdf2(ChainSecret secret) {
        // PBKDF2 in the JDK takes a char[] password: the derived bytes in hex are one, with all their entropy.
        char[] password = HexFormat.of().formatHex(secret.derive(PURPOSE, 32)).toCharArray();
        PBEKeySpec spec = new PBEKeySpec(password, PBKDF2_SALT, ITERATIONS, 256);
        try {
            byte[] id = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
            return HexFormat.of().formatHex(id);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has PBKDF2WithHmacSHA256", e);
        } finally {
            spec.clearPassword();
        }
    }
}

package io.chatapi.examples.export;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The stand-in for a join key in a redacted export: {@code h:} and the first 128 bits (32 hex digits) of the
 * HMAC-SHA-256 of the value, stripped and lower-cased so that {@code Anna@Example.com} and {@code anna@example.com}
 * join. 128 bits, so that two different people never share a hash and no table of precomputed values helps; the key
 * is what keeps a guessed e-mail from being tested, see {@link RedactionKey}.
 */
final class KeyedHash {
    /** The hex digits kept: 32, that is 128 bits. */
    static final int HEX_DIGITS = 32;

    private final Mac mac;

    KeyedHash(byte[] key) {
        try {
            mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }

    /** {@code h:} and 32 hex digits of the keyed hash of the stripped, lower-cased {@code value}. */
    String of(String value) {
        byte[] digest;
        synchronized (mac) {
            digest = mac.doFinal(value.strip().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
        }
        return "h:" + HexFormat.of().formatHex(digest, 0, HEX_DIGITS / 2);
    }

    @Override
    public String toString() {
        return "KeyedHash[HmacSHA256, key hidden]";
    }
}

package io.chatapi.sdk.chain;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Key material of one API key on one server, for a {@link ChainStore} that must keep what it stores useless to a reader
 * who lacks the API key (a shared store sealing the token, keying its names). It holds HKDF-Extract (RFC 5869, with
 * HMAC-SHA-256) of the API key, salted with the base URL: never the key itself, and nothing from which the key can be
 * read back. Whoever holds it can derive the same keys as every replica on that API key, so it is as secret as the API
 * key for what a store protects with it: {@link #toString()} shows none of it, and it is not serializable.
 *
 * <p>Made by {@link ChainId#of(String, String, int)} only; a store gets it as {@link ChainId#secret()}.
 */
public final class ChainSecret {
    private static final String HMAC = "HmacSHA256";
    private static final int HASH_LENGTH = 32;

    // HKDF's pseudorandom key; never leaves this object except through derive().
    private final byte[] prk;

    private ChainSecret(byte[] prk) {
        this.prk = prk;
    }

    /** HKDF-Extract: the base URL (so that keys for two servers differ) salts the API key. */
    static ChainSecret of(String baseUrl, String apiKey) {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(apiKey, "apiKey");
        byte[] salt = ("chat-api chain secret\0" + baseUrl).getBytes(StandardCharsets.UTF_8);
        return new ChainSecret(hmac(salt, apiKey.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * {@return {@code length} bytes of HKDF-Expand for {@code purpose}}: equal for every replica on the same base URL and
     * API key, unrelated for different purposes. Give each use its own purpose (such as {@code "chat-api redis token
     * seal v1"}), so that no derived key serves two.
     *
     * @param purpose what the bytes are for (HKDF's {@code info}), not secret
     * @param length how many bytes, 1 to 8160
     * @throws IllegalArgumentException when {@code purpose} is null or {@code length} is out of range
     */
    public byte[] derive(String purpose, int length) {
        if (purpose == null) {
            throw new IllegalArgumentException("purpose must not be null");
        }
        if (length < 1 || length > 255 * HASH_LENGTH) {
            throw new IllegalArgumentException("length must be between 1 and 8160, was " + length);
        }
        byte[] info = purpose.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[length];
        byte[] block = new byte[0];
        int filled = 0;
        for (int counter = 1; filled < length; counter++) {
            byte[] input = new byte[block.length + info.length + 1];
            System.arraycopy(block, 0, input, 0, block.length);
            System.arraycopy(info, 0, input, block.length, info.length);
            input[input.length - 1] = (byte) counter;
            block = hmac(prk, input);
            int take = Math.min(block.length, length - filled);
            System.arraycopy(block, 0, out, filled, take);
            filled += take;
        }
        return out;
    }

    private static byte[] hmac(byte[] key, byte[] data) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(new SecretKeySpec(key, HMAC));
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }

    /** {@return whether {@code other} holds the same key material}, compared in constant time */
    @Override
    public boolean equals(Object other) {
        return other instanceof ChainSecret that && MessageDigest.isEqual(prk, that.prk);
    }

    /** {@return a constant}: a hash of the material would give away some of its bits */
    @Override
    public int hashCode() {
        return 1;
    }

    /** {@return {@code ChainSecret[hidden]}}: never any of the material */
    @Override
    public String toString() {
        return "ChainSecret[hidden]";
    }
}

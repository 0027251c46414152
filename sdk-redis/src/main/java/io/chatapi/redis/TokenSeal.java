package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainSecret;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Seals a chain's token for Redis with AES-256-GCM: a key derived from the API key ({@link ChainSecret}), a random
 * 96-bit nonce per write, and the Redis key name it is written under as associated data, so that a sealed value
 * neither reads without the API key nor opens under another name (another chain, index or prefix). The stored form is
 * {@code cs1.} and the Base64url of nonce, ciphertext and tag. Shows no key material.
 */
final class TokenSeal {
    static final String PREFIX = "cs1.";
    private static final String PURPOSE = "chat-api redis token seal v1";
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;
    private final byte[] boundTo;

    /** @param keyName the Redis key the sealed token is written under (bound as associated data) */
    TokenSeal(ChainSecret secret, String keyName) {
        this.key = new SecretKeySpec(secret.derive(PURPOSE, 32), "AES");
        this.boundTo = keyName.getBytes(StandardCharsets.UTF_8);
    }

    /** {@return {@code token} sealed for this key name; a new nonce each time} */
    String seal(String token) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, nonce);
            byte[] sealed = cipher.doFinal(token.getBytes(StandardCharsets.UTF_8));
            byte[] stored = ByteBuffer.allocate(NONCE_BYTES + sealed.length)
                    .put(nonce)
                    .put(sealed)
                    .array();
            return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(stored);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has AES/GCM/NoPadding", e);
        }
    }

    /**
     * {@return the token in {@code stored}}
     *
     * @throws Unreadable when {@code stored} is not a value this seal made for this key name (another API key, moved
     *     from another name, changed, or not sealed at all)
     */
    String open(String stored) throws Unreadable {
        if (!stored.startsWith(PREFIX)) {
            throw new Unreadable();
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(stored.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw new Unreadable();
        }
        if (bytes.length < NONCE_BYTES + TAG_BITS / 8) {
            throw new Unreadable();
        }
        byte[] nonce = new byte[NONCE_BYTES];
        System.arraycopy(bytes, 0, nonce, 0, NONCE_BYTES);
        try {
            byte[] token = cipher(Cipher.DECRYPT_MODE, nonce).doFinal(bytes, NONCE_BYTES, bytes.length - NONCE_BYTES);
            return new String(token, StandardCharsets.UTF_8);
        } catch (AEADBadTagException e) {
            throw new Unreadable();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has AES/GCM/NoPadding", e);
        }
    }

    private Cipher cipher(int mode, byte[] nonce) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(boundTo);
        return cipher;
    }

    @Override
    public String toString() {
        return "TokenSeal[AES-256-GCM]";
    }

    /** A stored value that does not open: never says what it held. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable() {
            super(
                    "the stored token does not open with this chain's key (changed, moved from another name, or not"
                            + " sealed)",
                    null,
                    false,
                    false);
        }
    }
}

package io.chatapi.testkit;

import java.util.Collection;
import java.util.Random;
import java.util.UUID;

/**
 * Identifiers and plug-in tokens for new records, from a seeded {@link Random} so that a run with the
 * same seed data and the same requests creates the same ids. Not for secrets that must be unguessable:
 * access tokens come from {@link TokenRegistry}.
 */
final class IdSource {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final Random random;

    IdSource(long seed) {
        this.random = new Random(seed);
    }

    /** A new random (version 4 style) UUID text. */
    String uuid() {
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    /** A new domain plug-in token: 32 lower-case hex digits. */
    String domainToken() {
        char[] token = new char[32];
        for (int i = 0; i < token.length; i++) {
            token[i] = HEX[random.nextInt(16)];
        }
        return new String(token);
    }

    /** One more than the largest numeric id in {@code ids}, and at least {@code atLeast}. */
    static long nextNumeric(Collection<String> ids, long atLeast) {
        long next = atLeast;
        for (String id : ids) {
            try {
                next = Math.max(next, Long.parseLong(id) + 1);
            } catch (NumberFormatException ignored) {
                // Ids that are not numbers take no part in numbering.
            }
        }
        return next;
    }
}

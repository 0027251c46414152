package io.chatapi.examples.export;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The key of a redacted export's hashes: {@code CHAT_API_REDACT_KEY} when set, so hashes join across exports, else
 * 32 random bytes for this export alone.
 *
 * <p>A key that is set must be one nobody can guess, because whoever guesses it can hash every e-mail of a list and
 * look for the results in the export. The rule, checked before anything is sent: at least {@value #MIN_LENGTH}
 * characters; at least {@value #MIN_DISTINCT} different characters; not a shorter text repeated; not only letters,
 * spaces, {@code -} and {@code _} (a phrase of words); none of a few words and runs every guesser tries first
 * ({@code password}, {@code secret}, {@code 123456}…). The output of {@code openssl rand -base64 32} (44 characters,
 * always ending in {@code =}) or {@code openssl rand -hex 32} passes (but for about one key in a hundred thousand
 * that happens to hold {@code 123456} or {@code abcdef}: make another). A variable set but empty is refused too: it
 * is a mistake (a failed {@code $(…)}), not a request for random hashes.
 */
final class RedactionKey {
    /** The environment variable holding a key that makes hashes stable across exports. */
    static final String VARIABLE = "CHAT_API_REDACT_KEY";

    static final int MIN_LENGTH = 32;
    static final int MIN_DISTINCT = 10;

    private static final Pattern WORDS_ONLY = Pattern.compile("[\\p{L}\\s_-]+");
    private static final List<String> GUESSED_FIRST = List.of(
            "password",
            "passwort",
            "secret",
            "changeme",
            "letmein",
            "qwerty",
            "azerty",
            "redact",
            "example",
            "123456",
            "abcdef");

    private RedactionKey() {}

    /**
     * The key bytes for {@code text}, the value of {@value #VARIABLE}, or random ones when it is unset.
     *
     * @param text the variable's value, or null when unset
     * @return the HMAC key
     * @throws WeakRedactionKeyException when the variable is set to a key the rule refuses; the message never holds it
     */
    static byte[] of(String text) {
        if (text == null) {
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            return random;
        }
        refuseWeak(text);
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Throws, saying which part of the class's rule {@code key} fails, when it fails one. */
    static void refuseWeak(String key) {
        if (key.isBlank()) {
            throw new WeakRedactionKeyException("it is set but empty");
        }
        if (key.codePointCount(0, key.length()) < MIN_LENGTH) {
            throw new WeakRedactionKeyException("it is shorter than " + MIN_LENGTH + " characters");
        }
        if (key.codePoints().distinct().count() < MIN_DISTINCT) {
            throw new WeakRedactionKeyException("it uses fewer than " + MIN_DISTINCT + " different characters");
        }
        if (isRepetition(key)) {
            throw new WeakRedactionKeyException("it is a shorter text repeated");
        }
        if (WORDS_ONLY.matcher(key).matches()) {
            throw new WeakRedactionKeyException("it is only letters, spaces, - and _, like a phrase of words");
        }
        String lower = key.toLowerCase(Locale.ROOT);
        for (String word : GUESSED_FIRST) {
            if (lower.contains(word)) {
                throw new WeakRedactionKeyException("it contains a word or run that guessers try first");
            }
        }
    }

    /** Whether {@code key} is its own first {@code n} characters over and over, for some {@code n} below half. */
    private static boolean isRepetition(String key) {
        for (int n = 1; n <= key.length() / 2; n++) {
            boolean repeats = true;
            for (int i = n; i < key.length() && repeats; i++) {
                repeats = key.charAt(i) == key.charAt(i - n);
            }
            if (repeats) {
                return true;
            }
        }
        return false;
    }
}

package io.chatapi.sdk.http;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import okhttp3.FormBody;
import okhttp3.HttpUrl;

/**
 * Removes secrets from text before it reaches an exception, a log line or a {@code toString()}: the
 * API key, the chain's last few tokens and the call's passwords, in every form a server or proxy may
 * quote them back in: as sent, percent-encoded, JSON-escaped (PHP also writes {@code /} as {@code \/}
 * and {@code ä} as {@code \}{@code u00e4}).
 *
 * <p>A secret of {@value #MASKED_ANYWHERE} characters or more is masked wherever it appears, inside a longer word
 * too ({@code bad tokentok000012ABCDEF} shows as {@code bad token[redacted]}): a server or proxy may glue it to
 * anything. A shorter one is masked only as a whole value, with no letter, digit or underscore on either side
 * (unless its own edge there is punctuation): a one-letter key {@code k} leaves {@code UnknownHostException}
 * readable, while {@code developer_token=k&} and {@code "k"} are masked.
 */
public final class Redactor {
    /** What a secret is replaced with. */
    public static final String MASK = "[redacted]";

    /**
     * The length from which a secret (or, at the end of an excerpt, the start of one) is masked inside a longer
     * word: shorter ones occur in ordinary words too often ({@code in}, {@code kk}) for the text to stay readable,
     * and are weak secrets anyway.
     */
    static final int MASKED_ANYWHERE = 6;

    /** Tokens rotate on every call; a message may quote one a little older than the current one. */
    private static final int TOKENS_KEPT = 8;

    private final List<String> apiKeyForms;
    // A ring of the newest tokens; guarded by this.
    private final String[] recentTokens = new String[TOKENS_KEPT];
    private int nextSlot;

    Redactor(String apiKey) {
        this.apiKeyForms = apiKey == null || apiKey.isEmpty() ? List.of() : formsOf(apiKey);
    }

    // Only stores the token: this runs on every reply, inside the chain's turn, while its quoted forms are needed
    // only when text is redacted (a failure, a debug line).
    synchronized void rememberToken(String token) {
        int newest = (nextSlot + recentTokens.length - 1) % recentTokens.length;
        if (token != null && !token.isEmpty() && !token.equals(recentTokens[newest])) {
            recentTokens[nextSlot] = token;
            nextSlot = (nextSlot + 1) % TOKENS_KEPT;
        }
    }

    /** The text with the key and recent tokens masked. */
    public String redact(String text) {
        return redact(text, List.of());
    }

    /** The text with the key, recent tokens and the given extra secrets masked. */
    public String redact(String text, Collection<String> extraSecrets) {
        if (text == null) {
            return "";
        }
        String out = text;
        for (String form : allForms(extraSecrets)) {
            out = mask(out, form);
        }
        return out;
    }

    /** As {@link #redact(String, Collection)}, also masking the start of a secret that the cut of an excerpt split. */
    public String redactExcerpt(String excerpt, Collection<String> extraSecrets) {
        String out = redact(excerpt, extraSecrets);
        // A cut inside a multi-byte character ends the text with a replacement character.
        String end = out.endsWith("\uFFFD") ? out.substring(0, out.length() - 1) : out;
        for (String form : allForms(extraSecrets)) {
            for (int n = Math.min(form.length() - 1, end.length()); n > 0; n--) {
                int from = end.length() - n;
                if (end.endsWith(form.substring(0, n)) && (n >= MASKED_ANYWHERE || startsAlone(end, from, form))) {
                    return end.substring(0, from) + MASK;
                }
            }
        }
        return out;
    }

    private List<String> allForms(Collection<String> extraSecrets) {
        List<String> forms = new ArrayList<>(apiKeyForms);
        List<String> secrets = new ArrayList<>(extraSecrets);
        synchronized (this) {
            secrets.addAll(Arrays.asList(recentTokens));
        }
        for (String secret : secrets) {
            if (secret != null && !secret.isEmpty()) {
                forms.addAll(formsOf(secret));
            }
        }
        // Longest first, so that a form is masked whole before a shorter one could take part of it.
        forms.sort(Comparator.comparingInt(String::length).reversed());
        return forms;
    }

    static List<String> formsOf(String secret) {
        Set<String> forms = new LinkedHashSet<>();
        forms.add(secret);
        String query = HttpUrl.get("http://h/")
                .newBuilder()
                .addQueryParameter("q", secret)
                .build()
                .encodedQuery();
        forms.add(query.substring("q=".length()));
        forms.add(new FormBody.Builder().add("q", secret).build().encodedValue(0));
        forms.add(URLEncoder.encode(secret, StandardCharsets.UTF_8));
        String json = new String(JsonStringEncoder.getInstance().quoteAsString(secret));
        forms.add(json);
        forms.add(phpEscaped(json, "%04x"));
        forms.add(phpEscaped(json, "%04X"));
        return List.copyOf(forms);
    }

    /** JSON-escaped text as PHP's json_encode writes it: {@code \/}, and {@code \}{@code uXXXX} for non-ASCII. */
    private static String phpEscaped(String json, String hex) {
        StringBuilder php = new StringBuilder();
        for (char c : json.toCharArray()) {
            if (c == '/') {
                php.append("\\/");
            } else if (c >= 0x80) {
                php.append("\\u").append(String.format(Locale.ROOT, hex, (int) c));
            } else {
                php.append(c);
            }
        }
        return php.toString();
    }

    private static String mask(String text, String secret) {
        int at = secret.isEmpty() ? -1 : text.indexOf(secret);
        if (at < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        while (at >= 0) {
            int end = at + secret.length();
            if (secret.length() >= MASKED_ANYWHERE || (startsAlone(text, at, secret) && endsAlone(text, end, secret))) {
                out.append(text, copied, at).append(MASK);
                copied = end;
                at = text.indexOf(secret, end);
            } else {
                at = text.indexOf(secret, at + 1);
            }
        }
        return out.append(text, copied, text.length()).toString();
    }

    /** Whether {@code secret} at {@code at} is not the tail of a longer word. */
    private static boolean startsAlone(String text, int at, String secret) {
        return at == 0 || !isWordChar(secret.charAt(0)) || !isWordChar(text.charAt(at - 1));
    }

    /** Whether {@code secret} ending at {@code end} is not the head of a longer word. */
    private static boolean endsAlone(String text, int end, String secret) {
        return end == text.length() || !isWordChar(secret.charAt(secret.length() - 1)) || !isWordChar(text.charAt(end));
    }

    private static boolean isWordChar(char c) {
        return c == '_' || Character.isLetterOrDigit(c);
    }
}

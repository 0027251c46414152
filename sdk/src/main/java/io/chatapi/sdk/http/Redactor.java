package io.chatapi.sdk.http;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.List;

/**
 * Removes secrets from text before it reaches an exception, a log line or a {@code toString()}: the
 * API key, the last few access tokens of the chain, and the passwords of the call at hand.
 */
public final class Redactor {
  /** What a secret is replaced with. */
  public static final String MASK = "[redacted]";

  /** Tokens rotate on every call; a message may quote one a little older than the current one. */
  private static final int TOKENS_KEPT = 8;

  private final String apiKey;
  private final Deque<String> recentTokens = new ArrayDeque<>();
  private volatile List<String> tokensSnapshot = List.of();

  Redactor(String apiKey) {
    this.apiKey = apiKey;
  }

  /** Remembers a token handed out by the server so later text can be cleaned of it. */
  synchronized void rememberToken(String token) {
    if (token == null || token.isEmpty()) {
      return;
    }
    recentTokens.addFirst(token);
    while (recentTokens.size() > TOKENS_KEPT) {
      recentTokens.removeLast();
    }
    tokensSnapshot = List.copyOf(recentTokens);
  }

  /** The text with the key and recent tokens masked. */
  public String redact(String text) {
    return redact(text, List.of());
  }

  /** The text with the key, recent tokens and the given extra secrets masked. */
  public String redact(String text, Collection<String> extraSecrets) {
    if (text == null || text.isEmpty()) {
      return text == null ? "" : text;
    }
    String out = mask(text, apiKey);
    for (String token : tokensSnapshot) {
      out = mask(out, token);
    }
    for (String secret : extraSecrets) {
      out = mask(out, secret);
    }
    return out;
  }

  private static String mask(String text, String secret) {
    // Even a short secret is masked: a garbled message is better than a leaked password.
    if (secret == null || secret.isEmpty() || !text.contains(secret)) {
      return text;
    }
    return text.replace(secret, MASK);
  }
}

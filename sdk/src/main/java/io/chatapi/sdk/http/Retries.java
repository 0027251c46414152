package io.chatapi.sdk.http;

import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.io.IOException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Which failed reads are worth sending again, and what a server's {@code Retry-After} asks for. */
final class Retries {
    private Retries() {}

    // Not other 4xx, an oversized body, or a wait for the chain that ran out (a retry would only wait longer).
    static boolean isRetryable(RuntimeException e) {
        if (e instanceof UnexpectedHttpStatusException status) {
            int code = status.httpStatus();
            return code >= 500 || code == 429 || code == 408;
        }
        if (e instanceof ChainStoreException) {
            return false; // the store's own client retries what it can; a store down is the answer
        }
        if (e instanceof UndecodableReplyException) {
            return !(e.getCause() instanceof ReplyReader.TooLargeException);
        }
        if (e instanceof TransportException) {
            return e.getCause() instanceof IOException;
        }
        return false;
    }

    static Duration retryAfter(RuntimeException e) {
        return e instanceof UnexpectedHttpStatusException status
                ? status.retryAfter().orElse(null)
                : null;
    }

    // Whole seconds or an RFC 1123 date (past: no wait); null when absent or unreadable.
    static Duration parseRetryAfter(String value, long nowMillis) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.trim();
        if (text.chars().allMatch(Character::isDigit)) {
            // More digits than a long holds is still "a very long time": the deadline decides.
            return text.length() > 12 ? Duration.ofSeconds(999_999_999_999L) : Duration.ofSeconds(Long.parseLong(text));
        }
        try {
            long at = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant()
                    .toEpochMilli();
            return Duration.ofMillis(Math.max(0, at - nowMillis));
        } catch (DateTimeParseException unreadable) {
            return null;
        }
    }
}

package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Which failed reads are worth sending again, and what a server's {@code Retry-After} asks for. */
final class Retries {
    private Retries() {}

    // What the failure says of itself (ChatApiException.retryable), the one meaning the jobs engine reads too; the
    // deadline then decides whether there is time for another try.
    static boolean isRetryable(RuntimeException e) {
        return e instanceof ChatApiException failure && failure.retryable();
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

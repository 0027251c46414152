package io.chatapi.sdk.json;

import java.time.LocalDateTime;

/**
 * Reads the common shape of an order date, {@code dd-MM-yyyy HH:mm:ss}, without the general
 * formatter, which costs more than the rest of an order's decoding. Only values the formatter would
 * read the same way are taken; anything else (other lengths, day 29 to 31, hour 24) is left to it.
 */
final class OrderDates {
    private OrderDates() {}

    /** The date-time, or {@code null} to ask the formatter. */
    static LocalDateTime plain(String text) {
        if (text.length() != 19
                || text.charAt(2) != '-'
                || text.charAt(5) != '-'
                || text.charAt(10) != ' '
                || text.charAt(13) != ':'
                || text.charAt(16) != ':') {
            return null;
        }
        int day = digits(text, 0, 2);
        int month = digits(text, 3, 2);
        int year = digits(text, 6, 4);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        // Every day up to the 28th exists in every month; the formatter's own rules decide the rest.
        if (day < 1 || day > 28 || month < 1 || month > 12 || year < 1) {
            return null;
        }
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return null;
        }
        return LocalDateTime.of(year, month, day, hour, minute, second);
    }

    /** The number written by {@code count} ASCII digits at {@code from}, or -1 if any is not one. */
    private static int digits(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}

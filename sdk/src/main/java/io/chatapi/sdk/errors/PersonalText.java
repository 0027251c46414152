package io.chatapi.sdk.errors;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks what reads as a person's contact data in a server's text before it becomes part of a message: e-mail
 * addresses and phone numbers. A pattern cannot find a name or a message text; the SDK therefore never puts a reply
 * body into a message, only the server's short envelope message, and this catches what such a message most likely
 * quotes.
 */
final class PersonalText {
    static final String EMAIL_MASK = "[e-mail]";
    static final String PHONE_MASK = "[phone]";

    private static final Pattern EMAIL =
            Pattern.compile("[\\p{L}\\p{N}._%+'-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+");

    /**
     * A phone number as people write one: after a {@code +}, or in groups of digits split by spaces, dashes, dots,
     * slashes or brackets. Counted afterwards: 7 to 15 digits (E.164 allows 15). A plain run of digits stays: ids and
     * timestamps look so.
     */
    private static final Pattern PHONE = Pattern.compile(
            "(?<![\\p{L}\\p{N}.,:])(?:\\+\\s?\\(?\\d[\\d ().\\-/]*\\d|\\(?\\d+\\)?(?:[ .\\-/]{1,3}\\(?\\d+\\)?){2,})"
                    + "(?![\\p{L}\\p{N}])");

    /** A date (as {@code 2024-01-15} or {@code 15-01-2024}) is no phone number. */
    private static final Pattern DATE = Pattern.compile("\\d{1,4}[-./]\\d{1,2}[-./]\\d{1,4}");

    private PersonalText() {}

    static String masked(String text) {
        String out = EMAIL.matcher(text).replaceAll(EMAIL_MASK);
        return PHONE.matcher(out).replaceAll(match -> Matcher.quoteReplacement(maskedPhone(match.group())));
    }

    private static String maskedPhone(String candidate) {
        long digits = candidate.chars().filter(Character::isDigit).count();
        boolean phone = digits >= 7
                && digits <= 15
                && (candidate.startsWith("+") || !DATE.matcher(candidate).find());
        return phone ? PHONE_MASK : candidate;
    }
}

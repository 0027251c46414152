package io.chatapi.examples.export;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The second line of a redacted export's defence: finds an e-mail address, a phone number or an IP address anywhere
 * inside a text the allow-list would keep (a product name, a URL, an id), so that the text is dropped or hashed.
 *
 * <p>It looks at the text as written and as a browser would read it: percent-escapes decoded (up to three times,
 * so {@code %2540} is an {@code @} too), the HTML forms of {@code @} ({@code &#64;}, {@code &commat;}) and the
 * spelled ones ({@code (at)}, {@code [at]}) turned into {@code @}, and full-width and other compatibility
 * characters folded (NFKC), so {@code ＠} and {@code ０６１…} count. It errs on the side of finding:
 *
 * <ul>
 *   <li>an e-mail address is any {@code @}: a kept text has no business holding one;
 *   <li>a phone number is 7 or more digits in a row, with at most two spaces, dots, dashes, slashes or brackets
 *       between any two of them ({@code +48 600-123-456}, {@code (0)30/1234567}, {@code tel0612345678}); dates and
 *       times are not scanned (the allow-list checks their shape instead), but any other text with such a run is,
 *       so an amount of seven digits counts too;
 *   <li>an IPv4 address is four groups of one to three digits joined by dots;
 *   <li>an IPv6 address is hex groups joined by colons, either with a {@code ::} or with at least three colons.
 * </ul>
 */
final class PersonalPatterns {
    private static final Pattern PHONE =
            Pattern.compile("\\d(?:[\\s./()\\-]{0,2}\\d){6,}", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){3}", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}");
    private static final Pattern SPELLED_AT =
            Pattern.compile("&#0*64;|&#x0*40;|&commat;|[(\\[{]\\s*at\\s*[)\\]}]", Pattern.CASE_INSENSITIVE);
    private static final Pattern PERCENT = Pattern.compile("%[0-9A-Fa-f]{2}");

    private PersonalPatterns() {}

    /**
     * What personal data {@code text} holds, if any.
     *
     * @param text a text the allow-list would keep
     * @return {@code "an e-mail address"}, {@code "a phone number"}, {@code "an IP address"}, or empty
     */
    static Optional<String> in(String text) {
        String seen = text;
        for (int decoding = 0; decoding <= 3; decoding++) {
            Optional<String> found = inReadable(seen);
            if (found.isPresent()) {
                return found;
            }
            String decoded = percentDecoded(seen);
            if (decoded.equals(seen)) {
                break;
            }
            seen = decoded;
        }
        return Optional.empty();
    }

    /** Whether {@code text} holds any personal data this class finds. */
    static boolean anyIn(String text) {
        return in(text).isPresent();
    }

    private static Optional<String> inReadable(String text) {
        String folded = SPELLED_AT
                .matcher(Normalizer.normalize(text, Normalizer.Form.NFKC))
                .replaceAll("@");
        if (folded.indexOf('@') >= 0 || folded.indexOf('\uFE6B') >= 0) {
            return Optional.of("an e-mail address");
        }
        if (IPV4.matcher(folded).find() || hasIpv6(folded)) {
            return Optional.of("an IP address");
        }
        if (PHONE.matcher(folded).find()) {
            return Optional.of("a phone number");
        }
        return Optional.empty();
    }

    private static boolean hasIpv6(String text) {
        Matcher m = IPV6.matcher(text);
        while (m.find()) {
            String candidate = m.group();
            long colons = candidate.chars().filter(c -> c == ':').count();
            long hexDigits = candidate.length() - colons;
            if ((candidate.contains("::") || colons >= 3) && hexDigits >= 2) {
                return true;
            }
        }
        return false;
    }

    /** {@code text} with each {@code %XX} replaced by its byte, the bytes read as UTF-8 (bad ones replaced). */
    private static String percentDecoded(String text) {
        Matcher m = PERCENT.matcher(text);
        if (!m.find()) {
            return text;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length() && isHex(text.charAt(i + 1)) && isHex(text.charAt(i + 2))) {
                bytes.write(Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 3;
            } else {
                int codePoint = text.codePointAt(i);
                bytes.writeBytes(new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8));
                i += Character.charCount(codePoint);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0 && c < 128;
    }
}

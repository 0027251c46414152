package io.chatapi.examples;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A duration as an operator types it: {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}, or plain
 * seconds ({@code 30}), as Terraform's {@code -lock-timeout=10s} reads. Picocli converts option
 * values with it; environment variables go through {@link #parse}.
 */
public final class DurationText implements ITypeConverter<Duration> {
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})\\s*(ms|s|m|h)?");

    /** Used by picocli. */
    public DurationText() {}

    @Override
    public Duration convert(String value) {
        return parse(value)
                .orElseThrow(() -> new TypeConversionException(
                        "'" + value + "' is not a duration; write it as 500ms, 30s, 2m, 1h or a number of seconds"));
    }

    /**
     * Reads a duration.
     *
     * @param text such as {@code 30s}
     * @return the duration, or empty when the text is not one
     */
    public static Optional<Duration> parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return Optional.empty();
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return Optional.of(
                switch (unit) {
                    case "ms" -> Duration.ofMillis(n);
                    case "m" -> Duration.ofMinutes(n);
                    case "h" -> Duration.ofHours(n);
                    default -> Duration.ofSeconds(n);
                });
    }

    /**
     * Writes a duration as it would be typed: {@code 30 s}, {@code 500 ms}.
     *
     * @param duration the duration
     * @return the text
     */
    public static String format(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}

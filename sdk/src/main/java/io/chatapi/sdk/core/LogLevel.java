package io.chatapi.sdk.core;

import java.util.Locale;
import java.util.Optional;

/**
 * How much the SDK hands to {@link System.Logger} {@code io.chatapi.sdk}; the backend (JUL, SLF4J, Log4j…) then
 * applies its own level. With neither {@value #ENV} nor the builder's {@code logLevel} set, everything ({@link #DEBUG})
 * goes. Secrets are masked at every level; URLs are logged as path templates, never with the key's query string.
 */
public enum LogLevel {
    /** Nothing. */
    OFF,
    /**
     * At {@code INFO}, the out of the ordinary: a failed call (operation, method, duration, error), a read sent again
     * and why, a refused token. A call that succeeds first time logs nothing.
     */
    INFO,
    /**
     * Also, at {@code DEBUG}: a line per successful call (operation, method, path, envelope status, duration),
     * authentication, path fallbacks, chain resets.
     */
    DEBUG;

    /** Environment variable read by {@link #fromEnvironment()}: {@code off}, {@code info} or {@code debug}. */
    public static final String ENV = "CHAT_API_LOG";

    /**
     * {@return the level named by {@value #ENV}}: empty when unset or blank (the backend's level then decides), {@link
     * #OFF} when it names no level.
     */
    public static Optional<LogLevel> fromEnvironment() {
        String value = System.getenv(ENV);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(parse(value));
    }

    /**
     * {@return the level a text names ({@code off}, {@code info}, {@code debug}, any case), else {@link #OFF}}
     *
     * @param text the level's name, surrounding spaces ignored, or {@code null}
     */
    public static LogLevel parse(String text) {
        return switch (text == null ? "" : text.trim().toLowerCase(Locale.ROOT)) {
            case "info" -> INFO;
            case "debug" -> DEBUG;
            default -> OFF;
        };
    }
}

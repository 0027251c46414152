package io.chatapi.sdk.core;

import java.util.Locale;
import java.util.Optional;

/**
 * How much the SDK hands to {@link System.Logger} (logger name {@code io.chatapi.sdk}); the logging
 * backend (JUL, SLF4J, Log4j…) then applies its own level for that logger. With neither {@value
 * #ENV} nor the builder's {@code logLevel} set, the SDK hands over everything ({@link #DEBUG}) and the
 * backend alone decides. Secrets are masked at every level; URLs are logged as path templates,
 * never with the key's query string.
 */
public enum LogLevel {
    /** Nothing. */
    OFF,
    /**
     * At {@code INFO}, what went out of the ordinary: a failed call (operation, method, duration, the
     * error), a read sent again and why, a refused token. A call that succeeds first time logs nothing.
     */
    INFO,
    /**
     * Also, at {@code DEBUG}: one line per successful call (operation, method, path, envelope status,
     * duration), authentication, path fallbacks, chain resets.
     */
    DEBUG;

    /** Environment variable read by {@link #fromEnvironment()}: {@code off}, {@code info} or {@code debug}. */
    public static final String ENV = "CHAT_API_LOG";

    /**
     * The level named by {@value #ENV}: empty when it is unset or blank (the backend's level then
     * decides), {@link #OFF} when it names no level.
     *
     * @return the level the environment names, or empty
     */
    public static Optional<LogLevel> fromEnvironment() {
        String value = System.getenv(ENV);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(parse(value));
    }

    /**
     * The level a text names ({@code off}, {@code info}, {@code debug}, any case), or {@link #OFF}.
     *
     * @param text the level's name, surrounding spaces ignored, or {@code null}
     * @return the level, {@link #OFF} for {@code null} or an unknown name
     */
    public static LogLevel parse(String text) {
        return switch (text == null ? "" : text.trim().toLowerCase(Locale.ROOT)) {
            case "info" -> INFO;
            case "debug" -> DEBUG;
            default -> OFF;
        };
    }
}

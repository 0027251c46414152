package io.chatapi.sdk.core;

import java.util.Locale;

/**
 * How much the SDK logs through {@link System.Logger} (logger name {@code io.chatapi.sdk}). Secrets
 * are masked at every level; URLs are logged as path templates, never with the key's query string.
 */
public enum LogLevel {
    /** Nothing. */
    OFF,
    /** One line per call at {@code INFO}: operation, method, path, envelope status, duration. */
    INFO,
    /** Also, at {@code DEBUG}: authentication, path fallbacks, retries, chain resets. */
    DEBUG;

    /** Environment variable read by {@link #fromEnvironment()}: {@code off}, {@code info} or {@code debug}. */
    public static final String ENV = "CHAT_API_LOG";

    /**
     * The level named by {@value #ENV}, or {@link #OFF} when unset or unknown.
     *
     * @return the level the environment names
     */
    public static LogLevel fromEnvironment() {
        return parse(System.getenv(ENV));
    }

    /**
     * The level a text names ({@code off}, {@code info}, {@code debug}, any case), or {@link #OFF}.
     *
     * @param text the level's name, surrounding spaces ignored, or {@code null}
     * @return the level, {@link #OFF} for {@code null} or an unknown name
     */
    public static LogLevel parse(String text) {
        if (text == null) {
            return OFF;
        }
        switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "info":
                return INFO;
            case "debug":
                return DEBUG;
            default:
                return OFF;
        }
    }
}

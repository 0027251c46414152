package io.chatapi.sdk.core;

import java.lang.System.Logger.Level;
import java.util.Locale;
import java.util.Optional;

/**
 * The most the SDK hands to {@link System.Logger}; the backend (JUL, or SLF4J and Log4j2 through their {@code
 * System.LoggerFinder} bridges) then applies its own level. With neither {@value #ENV} nor the builder's {@code
 * logLevel} set, everything ({@link #TRACE}) goes and the backend alone decides.
 *
 * <p>The SDK's loggers, all under {@code io.chatapi.sdk}: {@code io.chatapi.sdk.call} (each call's outcome),
 * {@code io.chatapi.sdk.retry} (a read sent again, a refused token, a path fallback), {@code io.chatapi.sdk.auth}
 * (authentication and the token chain), {@code io.chatapi.sdk.decode} (entries a lenient decoder left out), {@code
 * io.chatapi.sdk.listener} (a {@code ChatApiListener} that threw: its first failure at {@code WARN}, later ones at
 * {@code DEBUG}).
 *
 * <p>Secrets are masked at every level; URLs are logged as path templates, never with the key's query string. A
 * shopper's data (a reply's text) is logged at no level: a level is only as true as the route to the backend (JUL's
 * bridge to SLF4J turns TRACE into DEBUG), so the text stays on the exception ({@code rawBody()}, {@code excerpt()}).
 * The builder's {@code loggerFinder} sends the lines to a logging library directly.
 */
public enum LogLevel {
    /** Nothing. */
    OFF(Level.OFF),
    /** Nothing either, today: the SDK reports a failure by throwing it, so it logs nothing at {@code ERROR}. */
    ERROR(Level.ERROR),
    /**
     * What no exception tells the caller: a listener that threw ({@code io.chatapi.sdk.listener}, once per listener;
     * the call went on), and an API key shared without a shared chain store ({@code io.chatapi.sdk.auth}, once per
     * client: tokens refused in a pattern only another process on the key explains, with the fix).
     */
    WARN(Level.WARNING),
    /**
     * At {@code INFO}, the out of the ordinary: a failed call (operation, method, duration, error), a read sent again
     * and why, a refused token. A call that succeeds first time logs nothing, and neither does an expected refusal
     * ({@code NotFoundException}, {@code AlreadyExistsException}: at {@code DEBUG}).
     */
    INFO(Level.INFO),
    /**
     * Also, at {@code DEBUG}: a line per successful call (operation, method, path, envelope status, duration), expected
     * refusals, authentication, path fallbacks, chain resets, list entries left out.
     */
    DEBUG(Level.DEBUG),
    /**
     * Also, at {@code TRACE}: how much the server sent back with a failure, and which accessor of the exception holds
     * it ({@code rawBody()}, {@code excerpt()}); never the text itself, which may hold a shopper's data.
     */
    TRACE(Level.TRACE);

    /** Environment variable read by {@link #fromEnvironment()}, naming a level as {@link #parse} reads it. */
    public static final String ENV = "CHAT_API_LOG";

    /** The names {@link #parse} accepts, for messages. */
    static final String NAMES = "off, error, warn (or warning), info, debug, trace, all";

    private final Level systemLevel;

    LogLevel(Level systemLevel) {
        this.systemLevel = systemLevel;
    }

    /**
     * Whether this level lets a line of the given {@link System.Logger} level through.
     *
     * @param line the level the line would be logged at
     * @return {@code true} when the line is at or above this level (never for {@link #OFF})
     */
    public boolean allows(Level line) {
        return this != OFF && line != Level.OFF && line.getSeverity() >= systemLevel.getSeverity();
    }

    /**
     * {@return the level named by {@value #ENV}}: empty when unset or blank (the backend's level then decides)
     *
     * @throws IllegalArgumentException when the variable names no level; the message lists the names accepted
     */
    public static Optional<LogLevel> fromEnvironment() {
        return fromText(ENV, System.getenv(ENV));
    }

    private static Optional<LogLevel> fromText(String setting, String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(setting + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@return the level a name means}, in any letter case, surrounding spaces ignored: {@code off}, {@code error},
     * {@code warn} or {@code warning}, {@code info}, {@code debug}, {@code trace}, and {@code all} (the same as {@code
     * trace}: the most the SDK logs)
     *
     * @param text the level's name
     * @throws IllegalArgumentException when {@code text} is null or names no level; the message lists the names
     *     accepted (never a silent {@link #OFF})
     */
    public static LogLevel parse(String text) {
        String name = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return switch (name) {
            case "off" -> OFF;
            case "error" -> ERROR;
            case "warn", "warning" -> WARN;
            case "info" -> INFO;
            case "debug" -> DEBUG;
            case "trace", "all" -> TRACE;
            default ->
                throw new IllegalArgumentException(
                        (text == null ? "no log level given" : "'" + shorten(text) + "' names no log level")
                                + "; use one of " + NAMES + " (any letter case)");
        };
    }

    // An unknown value is echoed to help the user, but a pasted secret must not fill a message.
    private static String shorten(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() <= 20 ? line : line.substring(0, 20) + "…";
    }
}

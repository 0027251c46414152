package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import java.util.function.Supplier;

/**
 * Writes the SDK's log lines. Everything logged is built from path templates, operation names,
 * numbers and already-redacted messages, and passed through the redactor once more.
 */
final class CallLog {
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk");

    private final LogLevel level;
    private final Redactor redactor;

    CallLog(LogLevel level, Redactor redactor) {
        this.level = level;
        this.redactor = redactor;
    }

    /** One line for a finished call. */
    void succeeded(Endpoint endpoint, String path, int status, long startNanos) {
        if (level != LogLevel.OFF && LOG.isLoggable(System.Logger.Level.INFO)) {
            LOG.log(
                    System.Logger.Level.INFO,
                    endpoint.operation() + " " + endpoint.method() + " " + path + " -> status " + status + " in "
                            + millisSince(startNanos) + " ms");
        }
    }

    /** One line for a failed call. */
    void failed(Endpoint endpoint, RuntimeException e, long startNanos) {
        if (level != LogLevel.OFF && LOG.isLoggable(System.Logger.Level.INFO)) {
            LOG.log(
                    System.Logger.Level.INFO,
                    endpoint.operation() + " " + endpoint.method() + " failed after " + millisSince(startNanos)
                            + " ms: " + e.getClass().getSimpleName() + ": " + redactor.redact(e.getMessage()));
        }
    }

    /** A detail line, built only when it will be written. */
    void debug(Supplier<String> message) {
        if (level == LogLevel.DEBUG && LOG.isLoggable(System.Logger.Level.DEBUG)) {
            LOG.log(System.Logger.Level.DEBUG, redactor.redact(message.get()));
        }
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

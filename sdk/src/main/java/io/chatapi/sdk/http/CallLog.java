package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import java.lang.System.Logger.Level;
import java.util.function.Supplier;

/**
 * Writes the SDK's log lines: at INFO what went out of the ordinary (a failed call, a retry, a refused
 * token); at DEBUG also one line per successful call and the token chain's steps. A call that goes as
 * planned logs nothing at INFO: JUL's default configuration prints INFO, and a line per call there
 * would fill every user's console and cost a fifth of a call's own time in formatting and printing.
 * Everything logged is built from path templates, operation names, numbers and already-redacted
 * messages, and passed through the redactor once more.
 */
record CallLog(LogLevel level, Redactor redactor) {
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk");

    void succeeded(Endpoint endpoint, String path, int status, long startNanos) {
        debug(() -> endpoint.operation() + " " + endpoint.method() + " " + path + " -> status " + status + " in "
                + millisSince(startNanos) + " ms");
    }

    void failed(Endpoint endpoint, RuntimeException e, long startNanos) {
        info(() -> endpoint.operation() + " " + endpoint.method() + " failed after " + millisSince(startNanos) + " ms: "
                + e.getClass().getSimpleName() + ": " + redactor.redact(e.getMessage()));
    }

    /** A line about something out of the ordinary, built only when it will be written. */
    void info(Supplier<String> message) {
        if (level != LogLevel.OFF && LOG.isLoggable(Level.INFO)) {
            LOG.log(Level.INFO, redactor.redact(message.get()));
        }
    }

    /** A detail line, built only when it will be written. */
    void debug(Supplier<String> message) {
        if (level == LogLevel.DEBUG && LOG.isLoggable(Level.DEBUG)) {
            LOG.log(Level.DEBUG, redactor.redact(message.get()));
        }
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import java.lang.System.Logger.Level;
import java.util.function.Supplier;

/**
 * The SDK's log lines, built only when written and redacted once more: at INFO the unusual (a failed
 * call, a retry, a refused token), at DEBUG also each successful call and the chain's steps. No line
 * per call at INFO: JUL prints INFO by default, and it would fill consoles and cost a fifth of a
 * call's time.
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

    void info(Supplier<String> message) {
        if (level != LogLevel.OFF && LOG.isLoggable(Level.INFO)) {
            LOG.log(Level.INFO, redactor.redact(message.get()));
        }
    }

    void debug(Supplier<String> message) {
        if (level == LogLevel.DEBUG && LOG.isLoggable(Level.DEBUG)) {
            LOG.log(Level.DEBUG, redactor.redact(message.get()));
        }
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

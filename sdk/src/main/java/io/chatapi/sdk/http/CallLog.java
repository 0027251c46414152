package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import java.lang.System.Logger.Level;
import java.util.function.Supplier;

/**
 * The SDK's log lines for one area (one {@link System.Logger}), built only when written and redacted once more: at
 * INFO the unusual (a failed call, a retry, a refused token), at DEBUG also each successful call, the expected
 * refusals (not found, already exists) and the chain's steps, at TRACE what the server sent with a failure. No line
 * per call at INFO: JUL prints INFO by default, and it would fill consoles and cost a fifth of a call's time.
 *
 * <p>Only TRACE lines quote a reply: a reply may hold a shopper's data, which stays out of INFO and DEBUG.
 */
final class CallLog {
    /** Each call's outcome, and at TRACE what came back with a failure. */
    static final String CALL = "io.chatapi.sdk.call";
    /** A read sent again, a refused token, a path fallback. */
    static final String RETRY = "io.chatapi.sdk.retry";
    /** Authentication and the token chain's steps. */
    static final String AUTH = "io.chatapi.sdk.auth";

    /** Longest part of a reply quoted at TRACE. */
    static final int MAX_TRACED_CHARS = 500;

    private final LogLevel level;
    private final Redactor redactor;
    private final System.Logger logger;

    /** The log of each call's outcome ({@value #CALL}); {@link #area} gives the others. */
    CallLog(LogLevel level, Redactor redactor) {
        this(level, redactor, System.getLogger(CALL));
    }

    private CallLog(LogLevel level, Redactor redactor, System.Logger logger) {
        this.level = level;
        this.redactor = redactor;
        this.logger = logger;
    }

    /** The same level and redaction, writing to the logger {@code name}. */
    CallLog area(String name) {
        return new CallLog(level, redactor, System.getLogger(name));
    }

    void succeeded(Endpoint endpoint, String path, int status, long startNanos) {
        debug(() -> endpoint.operation() + " " + endpoint.method() + " " + path + " -> status " + status + " in "
                + millisSince(startNanos) + " ms");
    }

    /**
     * A failed call: at INFO, unless the refusal is an outcome callers expect and branch on (not found, already
     * exists), which is no failure of the service or the SDK: DEBUG. Then, at TRACE, what the server sent.
     */
    void failed(Endpoint endpoint, RuntimeException e, long startNanos) {
        boolean expected = e instanceof NotFoundException || e instanceof AlreadyExistsException;
        log(
                expected ? Level.DEBUG : Level.INFO,
                () -> endpoint.operation() + " " + endpoint.method() + (expected ? " refused" : " failed") + " after "
                        + millisSince(startNanos) + " ms: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        if (e instanceof RequestRejectedException rejected
                && !rejected.rawBody().isEmpty()) {
            log(
                    Level.TRACE,
                    () -> endpoint.operation() + " reply: server message " + quote(rejected.serverMessage()) + ", body "
                            + quote(rejected.rawBody()));
        } else if (e instanceof UndecodableReplyException undecodable
                && !undecodable.excerpt().isEmpty()) {
            log(Level.TRACE, () -> endpoint.operation() + " reply began " + quote(undecodable.excerpt()));
        }
    }

    void info(Supplier<String> message) {
        log(Level.INFO, message);
    }

    void debug(Supplier<String> message) {
        log(Level.DEBUG, message);
    }

    private void log(Level at, Supplier<String> message) {
        if (level.allows(at) && logger.isLoggable(at)) {
            logger.log(at, redactor.redact(message.get()));
        }
    }

    /** Text from a reply on one line, cut to {@value #MAX_TRACED_CHARS} characters, in quotes. */
    private static String quote(String text) {
        // Cut before collapsing: a rejected read's body may be megabytes.
        String head = text.length() <= 4 * MAX_TRACED_CHARS ? text : text.substring(0, 4 * MAX_TRACED_CHARS);
        String line = head.replaceAll("\\s+", " ").strip();
        return "\"" + (line.length() <= MAX_TRACED_CHARS ? line : line.substring(0, MAX_TRACED_CHARS) + "…") + "\"";
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

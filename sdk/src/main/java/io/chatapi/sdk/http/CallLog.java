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
 * refusals (not found, already exists) and the chain's steps, at TRACE the size of what the server sent with a
 * failure. No line per call at INFO: JUL prints INFO by default, and it would fill consoles and cost a fifth of a
 * call's time.
 *
 * <p>No line quotes a reply, at any level: a reply may hold a shopper's data, and a level is only as true as the
 * route to the backend (JUL's bridge to SLF4J turns TRACE, JUL's FINER, into DEBUG; a pipeline that keeps DEBUG would
 * ship it). The text stays on the exception ({@code rawBody()}, {@code excerpt()}) for the caller who asks for it.
 */
final class CallLog {
    /** Each call's outcome, and at TRACE what came back with a failure. */
    static final String CALL = "io.chatapi.sdk.call";
    /** A read sent again, a refused token, a path fallback. */
    static final String RETRY = "io.chatapi.sdk.retry";
    /** Authentication and the token chain's steps. */
    static final String AUTH = "io.chatapi.sdk.auth";

    private final LogLevel level;
    private final Redactor redactor;
    private final SdkLoggers loggers;
    private final System.Logger logger;

    /** The log of each call's outcome ({@value #CALL}); {@link #area} gives the others. */
    CallLog(LogLevel level, Redactor redactor, SdkLoggers loggers) {
        this(level, redactor, loggers, loggers.get(CALL));
    }

    private CallLog(LogLevel level, Redactor redactor, SdkLoggers loggers, System.Logger logger) {
        this.level = level;
        this.redactor = redactor;
        this.loggers = loggers;
        this.logger = logger;
    }

    /** The same level and redaction, writing to the logger {@code name}. */
    CallLog area(String name) {
        return new CallLog(level, redactor, loggers, loggers.get(name));
    }

    void succeeded(Endpoint endpoint, String path, int status, long startNanos) {
        debug(() -> endpoint.operation() + " " + endpoint.method() + " " + path + " -> status " + status + " in "
                + millisSince(startNanos) + " ms");
    }

    /**
     * A failed call: at INFO, unless the refusal is an outcome callers expect and branch on (not found, already
     * exists), which is no failure of the service or the SDK: DEBUG. Then, at TRACE, how much the server sent and
     * where the caller finds it: never the text itself.
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
                    () -> endpoint.operation() + " reply: " + rejected.rawBody().length()
                            + " characters, in RequestRejectedException.rawBody() (reply text is never logged)");
        } else if (e instanceof UndecodableReplyException undecodable
                && !undecodable.excerpt().isEmpty()) {
            log(
                    Level.TRACE,
                    () -> endpoint.operation() + " reply: its first "
                            + undecodable.excerpt().length()
                            + " characters are in UndecodableReplyException.excerpt() (reply text is never logged)");
        }
    }

    void warn(Supplier<String> message) {
        log(Level.WARNING, message);
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

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}

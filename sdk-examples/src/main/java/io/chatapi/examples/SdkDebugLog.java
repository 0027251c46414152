package io.chatapi.examples;

import java.io.PrintStream;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Shows the SDK's log lines down to DEBUG on stderr while a command talks to the server ({@code --verbose}, or
 * {@code CHAT_API_LOG=debug}). The SDK logs through the JDK's {@link System.Logger}, which ends in JUL; JUL's console
 * handler shows INFO and above only, so without this a DEBUG line is made and dropped. Each line is prefixed {@code
 * debug:} so that it reads apart from the command's own notes. The SDK's lines carry no secret (it redacts the key and
 * tokens); at DEBUG they may carry a shopper's data, which is what DEBUG is for.
 */
final class SdkDebugLog implements AutoCloseable {
    /** Held, so that JUL keeps the level set on it (it holds its loggers weakly). */
    private static final Logger SDK = Logger.getLogger("io.chatapi.sdk");

    private final Handler handler;
    private final Level levelBefore;
    private final boolean parentsBefore;

    private SdkDebugLog(PrintStream err) {
        this.levelBefore = SDK.getLevel();
        this.parentsBefore = SDK.getUseParentHandlers();
        this.handler = new Handler() {
            @Override
            public void publish(LogRecord line) {
                if (isLoggable(line)) {
                    err.println(getFormatter().format(line));
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
                flush();
            }
        };
        handler.setLevel(Level.ALL);
        handler.setFormatter(new Formatter() {
            @Override
            public String format(LogRecord line) {
                return "debug: " + line.getLoggerName() + ": " + formatMessage(line);
            }
        });
        SDK.setLevel(Level.ALL);
        SDK.setUseParentHandlers(false); // else an INFO line would also go to the console handler: printed twice
        SDK.addHandler(handler);
    }

    /**
     * Starts showing the SDK's lines on {@code err}.
     *
     * @param err the command's stderr
     * @return what stops it, when the command is done with the server
     */
    static SdkDebugLog show(PrintStream err) {
        return new SdkDebugLog(err);
    }

    /** Stops showing the lines and puts the SDK's logger back as it was. */
    @Override
    public void close() {
        SDK.removeHandler(handler);
        handler.close();
        SDK.setUseParentHandlers(parentsBefore);
        SDK.setLevel(levelBefore);
    }
}

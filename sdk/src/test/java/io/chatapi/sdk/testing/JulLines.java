package io.chatapi.sdk.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Captures what one {@code java.util.logging} logger (and the loggers below it) publishes while a test runs, in the
 * order it was published, from any thread.
 *
 * <p>As a JUnit 5 extension, {@code @RegisterExtension final JulLines log = JulLines.of("io.chatapi.sdk",
 * Level.ALL);} lowers the logger's level before each test and, after each test (passed or failed), takes the handler
 * off and puts the level (and, with {@link #quiet()}, the use of parent handlers) back as it was. Inside one test,
 * {@code try (JulLines log = JulLines.of(...).start()) { ... }} does the same for a block.
 *
 * <p>The tests' {@code logging.properties} keeps the SDK at WARNING, so a test about lower lines must lower the level
 * here; {@link #lines()} gives them as {@code "LEVEL message"}, the message unformatted, as the SDK passed it.
 */
public final class JulLines implements BeforeEachCallback, AfterEachCallback, AutoCloseable {
    private final Logger logger; // held strongly: a logger nobody references may be collected with its level
    private final Level level;
    private final boolean quiet;
    private final List<LogRecord> records = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (records) {
                records.add(record);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private boolean started;
    private Level previousLevel;
    private boolean previousUseParent;

    private JulLines(String loggerName, Level level, boolean quiet) {
        this.logger = Logger.getLogger(loggerName);
        this.level = level;
        this.quiet = quiet;
    }

    /** Captures the logger of that name, lowered (or raised) to {@code level} while capturing. */
    public static JulLines of(String loggerName, Level level) {
        return new JulLines(loggerName, level, false);
    }

    /** The same capture, but the logger's lines do not also go to the build's console while capturing. */
    public JulLines quiet() {
        return new JulLines(logger.getName(), level, true);
    }

    /** Sets the level, adds the handler and forgets earlier lines; {@link #close()} undoes it. */
    public synchronized JulLines start() {
        if (!started) {
            previousLevel = logger.getLevel();
            previousUseParent = logger.getUseParentHandlers();
            clear();
            logger.setLevel(level);
            if (quiet) {
                logger.setUseParentHandlers(false);
            }
            logger.addHandler(handler);
            started = true;
        }
        return this;
    }

    /** Takes the handler off and restores the level and the use of parent handlers; does nothing if not started. */
    @Override
    public synchronized void close() {
        if (started) {
            started = false;
            logger.removeHandler(handler);
            logger.setUseParentHandlers(previousUseParent);
            logger.setLevel(previousLevel);
        }
    }

    /** Changes the level while capturing, as a test of the backend's level may; {@link #close()} restores the first. */
    public synchronized void setLevel(Level changed) {
        if (!started) {
            throw new IllegalStateException("not capturing: start() first");
        }
        logger.setLevel(changed);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        start();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        close();
    }

    /** Each record as {@code "LEVEL message"}, the message as passed, without its parameters filled in. */
    public List<String> lines() {
        return map(r -> r.getLevel() + " " + r.getMessage());
    }

    /** Each record's message alone, as passed. */
    public List<String> messages() {
        return map(LogRecord::getMessage);
    }

    /** The messages of the records at {@code atLeast} or above. */
    public List<String> messages(Level atLeast) {
        return records().stream()
                .filter(r -> r.getLevel().intValue() >= atLeast.intValue())
                .map(LogRecord::getMessage)
                .toList();
    }

    /** Each record as {@code "LEVEL message"}, its parameters filled in as a {@code Formatter} does. */
    public List<String> formattedLines() {
        SimpleFormatter formatter = new SimpleFormatter();
        return map(r -> r.getLevel() + " " + formatter.formatMessage(r));
    }

    /** The records themselves, for a test that checks the thrown exception or the parameters. */
    public List<LogRecord> records() {
        synchronized (records) {
            return List.copyOf(records);
        }
    }

    /** Each record in full, as {@link #detailed(LogRecord)} writes it. */
    public List<String> detailedLines() {
        return map(JulLines::detailed);
    }

    /** Forgets the lines captured so far. */
    public void clear() {
        synchronized (records) {
            records.clear();
        }
    }

    /**
     * A record in full: {@code "LEVEL message"}, then each parameter and the thrown exception's stack trace (each cause
     * and suppressed one), each after a space; for tests that check nothing secret reaches a log in any form.
     */
    public static String detailed(LogRecord record) {
        StringBuilder line = new StringBuilder(record.getLevel() + " " + record.getMessage());
        if (record.getParameters() != null) {
            for (Object p : record.getParameters()) {
                line.append(' ').append(p);
            }
        }
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.append(' ').append(trace);
        }
        return line.toString();
    }

    private List<String> map(Function<LogRecord, String> form) {
        return records().stream().map(form).toList();
    }
}

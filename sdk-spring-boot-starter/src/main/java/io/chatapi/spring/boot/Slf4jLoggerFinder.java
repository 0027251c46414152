package io.chatapi.spring.boot;

import java.lang.System.Logger;
import java.text.MessageFormat;
import java.util.ResourceBundle;
import org.slf4j.LoggerFactory;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * The SDK's loggers as SLF4J loggers of the same names, each level as it is ({@code TRACE} stays {@code TRACE}). The
 * JDK's own finder cannot be this in a Boot executable jar: it is looked up once per JVM on the system class path,
 * which does not see the jars nested in the application's, so the SDK's lines would reach SLF4J only through JUL's
 * bridge, where TRACE (JUL's FINER) arrives as DEBUG and the caller's class replaces the logger's name in plain JUL.
 */
final class Slf4jLoggerFinder extends System.LoggerFinder {
    @Override
    public Logger getLogger(String name, Module module) {
        return new Slf4jLogger(LoggerFactory.getLogger(name));
    }

    /** One SLF4J logger seen as a {@link System.Logger}. */
    private record Slf4jLogger(org.slf4j.Logger slf4j) implements Logger {
        @Override
        public String getName() {
            return slf4j.getName();
        }

        @Override
        public boolean isLoggable(Level level) {
            return level != Level.OFF && slf4j.isEnabledForLevel(slf4jLevel(level));
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
            if (isLoggable(level)) {
                LoggingEventBuilder event = slf4j.atLevel(slf4jLevel(level)).setMessage(message);
                if (thrown != null) {
                    event = event.setCause(thrown);
                }
                event.log();
            }
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            if (isLoggable(level)) {
                // System.Logger formats with MessageFormat ({0}); SLF4J's {} would leave the placeholders.
                String message = params == null || params.length == 0 ? format : MessageFormat.format(format, params);
                slf4j.atLevel(slf4jLevel(level)).setMessage(message).log();
            }
        }

        private static org.slf4j.event.Level slf4jLevel(Level level) {
            return switch (level) {
                case ALL, TRACE -> org.slf4j.event.Level.TRACE;
                case DEBUG -> org.slf4j.event.Level.DEBUG;
                case INFO -> org.slf4j.event.Level.INFO;
                case WARNING -> org.slf4j.event.Level.WARN;
                case ERROR, OFF -> org.slf4j.event.Level.ERROR;
            };
        }
    }
}

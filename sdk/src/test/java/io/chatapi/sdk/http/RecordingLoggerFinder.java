package io.chatapi.sdk.http;

import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A logger finder for tests: every line any of its loggers is given, as "LEVEL message" in {@link #lines} and as
 * "logger LEVEL message" in {@link #named}, in order.
 */
final class RecordingLoggerFinder extends System.LoggerFinder {
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<String> named = new CopyOnWriteArrayList<>();

    @Override
    public System.Logger getLogger(String name, Module module) {
        return new System.Logger() {
            @Override
            public String getName() {
                return name;
            }

            @Override
            public boolean isLoggable(Level level) {
                return true;
            }

            @Override
            public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
                record(name, level, msg);
            }

            @Override
            public void log(Level level, ResourceBundle bundle, String format, Object... params) {
                record(name, level, format);
            }
        };
    }

    private void record(String logger, System.Logger.Level level, String message) {
        lines.add(level + " " + message);
        named.add(logger + " " + level + " " + message);
    }
}

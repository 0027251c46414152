package io.chatapi.sdk.http;

import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;

/** A logger finder for tests: every line any of its loggers is given, as "LEVEL message", in order. */
final class RecordingLoggerFinder extends System.LoggerFinder {
    final List<String> lines = new CopyOnWriteArrayList<>();

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
                lines.add(level + " " + msg);
            }

            @Override
            public void log(Level level, ResourceBundle bundle, String format, Object... params) {
                lines.add(level + " " + format);
            }
        };
    }
}

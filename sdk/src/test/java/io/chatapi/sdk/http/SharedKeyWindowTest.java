package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.LogLevel;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The shared-key warning's window is closed: refusals exactly {@value SharedKeyWatch#WINDOW_SECONDS} s apart count. */
class SharedKeyWindowTest {
    @Test
    void three_refusals_spanning_exactly_the_window_warn() {
        List<String> warnings = new CopyOnWriteArrayList<>();
        AtomicLong now = new AtomicLong(1_000);
        SharedKeyWatch watch = new SharedKeyWatch(recording(warnings), now::get);
        watch.chainKeptInProcess();

        watch.refused();
        now.addAndGet(TimeUnit.SECONDS.toNanos(SharedKeyWatch.WINDOW_SECONDS));
        watch.refused();
        watch.refused();

        assertThat(warnings).containsExactly(SharedKeyWatch.WARNING);
    }

    private static CallLog recording(List<String> lines) {
        System.LoggerFinder finder = new System.LoggerFinder() {
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
                        lines.add(msg);
                    }

                    @Override
                    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
                        lines.add(format);
                    }
                };
            }
        };
        return new CallLog(LogLevel.INFO, new Redactor("secret-api-key-1"), new SdkLoggers(finder));
    }
}

package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.LogLevel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The shared-key warning's window is closed: refusals exactly {@value SharedKeyWatch#WINDOW_SECONDS} s apart count. */
class SharedKeyWindowTest {
    @Test
    void three_refusals_spanning_exactly_the_window_warn() {
        RecordingLoggerFinder log = new RecordingLoggerFinder();
        AtomicLong now = new AtomicLong(1_000);
        SharedKeyWatch watch = new SharedKeyWatch(recording(log), now::get);
        watch.chainKeptInProcess();

        watch.refused();
        now.addAndGet(TimeUnit.SECONDS.toNanos(SharedKeyWatch.WINDOW_SECONDS));
        watch.refused();
        watch.refused();

        assertThat(log.lines).containsExactly("WARNING " + SharedKeyWatch.WARNING);
    }

    private static CallLog recording(RecordingLoggerFinder finder) {
        return new CallLog(LogLevel.INFO, new Redactor("secret-api-key-1"), new SdkLoggers(finder));
    }
}

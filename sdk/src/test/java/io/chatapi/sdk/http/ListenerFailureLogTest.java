package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A listener's first failure is logged at WARNING saying later ones go to DEBUG; later ones do not repeat it. */
class ListenerFailureLogTest {
    @Test
    void only_the_first_failure_of_a_listener_says_that_later_ones_are_logged_at_debug() {
        RecordingLoggerFinder finder = new RecordingLoggerFinder();
        ChatApiListener failing = new ChatApiListener() {
            @Override
            public void chainWaited(ChainWaited event) {
                throw new IllegalStateException("broken listener");
            }
        };
        Listeners listeners = new Listeners(List.of(failing), LogLevel.DEBUG, new SdkLoggers(finder));
        ChainWaited event = new ChainWaited("agents.list", Duration.ZERO, true);

        listeners.deliver(new ChatApiListener[] {failing}, "chainWaited", event, ChatApiListener::chainWaited);
        listeners.deliver(new ChatApiListener[] {failing}, "chainWaited", event, ChatApiListener::chainWaited);

        String said = "listener " + failing.getClass().getName()
                + " threw java.lang.IllegalStateException in chainWaited; the call goes on";
        assertThat(finder.lines)
                .containsExactly("WARNING " + said + " (its later failures are logged at DEBUG)", "DEBUG " + said);
    }
}

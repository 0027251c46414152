package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * What an SDK method tells its listeners when it ends: how long it ran, how many calls it made and whether its failure
 * may have been processed; and that a method nobody listens to hands its calls the shared silent events.
 */
class MethodFinishedEventTest {
    private final List<MethodFinished> finished = new CopyOnWriteArrayList<>();
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public void methodFinished(MethodFinished event) {
            finished.add(event);
        }
    };
    private final Listeners listeners = new Listeners(List.of(listener), LogLevel.OFF, SdkLoggers.SYSTEM);

    @Test
    void a_method_without_listeners_hands_its_calls_the_shared_silent_events() {
        MethodEvents unheard = new MethodEvents(Listeners.NONE, new ChatApiListener[0], "agents.list", 0);

        assertThat(unheard.startCall("agents.list", false))
                .as("nothing allocated for a call nobody hears")
                .isSameAs(CallEvents.NONE);
    }

    @Test
    void a_finished_method_tells_how_long_it_ran_since_it_started_and_its_calls() {
        long startedFiveSecondsAgo = System.nanoTime() - Duration.ofSeconds(5).toNanos();
        MethodEvents method = method(startedFiveSecondsAgo);
        method.startCall("agents.list", false);
        method.startCall("agents.get", false);

        method.finished(null);

        assertThat(finished).singleElement().satisfies(event -> {
            assertThat(event.method()).isEqualTo("agents.ensure");
            assertThat(event.duration()).isBetween(Duration.ofSeconds(5), Duration.ofSeconds(65));
            assertThat(event.calls()).isEqualTo(2);
            assertThat(event.outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(event.errorType()).isEqualTo("none");
            assertThat(event.mayHaveBeenProcessed()).isFalse();
        });
    }

    @Test
    void a_method_failing_with_a_write_that_may_have_been_processed_says_so() {
        method(System.nanoTime()).finished(new TransportException("agents.add", "lost", true, null));

        assertThat(finished).singleElement().satisfies(event -> {
            assertThat(event.mayHaveBeenProcessed()).isTrue();
            assertThat(event.errorType()).isEqualTo("TransportException");
        });
    }

    @Test
    void a_method_failing_with_nothing_processed_or_with_a_non_sdk_error_says_nothing_was() {
        method(System.nanoTime()).finished(new TransportException("agents.add", "refused", false, null));
        method(System.nanoTime()).finished(new IllegalStateException("closed"));

        assertThat(finished).extracting(MethodFinished::mayHaveBeenProcessed).containsExactly(false, false);
        assertThat(finished)
                .extracting(MethodFinished::errorType)
                .containsExactly("TransportException", "IllegalStateException");
    }

    private MethodEvents method(long startNanos) {
        return new MethodEvents(listeners, new ChatApiListener[] {listener}, "agents.ensure", startNanos);
    }
}

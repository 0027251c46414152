package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.Authenticated;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.observe.RetryScheduled;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each event of one call as its listener receives it: numbered attempts and retries, outcomes and error types by the
 * failure's type, durations measured from the step's start (bounded above too, so a duration measured from zero would
 * show), and nothing at all (not even a clock read) for a call nobody listens to.
 */
class CallEventsTest {
    private static final Duration FIVE_SECONDS = Duration.ofSeconds(5);
    /** Far above any step here, far below the nanosecond clock's value on a machine up for more than a minute. */
    private static final Duration AT_MOST = Duration.ofSeconds(60);

    private final List<Object> received = new ArrayList<>();
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public void chainWaited(ChainWaited event) {
            received.add(event);
        }

        @Override
        public void authenticated(Authenticated event) {
            received.add(event);
        }

        @Override
        public void attemptFinished(AttemptFinished event) {
            received.add(event);
        }

        @Override
        public void retryScheduled(RetryScheduled event) {
            received.add(event);
        }

        @Override
        public void callFinished(CallFinished event) {
            received.add(event);
        }
    };

    @Test
    void a_call_nobody_listens_to_reads_no_clock_and_tells_nothing() {
        CallEvents unheard = new CallEvents(Listeners.NONE, new ChatApiListener[0], "agents.list", false, 0);

        assertThat(unheard.clock()).isZero();
        unheard.attemptStarted();
        unheard.chainWaited(0, true);
        unheard.attemptSucceeded();
        unheard.finished(null);
        assertThat(received).isEmpty();
    }

    @Test
    void a_wait_and_an_authentication_are_timed_from_the_moment_given() {
        CallEvents events = events(true, System.nanoTime());
        long now = events.clock();
        assertThat(now).as("a listened call reads the clock").isNotZero();
        long fiveSecondsAgo = now - FIVE_SECONDS.toNanos();

        events.chainWaited(fiveSecondsAgo, true);
        events.authenticated(fiveSecondsAgo, null);
        events.authenticated(events.clock(), new AuthenticationException("refused", "", null));

        assertThat(received).hasSize(3);
        assertThat((ChainWaited) received.get(0)).satisfies(wait -> {
            assertThat(wait.operation()).isEqualTo("agents.add");
            assertThat(wait.acquired()).isTrue();
            assertThat(wait.waited()).isBetween(FIVE_SECONDS, AT_MOST);
        });
        assertThat((Authenticated) received.get(1)).satisfies(auth -> {
            assertThat(auth.outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(auth.errorType()).isEqualTo("none");
            assertThat(auth.duration()).isBetween(FIVE_SECONDS, AT_MOST);
        });
        assertThat((Authenticated) received.get(2)).satisfies(auth -> {
            assertThat(auth.outcome()).isEqualTo(Outcome.AUTHENTICATION_FAILED);
            assertThat(auth.errorType()).isEqualTo("AuthenticationException");
            assertThat(auth.duration()).isLessThan(FIVE_SECONDS);
        });
    }

    @Test
    void attempts_and_retries_are_numbered_and_timed_each_from_its_own_start() {
        CallEvents events = events(false, System.nanoTime());
        TransportException lost = new TransportException("agents.list", "lost", false, null);

        events.attemptStarted();
        events.attemptFailed(lost);
        events.retryScheduled(lost, 20);
        events.attemptStarted();
        events.tokenRefused();
        events.attemptStarted();
        events.attemptSucceeded();

        assertThat(received)
                .filteredOn(AttemptFinished.class::isInstance)
                .map(AttemptFinished.class::cast)
                .extracting(AttemptFinished::attempt, AttemptFinished::outcome, AttemptFinished::errorType)
                .containsExactly(
                        tuple(1, Outcome.TRANSPORT_FAILURE, "TransportException"),
                        tuple(2, Outcome.TOKEN_REFUSED, "RequestRejectedException"),
                        tuple(3, Outcome.SUCCESS, "none"));
        assertThat(received)
                .filteredOn(AttemptFinished.class::isInstance)
                .map(AttemptFinished.class::cast)
                .allSatisfy(attempt -> assertThat(attempt.duration()).isLessThan(AT_MOST));
        assertThat(received)
                .filteredOn(RetryScheduled.class::isInstance)
                .map(RetryScheduled.class::cast)
                .extracting(RetryScheduled::retry, RetryScheduled::reason, RetryScheduled::pause)
                .containsExactly(
                        tuple(1, Outcome.TRANSPORT_FAILURE, Duration.ofMillis(20)),
                        tuple(2, Outcome.TOKEN_REFUSED, Duration.ZERO));
    }

    @Test
    void a_call_ends_with_its_duration_retries_and_whether_its_failed_write_may_have_been_processed() {
        long startedFiveSecondsAgo = System.nanoTime() - FIVE_SECONDS.toNanos();
        CallEvents events = events(true, startedFiveSecondsAgo);
        events.retryScheduled(Outcome.TRANSPORT_FAILURE, 0);

        events.finished(new TransportException("agents.add", "lost", true, null));
        events.finished(new TransportException("agents.add", "refused", false, null));
        events.finished(null);

        assertThat(received)
                .filteredOn(CallFinished.class::isInstance)
                .map(CallFinished.class::cast)
                .extracting(
                        CallFinished::operation,
                        CallFinished::write,
                        CallFinished::outcome,
                        CallFinished::errorType,
                        CallFinished::retries,
                        CallFinished::mayHaveBeenProcessed)
                .containsExactly(
                        tuple("agents.add", true, Outcome.TRANSPORT_FAILURE, "TransportException", 1, true),
                        tuple("agents.add", true, Outcome.TRANSPORT_FAILURE, "TransportException", 1, false),
                        tuple("agents.add", true, Outcome.SUCCESS, "none", 1, false));
        assertThat(received)
                .filteredOn(CallFinished.class::isInstance)
                .map(CallFinished.class::cast)
                .allSatisfy(call -> assertThat(call.duration()).isBetween(FIVE_SECONDS, AT_MOST));
    }

    private CallEvents events(boolean write, long startNanos) {
        return new CallEvents(
                new Listeners(List.of(listener), LogLevel.OFF, SdkLoggers.SYSTEM),
                new ChatApiListener[] {listener},
                write ? "agents.add" : "agents.list",
                write,
                startNanos);
    }
}

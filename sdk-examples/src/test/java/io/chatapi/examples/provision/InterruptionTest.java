package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a signal does at each phase of a run; the shutdown hook calls {@link Interruption#request()}. */
class InterruptionTest {
    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);

    @Test
    void beforeTheFirstChangeASignalStopsAtOnceAndNothingIsApplied() {
        try (Interruption interruption = Interruption.manual(err, Duration.ofSeconds(5))) {
            interruption.request();

            assertThat(interruption.startApplying()).isFalse();
            assertThat(said.toString(StandardCharsets.UTF_8))
                    .contains("Stopped by a signal before any change was sent; nothing was changed.");
        }
    }

    @Test
    void whileApplyingASignalWaitsUntilTheRunHasSettled() throws Exception {
        try (Interruption interruption = Interruption.manual(err, Duration.ofSeconds(20))) {
            assertThat(interruption.startApplying()).isTrue();

            CompletableFuture<Void> signal = CompletableFuture.runAsync(interruption::request);
            while (!interruption.requested()) {
                Thread.sleep(5);
            }
            Thread.sleep(200);

            assertThat(signal).as("waits for the change in flight").isNotDone();
            interruption.settled();
            signal.get(5, TimeUnit.SECONDS);
            assertThat(said.toString(StandardCharsets.UTF_8))
                    .contains("Signal received: finishing the change in flight, then stopping.");
        }
    }

    @Test
    void aRunThatNeverSettlesIsWaitedForOnlyAsLongAsThePatience() {
        try (Interruption interruption = Interruption.manual(err, Duration.ofMillis(300))) {
            interruption.startApplying();
            long start = System.nanoTime();

            interruption.request();

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
            assertThat(said.toString(StandardCharsets.UTF_8)).contains("did not finish within");
        }
    }
}

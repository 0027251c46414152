package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.examples.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --lock-timeout} never waits in silence (issue 37 item 6): a wait begins with a line naming the holder and
 * the wait's length, and ends with a line when the lock is taken or with the refusal when the time is up.
 */
class RunLockWaitTest {
    @TempDir
    Path folder;

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream notices = new PrintStream(said, true, StandardCharsets.UTF_8);

    @Test
    void aWaitThatGivesUpSaysWhomItWaitsForAndHowLongThenRefuses() {
        Path ledger = folder.resolve("state.ledger.json");
        try (RunLock held = RunLock.acquire(ledger, Duration.ZERO, notices)) {
            assertThatThrownBy(() -> RunLock.acquire(ledger, Duration.ofMillis(300), notices))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("still after 300 ms");
        }

        assertThat(said())
                .startsWith("Waiting up to 300 ms (--lock-timeout) for the lock " + RunLock.besides(ledger)
                        + ", held by another provision run (pid "
                        + ProcessHandle.current().pid() + " on ")
                .containsPattern("started \\d{4}-\\d\\d-\\d\\dT")
                .doesNotContain("Took the lock");
    }

    @Test
    void aWaitThatEndsSaysSoWithTheTimeItTook() throws Exception {
        Path ledger = folder.resolve("state.ledger.json");
        RunLock held = RunLock.acquire(ledger, Duration.ZERO, notices);
        CompletableFuture<RunLock> waiting =
                CompletableFuture.supplyAsync(() -> RunLock.acquire(ledger, Duration.ofSeconds(30), notices));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!said().contains("Waiting up to 30 s")) {
            assertThat(System.nanoTime()).as("the wait is announced").isLessThan(deadline);
            Thread.sleep(10);
        }

        held.close();
        waiting.get(20, TimeUnit.SECONDS).close();

        assertThat(said().lines())
                .hasSize(2)
                .last()
                .asString()
                .matches("Took the lock "
                        + java.util.regex.Pattern.quote(RunLock.besides(ledger).toString())
                        + " after waiting \\d+ (ms|s)\\.");
    }

    @Test
    void withoutALockTimeoutTheRefusalComesAtOnceAndNothingIsSaidAboutWaiting() {
        Path ledger = folder.resolve("state.ledger.json");
        try (RunLock held = RunLock.acquire(ledger, Duration.ZERO, notices)) {
            assertThatThrownBy(() -> RunLock.acquire(ledger, Duration.ZERO, notices))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("give --lock-timeout DURATION");
        }

        assertThat(said()).isEmpty();
    }

    private String said() {
        return said.toString(StandardCharsets.UTF_8);
    }
}

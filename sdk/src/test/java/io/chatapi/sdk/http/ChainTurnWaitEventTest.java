package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import okhttp3.Request;
import org.junit.jupiter.api.Test;

/**
 * A call that has a chain but not the chain's turn tells its listeners, once, that it waited in vain: whether its
 * store gave no turn within the deadline or failed. No server: nothing is sent without a turn.
 */
class ChainTurnWaitEventTest {
    private static final CallLog LOG = new CallLog(LogLevel.OFF, new Redactor("key"), SdkLoggers.SYSTEM);

    private final List<ChainWaited> waits = new CopyOnWriteArrayList<>();
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public void chainWaited(ChainWaited event) {
            waits.add(event);
        }
    };

    @Test
    void a_turn_not_given_within_the_deadline_is_told_as_a_wait_in_vain() {
        Throwable failure = exchangeOn(maxWait -> null);

        assertThat(failure).isInstanceOf(TokenChainTimeoutException.class);
        assertThat(waits).singleElement().satisfies(wait -> {
            assertThat(wait.acquired()).isFalse();
            assertThat(wait.operation()).isEqualTo("agents.list");
        });
    }

    @Test
    void a_store_failing_to_give_the_turn_is_told_as_a_wait_in_vain() {
        Throwable failure = exchangeOn(maxWait -> {
            throw new ChainStoreException("chain store: unreachable (test)", false, null);
        });

        assertThat(failure).isInstanceOf(ChainStoreException.class);
        assertThat(waits).singleElement().satisfies(wait -> assertThat(wait.acquired())
                .isFalse());
    }

    private Throwable exchangeOn(ChainStore store) {
        TokenChains chains = new TokenChains(
                1, index -> new TokenChain(index, store, null, null, new Redactor("key"), LOG), null, LOG);
        CallEvents events = new CallEvents(
                new Listeners(List.of(listener), LogLevel.OFF, SdkLoggers.SYSTEM),
                new ChatApiListener[] {listener},
                "agents.list",
                false,
                System.nanoTime());
        return catchThrowable(() -> chains.exchange(new Exchange(
                new Request.Builder().url("http://localhost/"),
                "agents.list",
                false,
                false,
                false,
                Deadline.after(Duration.ofSeconds(5)),
                events)));
    }
}

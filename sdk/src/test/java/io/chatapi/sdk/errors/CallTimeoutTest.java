package io.chatapi.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A call given one second against a server answering in three is caught by its type, {@link CallTimeoutException}, on
 * the synchronous, asynchronous and {@code withOptions} paths; the listener's outcome says {@code timeout} exactly
 * then; a write that timed out may have been processed, a read did not change anything; a broken connection is no
 * timeout.
 */
class CallTimeoutTest {
    private static ChatApiTestServer server;

    private final List<Outcome> outcomes = new CopyOnWriteArrayList<>();
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public void callFinished(CallFinished event) {
            outcomes.add(event.outcome());
        }
    };

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    private ChatApiClientBuilder builder() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .listener(listener);
    }

    private void slowTriggers() {
        server.faults()
                .onlyOn(Endpoint.LIST_TRIGGERS, Endpoint.CHANGE_TRIGGER_STATUS)
                .delay(Duration.ofSeconds(3), 1.0);
    }

    @Test
    void a_read_past_its_call_timeout_is_a_call_timeout_that_changed_nothing() {
        try (ChatApiClient client = builder().callTimeout(Duration.ofSeconds(1)).build()) {
            client.agents().list(); // authenticated: the timeout falls on the slow read itself
            slowTriggers();

            long start = System.nanoTime();
            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2_500));
            assertThat(e).isInstanceOf(CallTimeoutException.class).isNotInstanceOf(TokenChainTimeoutException.class);
            assertThat(((CallTimeoutException) e).mayHaveBeenProcessed()).isFalse();
            assertThat(e.getMessage()).startsWith("triggers.list: ");
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TIMEOUT);
    }

    @Test
    void a_write_past_its_call_timeout_is_a_call_timeout_that_may_have_been_processed() {
        try (ChatApiClient client = builder().callTimeout(Duration.ofSeconds(1)).build()) {
            client.agents().list();
            slowTriggers();

            Throwable e = catchThrowable(() -> client.triggers().setActive("2", false));

            assertThat(e).isInstanceOf(CallTimeoutException.class);
            assertThat(((CallTimeoutException) e).mayHaveBeenProcessed()).isTrue();
            assertThat(e.getMessage()).endsWith("(the request may have been processed)");
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TIMEOUT);
    }

    @Test
    void with_options_the_views_shorter_timeout_ends_the_call_with_the_same_type() {
        try (ChatApiClient client =
                builder().callTimeout(Duration.ofSeconds(30)).build()) {
            client.agents().list();
            slowTriggers();
            ChatApiClient quick = client.withOptions(
                    CallOptions.builder().callTimeout(Duration.ofSeconds(1)).build());

            assertThat(catchThrowable(() -> quick.triggers().list())).isInstanceOf(CallTimeoutException.class);
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TIMEOUT);
    }

    @Test
    void the_async_client_fails_its_future_with_the_same_type() {
        try (ChatApiClient client = builder().callTimeout(Duration.ofSeconds(1)).build()) {
            client.agents().list();
            slowTriggers();

            Throwable e = catchThrowable(
                    () -> client.async().call(c -> c.triggers().list()).join());

            assertThat(e).isInstanceOf(CompletionException.class).hasCauseInstanceOf(CallTimeoutException.class);
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TIMEOUT);
    }

    @Test
    void a_read_timeout_of_one_exchange_is_a_call_timeout_too() {
        try (ChatApiClient client = builder()
                .readTimeout(Duration.ofSeconds(1))
                .readRetries(0)
                .callTimeout(Duration.ofSeconds(30))
                .build()) {
            client.agents().list();
            slowTriggers();

            assertThat(catchThrowable(() -> client.triggers().list())).isInstanceOf(CallTimeoutException.class);
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TIMEOUT);
    }

    @Test
    void a_timeout_while_authenticating_is_a_call_timeout() {
        server.faults().onlyOn(Endpoint.AUTHENTICATE).delay(Duration.ofSeconds(3), 1.0);
        try (ChatApiClient client = builder().callTimeout(Duration.ofSeconds(1)).build()) {
            Throwable e = catchThrowable(() -> client.agents().list());

            assertThat(e).isInstanceOf(CallTimeoutException.class);
            assertThat(e.getMessage()).startsWith("agents.list: authentication request failed: ");
        }
        assertThat(outcomes).containsExactly(Outcome.TIMEOUT);
    }

    @Test
    void a_broken_connection_is_a_transport_failure_and_no_timeout() {
        try (ChatApiClient client = builder().callTimeout(Duration.ofSeconds(1)).build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

            Throwable e = catchThrowable(() -> client.triggers().setActive("2", false));

            assertThat(e).isInstanceOf(TransportException.class).isNotInstanceOf(CallTimeoutException.class);
        }
        assertThat(outcomes).containsExactly(Outcome.SUCCESS, Outcome.TRANSPORT_FAILURE);
    }
}

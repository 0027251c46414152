package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code withOptions}: a view of the client whose calls have their own timeout and read retries, on the client's token
 * chain and connections, against the in-memory server.
 */
class CallOptionsTest {
    private static ChatApiTestServer server;

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

    private static ChatApiClientBuilder builder() {
        return ChatApiClient.builder().baseUrl(server.baseUrl()).apiKey(server.apiKey());
    }

    private static CallOptions timeout(Duration timeout) {
        return CallOptions.builder().callTimeout(timeout).build();
    }

    private static final CallOptions NO_RETRIES =
            CallOptions.builder().readRetries(0).build();

    @Test
    void a_view_with_a_short_timeout_gives_up_while_the_client_keeps_its_own() {
        try (ChatApiClient client =
                builder().callTimeout(Duration.ofSeconds(20)).build()) {
            ChatApiClient quick = client.withOptions(timeout(Duration.ofMillis(300)));
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofMillis(1_200), 1.0);

            long started = System.nanoTime();
            Throwable failure = catchThrowable(() -> quick.triggers().list());
            long quickMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);

            assertThat(failure).isInstanceOf(TransportException.class);
            assertThat(quickMillis).isLessThan(1_100);
            assertThat(client.triggers().list()).isNotEmpty(); // the client waits out the delay
        }
    }

    @Test
    void a_view_without_retries_fails_where_the_client_retries() {
        try (ChatApiClient client = builder().readRetries(2).build()) {
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
            assertThat(catchThrowable(
                            () -> client.withOptions(NO_RETRIES).triggers().list()))
                    .isInstanceOf(UnexpectedHttpStatusException.class);
            assertThat(server.counters().requests(Endpoint.LIST_TRIGGERS)).isEqualTo(1);

            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
            assertThat(client.triggers().list()).isNotEmpty();
            assertThat(server.counters().requests(Endpoint.LIST_TRIGGERS)).isEqualTo(3);
        }
    }

    @Test
    void a_view_shares_the_clients_token_chain_and_connection_pool() {
        OkHttpClient http = new OkHttpClient();
        int chainsBefore = server.liveTokenChains(); // other tests' clients leave theirs
        try (ChatApiClient client = builder().httpClient(http).build()) {
            ChatApiClient view = client.withOptions(NO_RETRIES);
            for (int i = 0; i < 5; i++) {
                client.agents().list();
                view.agents().list();
                view.withOptions(timeout(Duration.ofSeconds(5))).domains().list();
            }

            // One authentication, one chain: the view's calls carried the tokens the client's replies brought.
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
            assertThat(server.counters().tokenViolations()).isZero();
            assertThat(server.liveTokenChains()).isEqualTo(chainsBefore + 1);
            assertThat(http.connectionPool().connectionCount()).isEqualTo(1);
        } finally {
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }
    }

    @Test
    void closing_a_view_leaves_the_client_open_and_closing_the_client_ends_its_views() {
        ChatApiClient client = builder().build();
        ChatApiClient view = client.withOptions(NO_RETRIES);

        view.close();
        assertThat(client.agents().list()).isNotEmpty();
        assertThat(view.agents().list()).isNotEmpty();

        client.close();
        assertThatThrownBy(() -> view.agents().list())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThat(catchThrowable(
                        () -> view.async().call(c -> c.agents().list()).join()))
                .hasCauseInstanceOf(IllegalStateException.class);
    }

    @Test
    void a_view_of_a_view_keeps_what_it_does_not_set() {
        try (ChatApiClient client =
                builder().callTimeout(Duration.ofSeconds(20)).build()) {
            ChatApiClient quickWithoutRetries =
                    client.withOptions(timeout(Duration.ofMillis(300))).withOptions(NO_RETRIES);
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofMillis(1_200), 1.0);

            long started = System.nanoTime();
            assertThat(catchThrowable(() -> quickWithoutRetries.triggers().list()))
                    .isInstanceOf(TransportException.class);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started))
                    .isLessThan(1_100);
            assertThat(quickWithoutRetries.toString())
                    .contains("callTimeout=PT0.3S", "readRetries=0")
                    .doesNotContain(server.apiKey());
        }
    }

    @Test
    void a_view_with_a_larger_reply_limit_reads_what_the_client_refuses_as_too_large() {
        try (ChatApiClient client = builder().maxReplyBytes(1024).build()) {
            ChatApiClient roomy = client.withOptions(
                    CallOptions.builder().maxReplyBytes(1 << 20).build());

            assertThat(catchThrowable(() -> client.agents().list()))
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasRootCauseMessage("reply body exceeds the limit of 1024 bytes");
            assertThat(roomy.agents().list()).isNotEmpty();
            assertThat(roomy.tickets().list()).isNotEmpty();
            assertThat(catchThrowable(() -> client.agents().list()))
                    .as("the client keeps its own limit")
                    .isInstanceOf(UndecodableReplyException.class);
            assertThat(roomy.toString()).contains("maxReplyBytes=1048576");
        }
    }

    @Test
    void raw_replies_and_async_calls_work_through_a_view() throws Exception {
        try (ChatApiClient client = builder().build()) {
            ChatApiClient view = client.withOptions(NO_RETRIES);

            RawReply<List<Agent>> direct = view.withRawReply(c -> c.agents().list());
            RawReply<List<Agent>> nested =
                    client.withRawReply(c -> c.withOptions(NO_RETRIES).agents().list());
            List<Agent> queued = view.async().call(c -> c.agents().list()).get(10, TimeUnit.SECONDS);

            assertThat(direct.status()).isEqualTo(1);
            assertThat(nested.value()).hasSameSizeAs(direct.value());
            assertThat(queued).hasSameSizeAs(direct.value());
        }
    }

    @Test
    void bad_options_are_refused_naming_the_parameter() {
        try (ChatApiClient client = builder().build()) {
            assertThatThrownBy(() -> client.withOptions(null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("options");
        }
        assertThatThrownBy(() -> CallOptions.builder().callTimeout(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callTimeout");
        assertThatThrownBy(() -> CallOptions.builder().callTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callTimeout");
        assertThatThrownBy(() -> CallOptions.builder().readRetries(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("readRetries");
        assertThatThrownBy(() -> CallOptions.builder().readRetries(11))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("readRetries");
        assertThatThrownBy(() -> CallOptions.builder().maxReplyBytes(1023))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxReplyBytes");
        assertThatThrownBy(() -> CallOptions.builder().maxReplyBytes(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxReplyBytes");
        assertThat(CallOptions.builder().maxReplyBytes(4096).build().maxReplyBytes())
                .hasValue(4096);
        assertThat(CallOptions.builder().build().maxReplyBytes()).isEmpty();
        assertThat(CallOptions.builder().build().callTimeout()).isEmpty();
        assertThat(CallOptions.builder().readRetries(0).build())
                .hasToString("CallOptions[callTimeout=client's, readRetries=0]");
    }
}

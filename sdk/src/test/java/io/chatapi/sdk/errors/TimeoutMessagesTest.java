package io.chatapi.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A timeout's message says which timeout ran out and its value (#49 item 6), not only its cause's class. */
class TimeoutMessagesTest {
    private ChatApiTestServer server;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void a_read_timeout_names_the_read_timeout_and_its_value() {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .readTimeout(Duration.ofMillis(300))
                .callTimeout(Duration.ofSeconds(20))
                .readRetries(0)
                .build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofSeconds(2), 1.0);

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e)
                    .isInstanceOf(CallTimeoutException.class)
                    .hasMessageContaining("the read timeout of 300 ms ran out");
        }
    }

    @Test
    void a_call_timeout_names_the_call_timeout_and_its_value() {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .callTimeout(Duration.ofMillis(800))
                .build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofSeconds(2), 1.0);

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(CallTimeoutException.class).hasMessageContaining("the call timeout of 800 ms");
        }
    }
}

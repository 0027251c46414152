package io.chatapi.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/** Starts the example application against the in-memory server, as an operator would start it against the service. */
class ChatApiExampleApplicationTest {
    @Test
    void the_application_starts_makes_its_calls_publishes_their_metrics_and_closes_the_client_on_shutdown() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            ConfigurableApplicationContext context = SpringApplication.run(
                    ChatApiExampleApplication.class,
                    "--server.port=0",
                    "--chatapi.base-url=" + server.baseUrl(),
                    "--chatapi.api-key=" + server.apiKey());
            ChatApiClient client = context.getBean(ChatApiClient.class);
            try {
                assertThat(context.getBean(ShopReport.class).lastReport())
                        .startsWith("4 agents; 5 domains: ")
                        .contains("shop.example.com", "sklep.example.pl");
                assertThat(server.counters().requests(Endpoint.LIST_AGENTS)).isEqualTo(1);
                assertThat(server.counters().requests(Endpoint.LIST_DOMAINS)).isEqualTo(1);
                assertThat(context.getBean(MeterRegistry.class)
                                .get("chatapi.client.calls")
                                .tag("operation", "agents.list")
                                .tag("outcome", "success")
                                .timer()
                                .count())
                        .isEqualTo(1);
            } finally {
                context.close();
            }

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("closed");
            assertThat(server.counters().totalRequests()).isEqualTo(3); // authentication and the two lists
        }
    }
}

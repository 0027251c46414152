package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Mode;
import io.chatapi.testkit.TestData;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** README's onboarding: its request budget, and that it runs twice without harm. */
class OnboardingExampleTest {

    @ParameterizedTest
    @EnumSource(Mode.class)
    void the_onboarding_takes_at_most_20_requests_and_a_second_run_keeps_the_plug_in_token(Mode mode) {
        try (ChatApiTestServer server = ChatApiTestServer.builder()
                        .mode(mode)
                        .data(TestData.empty())
                        .build();
                ChatApiClient client = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .build()) {
            OnboardingExample.onboard(client, "pw-ann-1", "pw-bob-1");

            // 1 auth + register 3 (check, write, read back) + agents 4 (list, 2 adds, list) + 2 assigns
            // + trigger 3 (list, add, list) + aliases 5 (list, 3 adds, list) + 1 edit
            assertThat(server.counters().totalRequests()).isEqualTo(19).isLessThanOrEqualTo(20);
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
            assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
            Domain shop = client.domains().findByAddress("shop.example.com").orElseThrow();
            String token = shop.pluginToken().orElseThrow();
            assertThat(shop.agentCount()).contains(2);
            assertThat(client.triggers().find("Cart help", shop.id()))
                    .flatMap(t -> t.message())
                    .contains("Need a hand with your cart?");
            assertThat(client.aliases().list())
                    .extracting(a -> a.name().orElse(""))
                    .contains("hi", "ship", "bye");

            server.counters().reset();
            try (ChatApiClient again = ChatApiClient.builder() // a second run, as a new process would make it
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .build()) {
                OnboardingExample.onboard(again, "pw-ann-1", "pw-bob-1");
            }
            long secondRun = server.counters().totalRequests();

            assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isZero();
            assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isZero();
            assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isZero();
            assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isZero();
            // 1 auth + 4 lists + 2 refused assigns, each checked with the agent's domains + 1 edit; a strict
            // server's refusals bring no new token, so the call after each authenticates again
            assertThat(secondRun).isEqualTo(mode == Mode.TIDY ? 10 : 12);
            assertThat(client.domains().pluginToken(shop.id())).isEqualTo(token);
            List<Agent> assigned = client.domains().agents(shop.id());
            assertThat(assigned).extracting(a -> a.email().orElse("")).contains("ann@example.com", "bob@example.com");
            assertThat(client.aliases().list())
                    .extracting(Alias::name)
                    .filteredOn(
                            n -> n.isPresent() && List.of("hi", "ship", "bye").contains(n.get()))
                    .hasSize(3);
        }
    }
}

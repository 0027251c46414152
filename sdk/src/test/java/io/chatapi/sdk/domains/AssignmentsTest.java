package io.chatapi.sdk.domains;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Mode;
import io.chatapi.testkit.TestData;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Assigning a team to shops again is a success that costs a read per agent: no refused write, no "failed" line in
 * the log, and on a server whose refusals bring no new token, no fresh authentication either.
 */
class AssignmentsTest {
    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.INFO);

    @ParameterizedTest
    @EnumSource(Mode.class)
    void a_team_assigned_again_to_its_shops_costs_one_read_per_agent_and_shop_and_no_write(Mode mode) {
        try (ChatApiTestServer server = ChatApiTestServer.builder()
                        .mode(mode)
                        .data(TestData.empty())
                        .build();
                ChatApiClient client = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .build()) {
            List<String> shops = List.of("a.example.com", "b.example.com").stream()
                    .map(a -> client.domains().add(new NewDomain(a)).id())
                    .toList();
            List<Agent> team =
                    client.agents().ensure(List.of(agent("ann@example.com"), agent("bob@example.com"))).stream()
                            .map(Ensured::record)
                            .toList();
            server.counters().reset();

            List<List<Ensured<Agent>>> first = shops.stream()
                    .map(s -> client.domains().assignAgents(s, team))
                    .toList();

            assertThat(first)
                    .allSatisfy(r -> assertThat(r).extracting(Ensured::outcome).containsOnly(Outcome.CREATED));
            assertThat(server.counters().requestsByEndpoint())
                    .as("a team just added is on no domain: no read")
                    .isEqualTo(Map.of(Endpoint.ASSIGN_AGENT, 4L));

            List<Agent> listed = client.agents().list();
            server.counters().reset();
            log.clear();
            List<List<Ensured<Agent>>> again = shops.stream()
                    .map(s -> client.domains().assignAgents(s, listed))
                    .toList();
            WriteResult one =
                    client.domains().assignAgent(shops.get(0), listed.get(0).id());

            assertThat(again)
                    .allSatisfy(r -> assertThat(r).extracting(Ensured::outcome).containsOnly(Outcome.UNCHANGED));
            assertThat(one.status()).isEqualTo(-1);
            assertThat(server.counters().requestsByEndpoint())
                    .as("a read per agent and shop, and one for the single assignment: no write, no authentication")
                    .isEqualTo(Map.of(Endpoint.AGENT_DOMAINS, 5L));
            assertThat(log.messages(Level.INFO)).as("nothing failed").noneMatch(l -> l.contains("failed"));
            assertThat(client.domains().agents(shops.get(1)))
                    .extracting(Agent::id)
                    .containsExactlyInAnyOrderElementsOf(
                            team.stream().map(Agent::id).toList());
        }
    }

    private static NewAgent agent(String email) {
        return NewAgent.builder().email(email).name(email).password("pw-1").build();
    }
}

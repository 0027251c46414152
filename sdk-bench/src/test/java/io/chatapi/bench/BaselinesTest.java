package io.chatapi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentSeats;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Quick checks that each benchmark's two sides do the same work, so the ratios compare like with like. */
class BaselinesTest {
    private static ChatApiTestServer server;
    private static ChatApiClient sdk;
    private static HandClient hand;
    private static HandFields fields;

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
        sdk = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        hand = new HandClient(server.baseUrl(), server.apiKey());
        fields = new HandFields(hand.mapper());
    }

    @AfterAll
    static void stop() {
        sdk.close();
        hand.close();
        server.close();
    }

    @Test
    void theHandWrittenAgentListPullsWhatTheSdkReads() {
        List<Agent> typed = sdk.agents().list();
        AgentSeats seats = sdk.agents().seats();
        List<Object[]> pulled = fields.agents(hand.get("users/list"));

        assertThat(pulled).hasSize(typed.size() + 1);
        for (int i = 0; i < typed.size(); i++) {
            Agent agent = typed.get(i);
            assertThat(pulled.get(i)[0]).isEqualTo(agent.id());
            assertThat(pulled.get(i)[1]).isEqualTo(agent.name().orElseThrow());
            assertThat(pulled.get(i)[6]).isEqualTo(agent.domainCount().orElseThrow());
        }
        assertThat(pulled.get(pulled.size() - 1))
                .containsExactly(
                        seats.maxSubscribedAgents().orElseThrow(),
                        seats.currentSubscribedAgents().orElseThrow());
    }

    @Test
    void theHandWrittenConversationDecodesClientDataAndAgentLikeTheSdk() {
        String id = sdk.tickets().list().get(0).id();
        Conversation typed = sdk.tickets().get(id);
        List<Object[]> pulled = fields.conversation(hand.get("messages/showmessage/" + id));

        assertThat(pulled).hasSize(typed.messages().size());
        ConversationMessage first = typed.messages().get(0);
        Object[] entry = pulled.get(0);
        assertThat(entry[3]).isEqualTo(first.timeSent().orElseThrow());
        assertThat(entry[5]).as("client data parsed from its JSON text").isNotNull();
        assertThat(((Object[]) entry[10])[0])
                .isEqualTo(first.agent().orElseThrow().id());
    }

    @Test
    void streamingTheTicketListHandsOverTheSameTicketsAsListingThem() {
        List<Ticket> streamed = new ArrayList<>();
        sdk.tickets().forEach(streamed::add);

        assertThat(streamed).isNotEmpty().isEqualTo(sdk.tickets().list());
    }

    @Test
    void theUsersOwnPojoMappingReadsTheSameTicketsAsTheSdk() throws Exception {
        DecodeBench bench = new DecodeBench(TicketListBytes.build(3));

        assertThat(bench.userPojos().messages)
                .extracting(m -> m.id)
                .isEqualTo(bench.sdkList().stream().map(Ticket::id).toList());
    }

    @Test
    void theDecodeBenchmarkListCarriesTheGeolocationOfEachConversation() throws Exception {
        byte[] body = TicketListBytes.build(3);

        List<String> geo = new ArrayList<>();
        hand.mapper()
                .readTree(body)
                .path("messages")
                .forEach(m -> geo.add(m.path("geoinfo").asText()));
        assertThat(geo.subList(geo.size() - 3, geo.size()))
                .allSatisfy(g -> assertThat(g).startsWith("{\"user_ip\""));
        assertThat(geo).allSatisfy(g -> assertThat(g).matches("\\{.*\\}|no data"));
    }

    @Test
    void theDecodeReferenceReadsTheGeolocationTheSdkDecodes() throws Exception {
        DecodeBench bench = new DecodeBench(TicketListBytes.build(3));

        List<String> sdkIps = new ArrayList<>();
        bench.sdkStreamed(
                ticket -> ticket.geoInfo().ifPresent(geo -> sdkIps.add(geo.ip().orElseThrow())));
        List<String> handIps = new ArrayList<>();
        bench.jacksonReadTreeAndGeoInfo(geo -> handIps.add(geo.path("user_ip").asText()));

        assertThat(handIps).isNotEmpty().isEqualTo(sdkIps);
    }
}

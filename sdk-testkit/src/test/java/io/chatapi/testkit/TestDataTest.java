package io.chatapi.testkit;

import static io.chatapi.testkit.AgentEndpointsTest.fieldNames;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class TestDataTest {

    @Test
    void theDefaultSeedHasSeveralOfEverything() {
        TestData data = TestData.defaults();

        assertThat(data.agentCount()).isEqualTo(4);
        assertThat(data.domainCount()).isEqualTo(5);
        assertThat(data.triggerCount()).isEqualTo(4);
        assertThat(data.aliasCount()).isEqualTo(4);
        assertThat(data.ticketCount()).isEqualTo(4);
    }

    @Test
    void toBuilderAddsToACopyAndLeavesTheOriginalAlone() {
        TestData defaults = TestData.defaults();

        TestData more = defaults.toBuilder()
                .domain("d-new", "new.example", 2)
                .syntheticTickets(3)
                .build();

        assertThat(more.domainCount()).isEqualTo(6);
        assertThat(more.ticketCount()).isEqualTo(7);
        assertThat(defaults.domainCount()).isEqualTo(5);
    }

    @Test
    void syntheticTicketsAreNumberedAfterTheSeedsAndServedWithFullClientData() {
        // A thousand keeps the suite fast; benchmarks use TestData.withTickets(10_000), about 40 MB of list.
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.withTickets(1_000)).build()) {
            WireClient client = WireClient.authenticated(server);
            JsonNode messages = client.get("messages/list").json().get("messages");

            assertThat(messages).hasSize(1_004);
            JsonNode last = messages.get(1_003);
            assertThat(last.get("id").asText()).isEqualTo("2004");
            assertThat(last.at("/chat_user_data/user_info/email").asText()).isEqualTo("client2004@example.com");
            assertThat(fieldNames(last.get("chat_user_data"))).hasSize(6);
            assertThat(client.get("messages/showmessage/2004").json().get("messages"))
                    .hasSizeBetween(2, 4);
        }
    }

    @Test
    void anEmptySeedServesEmptyListsAndAcceptsAFirstAgent() {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            WireClient client = WireClient.authenticated(server);

            assertThat(fieldNames(client.get("users/list").json()))
                    .containsExactly("status", "maxUsersSub", "currentUsersSub");
            assertThat(client.get("messages/list").body()).isEqualTo("{\"status\":1,\"messages\":[]}");
            assertThat(client.postForm("users/add", "login=a%40example.com&name=A&password=p")
                            .status())
                    .isEqualTo(2);
            assertThat(client.get("users/list").json().get("currentUsersSub").intValue())
                    .isEqualTo(1);
        }
    }

    @Test
    void theSameSeedCreatesTheSameIdsAndTokens() {
        String first = registerAndList();
        String second = registerAndList();

        assertThat(first).isEqualTo(second).contains("fresh.example");
    }

    @Test
    void theBuilderRejectsInconsistentRecords() {
        TestData.Builder builder =
                TestData.builder().agent("a", "A", "a@example.com", "admin").domain("d", "d.example", 1);

        assertThatThrownBy(() -> builder.agent("a", "B", "b@example.com", "agent"))
                .hasMessage("duplicate agent id: a");
        assertThatThrownBy(() -> builder.agent("b", "B", "A@EXAMPLE.COM", "agent"))
                .hasMessage("duplicate agent e-mail");
        assertThatThrownBy(() -> builder.agent("b", "B", "b@example.com", "owner"))
                .hasMessageStartingWith("role must be admin or agent");
        assertThatThrownBy(() -> builder.agent("b", "B", "b@example.com", "agent", "", "busy", 1))
                .hasMessageStartingWith("status must be online, away or offline");
        assertThatThrownBy(() -> builder.domain("e", "e.example", 5)).hasMessageStartingWith("shop code must be 0..4");
        assertThatThrownBy(() -> builder.assign("a", "nope")).hasMessage("unknown domain: nope");
        assertThatThrownBy(() -> builder.trigger("1", "nope", "n", "u", "m", 1, true))
                .hasMessage("unknown domain: nope");
        assertThatThrownBy(() -> builder.alias("1", "n", "t", "nope")).hasMessage("unknown domain: nope");
        assertThatThrownBy(() -> builder.ticket("1", t -> t.domain("d").agent("a")))
                .hasMessage("ticket 1 needs at least one message");
        assertThatThrownBy(() -> builder.ticket(
                                "1", t -> t.domain("d").agent("zzz").clientMessage("hi"))
                        .build())
                .hasMessage("unknown agent: zzz");
        assertThatThrownBy(() -> TestData.builder().syntheticTickets(1)).isInstanceOf(IllegalStateException.class);
    }

    private static String registerAndList() {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            WireClient client = WireClient.authenticated(server);
            client.postForm("chat/registerdomain", "domain=fresh.example");
            return client.get("domains/list").body();
        }
    }
}

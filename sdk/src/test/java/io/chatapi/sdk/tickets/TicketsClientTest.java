package io.chatapi.sdk.tickets;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Instant;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** The requests the tickets client sends and what it makes of the replies. */
class TicketsClientTest {
    private static final String LIST = fixture("tickets/list.json");
    private static final String SHOW = fixture("tickets/show.json");

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private MockChatServer wire;

    private MockChatServer wire() {
        if (wire == null) {
            wire = new MockChatServer(server);
        }
        return wire;
    }

    private ChatApiClient client() {
        return wire().clientBuilder().readRetries(0).build();
    }

    @Test
    void list_authenticates_first_then_sends_get_messages_list_with_the_token_of_that_reply() {
        try (ChatApiClient client = client()) {
            wire().auth().reply(LIST);

            List<Ticket> tickets = client.tickets().list();

            wire().takeAuth();
            RecordedRequest list = wire().take();
            assertThat(list.getMethod()).isEqualTo("GET");
            assertThat(path(list)).isEqualTo("messages/list");
            assertThat(list.getUrl().query()).isNull();
            assertThat(list.getHeaders().get("x-user-token")).isEqualTo("tok-1");
            assertThat(tickets).extracting(t -> t.id()).containsExactly("812", "813");
            assertThat(tickets.get(0).timeSent()).contains(Instant.ofEpochSecond(1716380112L));
            assertThat(tickets.get(0)
                            .clientData()
                            .orElseThrow()
                            .cart()
                            .orElseThrow()
                            .totals())
                    .hasSize(1);
        }
    }

    @Test
    void get_sends_the_sample_path_form_with_the_ticket_id_and_decodes_the_conversation() {
        try (ChatApiClient client = client()) {
            wire().auth().reply(SHOW);

            Conversation conversation = client.tickets().get("812");

            wire().takeAuth();
            RecordedRequest show = wire().take();
            assertThat(show.getMethod()).isEqualTo("GET");
            assertThat(show.getTarget()).isEqualTo("/api/messages/showmessage/812");
            assertThat(show.getHeaders().get("x-user-token")).isEqualTo("tok-1");
            assertThat(conversation.ticketId()).isEqualTo("812");
            assertThat(conversation.messages()).hasSize(2);
            assertThat(conversation.messages())
                    .allSatisfy(m -> assertThat(m.agent()).isPresent());
            assertThat(conversation.messages().get(0).geoInfo().orElseThrow().countryCode())
                    .contains("PL");
            assertThat(conversation.raw().field("status").asInt()).isEqualTo(1);
        }
    }

    @Test
    void get_falls_back_to_the_described_path_form_on_404_and_keeps_using_it() {
        try (ChatApiClient client = client()) {
            // A front server's 404 carries no token, so the chain authenticates again before the retry.
            wire().auth().status(404).auth().reply(SHOW).reply(SHOW);

            Conversation first = client.tickets().get("812");
            Conversation second = client.tickets().get("813");

            wire().takeAuth();
            RecordedRequest sample = wire().take();
            assertThat(sample.getMethod()).isEqualTo("GET");
            assertThat(path(sample)).isEqualTo("messages/showmessage/812");
            assertThat(sample.getHeaders().get("x-user-token")).isEqualTo("tok-1");
            wire().takeAuth();
            RecordedRequest described = wire().take();
            assertThat(described.getMethod()).isEqualTo("GET");
            assertThat(path(described)).isEqualTo("messages/showmessages/812");
            assertThat(described.getHeaders().get("x-user-token")).isEqualTo("tok-2");
            RecordedRequest remembered = wire().take();
            assertThat(path(remembered)).isEqualTo("messages/showmessages/813");
            assertThat(remembered.getHeaders().get("x-user-token")).isEqualTo("tok-3");
            assertThat(first.messages()).hasSize(2);
            assertThat(second.ticketId()).isEqualTo("813");
        }
    }

    @Test
    void each_request_carries_the_token_of_the_reply_before_it() {
        try (ChatApiClient client = client()) {
            wire().auth().reply(LIST).reply(SHOW).reply(LIST);

            client.tickets().list();
            client.tickets().get("812");
            client.tickets().list();

            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-1");
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-3");
            assertThat(wire().requestCount()).isEqualTo(4);
        }
    }

    @Test
    void a_ticket_id_is_sent_as_one_encoded_path_segment() {
        try (ChatApiClient client = client()) {
            wire().auth().reply(SHOW);

            client.tickets().get("a/b?c");

            wire().takeAuth();
            assertThat(wire().take().getTarget()).isEqualTo("/api/messages/showmessage/a%2Fb%3Fc");
        }
    }

    @Test
    void an_unusable_ticket_id_is_refused_before_anything_is_sent() {
        try (ChatApiClient client = client()) {
            assertThatThrownBy(() -> client.tickets().get(" "))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("ticketId");
            assertThatThrownBy(() -> client.tickets().get(".."))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("ticketId");
            assertThatThrownBy(() -> client.tickets().get(null)).hasMessageStartingWith("ticketId");
            assertThat(wire().requestCount()).isZero();
        }
    }

    @Test
    void empty_lists_in_either_php_form_read_as_no_tickets() {
        try (ChatApiClient client = client()) {
            wire().auth().reply("{\"status\":1,\"messages\":[]}").reply("{\"status\":1,\"messages\":{}}");

            assertThat(client.tickets().list()).isEmpty();
            assertThat(client.tickets().get("812").messages()).isEmpty();
        }
    }

    @Test
    void messages_keyed_by_sequence_number_read_in_order() {
        try (ChatApiClient client = client()) {
            wire().auth().reply("{\"status\":1,\"messages\":{\"1\":{\"id\":\"7\"},\"2\":{\"id\":\"9\"}}}");

            assertThat(client.tickets().list()).extracting(t -> t.id()).containsExactly("7", "9");
        }
    }

    @Test
    void messages_keyed_with_a_counter_mixed_in_read_as_their_tickets_in_list_get_and_for_each() throws Exception {
        String keyed = "{\"status\":1,\"messages\":{\"0\":{\"id\":\"7\"},\"count\":2,\"5\":{\"id\":\"9\"}}}";
        try (ChatApiClient client = client()) {
            wire().auth().reply(keyed).reply(keyed).reply(keyed);
            List<String> each = new java.util.ArrayList<>();

            List<Ticket> listed = client.tickets().list();
            List<ConversationMessage> shown = client.tickets().get("812").messages();
            client.tickets().forEach(t -> each.add(t.id()));

            assertThat(listed).extracting(t -> t.id()).containsExactly("7", "9");
            assertThat(shown).extracting(m -> m.raw().field("id").asText()).containsExactly("7", "9");
            assertThat(each).containsExactly("7", "9");
            assertThat(listed.get(1).raw().tree()).isEqualTo(JsonCodec.readTree("{\"id\":\"9\"}"));
        }
    }

    @Test
    void one_ticket_sent_alone_as_an_object_reads_whole_in_list_and_for_each() {
        // Not keyed by sequence numbers: an object value (geoinfo) comes first, and the fields after it still count.
        String alone = "{\"status\":1,\"messages\":{\"geoinfo\":{\"country\":\"PL\"},\"id\":\"5\","
                + "\"body\":\"hello\"},\"count\":1}";
        try (ChatApiClient client = client()) {
            wire().auth().reply(alone).reply(alone);
            List<Ticket> each = new java.util.ArrayList<>();

            List<Ticket> listed = client.tickets().list();
            client.tickets().forEach(each::add);

            assertThat(listed).extracting(Ticket::id).containsExactly("5");
            assertThat(listed.get(0).body()).contains("hello");
            assertThat(each).extracting(Ticket::id).containsExactly("5");
            assertThat(each.get(0).body()).contains("hello");
        }
    }

    @Test
    void a_reply_without_messages_is_a_rejection_carrying_the_server_text() {
        try (ChatApiClient client = client()) {
            wire().auth().reply("{\"status\":0,\"content\":\"No access to tickets\"}");

            assertThatThrownBy(() -> client.tickets().list())
                    .isInstanceOf(RequestRejectedException.class)
                    .satisfies(e -> assertThat(((RequestRejectedException) e).serverMessage())
                            .isEqualTo("No access to tickets"));
        }
    }

    @Test
    void one_unreadable_entry_does_not_fail_the_list() {
        try (ChatApiClient client = client()) {
            wire().auth()
                    .reply(
                            "{\"status\":1,\"messages\":[{\"id\":\"1\",\"chat_user_data\":\"{garbled\",\"time_send\":\"yesterday\"},"
                                    + "\"not an entry\",{\"id\":\"2\",\"time_send\":\"1716390000\"}]}");

            List<Ticket> tickets = client.tickets().list();

            assertThat(tickets).extracting(t -> t.id()).containsExactly("1", "2");
            assertThat(tickets.get(0).clientData()).isEmpty();
            assertThat(tickets.get(0).timeSent()).isEmpty();
            assertThat(tickets.get(1).timeSent()).contains(Instant.ofEpochSecond(1716390000L));
        }
    }

    @Test
    void a_list_retried_after_a_reply_broken_midway_holds_each_ticket_once() {
        // list() decodes tickets while the reply is parsed: the two of the broken first try must not stay.
        try (ChatApiClient client = wire().clientBuilder().readRetries(1).build()) {
            wire().auth()
                    .reply("{\"status\":1,\"messages\":[{\"id\":\"1\"},{\"id\":\"2\"},!broken")
                    .reply("{\"status\":1,\"messages\":[{\"id\":\"1\"},{\"id\":\"2\"},{\"id\":\"3\"}]}");

            List<Ticket> tickets = client.tickets().list();

            assertThat(tickets).extracting(t -> t.id()).containsExactly("1", "2", "3");
            assertThat(wire().requestCount()).isEqualTo(3);
        }
    }

    @Test
    void messages_sent_as_json_text_read_as_the_tickets_it_holds() {
        try (ChatApiClient client = client()) {
            wire().auth().reply("{\"status\":1,\"messages\":\"[{\\\"id\\\":\\\"5\\\"}]\"}");

            assertThat(client.tickets().list()).extracting(t -> t.id()).containsExactly("5");
        }
    }

    @Test
    void the_list_cannot_be_changed() {
        try (ChatApiClient client = client()) {
            wire().auth().reply(LIST);

            List<Ticket> tickets = client.tickets().list();

            assertThatThrownBy(() -> tickets.remove(0)).isInstanceOf(UnsupportedOperationException.class);
        }
    }

    @Test
    void get_keeps_the_whole_reply_as_sent_as_the_conversations_raw_json() throws Exception {
        // The entries are decoded from the tokens, apart from the rest of the reply; raw() is still all of it.
        try (ChatApiClient client = client()) {
            wire().auth().reply(SHOW);

            Conversation conversation = client.tickets().get("812");

            assertThat(conversation.raw().tree()).isEqualTo(JsonCodec.readTree(SHOW));
            assertThat(conversation.raw().field("messages").size()).isEqualTo(2);
            assertThat(conversation.messages().get(1).raw().tree())
                    .isEqualTo(JsonCodec.readTree(SHOW).path("messages").get(1));
        }
    }

    @Test
    void get_retried_after_a_reply_broken_midway_holds_each_entry_once() {
        // The first entry is decoded before the parser meets the break; the retry must start afresh.
        String broken = SHOW.substring(0, SHOW.lastIndexOf("\"users\"")) + "!broken";
        try (ChatApiClient client = wire().clientBuilder().readRetries(1).build()) {
            wire().auth().reply(broken).reply(SHOW);

            Conversation conversation = client.tickets().get("812");

            assertThat(conversation.messages()).hasSize(2);
            assertThat(wire().requestCount()).isEqualTo(3);
        }
    }

    @Test
    void get_reads_entries_keyed_by_sequence_number_or_sent_as_json_text() {
        try (ChatApiClient client = client()) {
            wire().auth()
                    .reply("{\"status\":1,\"messages\":{\"1\":{\"body\":\"hi\"},\"2\":{\"body\":\"yes?\"}}}")
                    .reply("{\"status\":1,\"messages\":\"[{\\\"body\\\":\\\"hello\\\"}]\"}");

            assertThat(client.tickets().get("812").messages())
                    .extracting(m -> m.body().orElseThrow())
                    .containsExactly("hi", "yes?");
            assertThat(client.tickets().get("812").messages())
                    .extracting(m -> m.body().orElseThrow())
                    .containsExactly("hello");
        }
    }
}

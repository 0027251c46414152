package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** What a list read's reply holds: the fields around the list, as far as the body has been read. */
class OpenListReplyTest {
    private static final String REPLY =
            "{\"status\":1,\"before\":\"b\",\"messages\":[{\"id\":1},{\"id\":2}],\"after\":\"a\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    @Test
    void an_open_lists_reply_holds_what_came_before_the_list_until_the_list_is_read_to_its_end() {
        wire.auth().reply(REPLY);
        try (Transport transport = WireTransport.to(server.url("/api/")).build();
                OpenList<JsonNode> list = transport.readList(
                        ApiCall.to(Endpoints.TICKETS_LIST).build(), ListRead.open("messages", JsonNode.class))) {
            assertThat(list.reply().body().has("before")).isTrue();
            assertThat(list.reply().body().has("after")).isFalse();

            List<Integer> ids = new ArrayList<>();
            list.forEachRemaining(node -> ids.add(node.get("id").asInt()));

            assertThat(ids).containsExactly(1, 2);
            Reply whole = list.reply();
            assertThat(whole.body().get("after").asText()).isEqualTo("a");
            assertThat(whole.body().get("messages").size()).isZero();
            assertThat(list.reply()).as("built once the list is read").isSameAs(whole);
        }
    }

    @Test
    void what_an_open_lists_reply_says_is_read_from_all_of_it_once_the_list_is_read() {
        // The message comes after the list: the head, judged when the list is opened, has none.
        wire.auth().reply("{\"status\":1,\"messages\":[{\"id\":1}],\"message\":\"error: late\"}");
        try (Transport transport = WireTransport.to(server.url("/api/")).build();
                OpenList<JsonNode> list = transport.readList(
                        ApiCall.to(Endpoints.TICKETS_LIST).build(), ListRead.open("messages", JsonNode.class))) {
            assertThat(list.reply().isErrorMessage()).isFalse();

            list.forEachRemaining(node -> {});

            assertThat(list.reply().isErrorMessage()).isTrue();
            assertThat(list.reply().message()).isEqualTo("error: late");
        }
    }

    @Test
    void a_kept_lists_reply_is_the_whole_reply_without_the_list() {
        wire.auth().reply(REPLY);
        List<JsonNode> kept = new ArrayList<>();
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            OpenList<JsonNode> list = transport.readList(
                    ApiCall.to(Endpoints.TICKETS_LIST).build(), ListRead.into(kept, "messages", JsonNode.class));

            assertThat(kept).hasSize(2);
            assertThat(list.hasNext()).isFalse();
            assertThat(list.reply().body().get("before").asText()).isEqualTo("b");
            assertThat(list.reply().body().get("after").asText()).isEqualTo("a");
        }
    }
}

package io.chatapi.sdk.tickets.decode;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.json.StreamedArray;
import io.chatapi.sdk.tickets.TicketMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A ticket decoded from a streamed list keeps its JSON as text; through {@link RawJson} it behaves as
 * one kept as a tree: same content, copies handed out, equal to the tree form.
 */
class StreamedRawJsonTest {
    private static final String LIST = "{\"status\":1,\"messages\":[ {\"id\":\"7\", \"body\":\"Zażółć\","
            + " \"x\":{\"n\":[1, 2.50]}, \"geoinfo\":\"{\\\"os\\\" : \\\"Linux\\\"}\"} ]}";

    @Test
    void raw_json_of_a_streamed_ticket_reads_as_the_tree_it_came_from() throws IOException {
        TicketMessage ticket = only();
        JsonNode sent = JsonCodec.readTree(LIST).path("messages").get(0);

        assertThat(ticket.raw().isPresent()).isTrue();
        assertThat(ticket.raw().tree()).isEqualTo(sent);
        assertThat(ticket.raw().field("x")).isEqualTo(sent.get("x"));
        assertThat(ticket.raw().field("missing").isMissingNode()).isTrue();
        assertThat(ticket.raw().toString()).isEqualTo(sent.toString());
        assertThat(ticket.raw()).isEqualTo(RawJson.of(sent)).hasSameHashCodeAs(RawJson.of(sent));
        assertThat(RawJson.of(sent)).isEqualTo(ticket.raw());
        assertThat(ticket.geoInfo().orElseThrow().raw().tree()).isEqualTo(JsonCodec.readTree("{\"os\":\"Linux\"}"));
    }

    @Test
    void the_trees_it_hands_out_are_copies() throws IOException {
        TicketMessage ticket = only();
        ((ObjectNode) ticket.raw().tree()).put("id", "changed");
        ((ObjectNode) ticket.raw().field("x")).put("n", "changed");
        assertThat(ticket.raw().field("id").asText()).isEqualTo("7");
        assertThat(ticket.raw().tree().path("x").path("n").isArray()).isTrue();
    }

    private static TicketMessage only() throws IOException {
        List<TicketMessage> out = new ArrayList<>();
        StreamedArray.read(
                new ByteArrayInputStream(LIST.getBytes(StandardCharsets.UTF_8)),
                "messages",
                TicketReader::ticket,
                out::add);
        assertThat(out).hasSize(1);
        return out.get(0);
    }
}

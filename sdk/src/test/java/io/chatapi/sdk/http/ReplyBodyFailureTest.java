package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * A reply whose headers arrived but whose body did not: a write says it may have been processed (the
 * server answered, so it acted), a read is sent again; and a list read element by element holds to
 * {@code maxReplyBytes} to the byte, judged by the declared length before anything is read.
 */
class ReplyBodyFailureTest {
    private static final String LIST = "{\"status\":1,\"messages\":[{\"id\":1},{\"id\":2}]}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private static MockResponse cutMidBody() {
        return new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                .body("{\"status\":1,\"content\":\"agent added\"" + " ".repeat(100_000) + "}")
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE)
                .build();
    }

    @Test
    void a_write_whose_reply_breaks_off_midway_may_have_been_processed_and_says_so() {
        wire.auth().raw(cutMidBody());
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.getMessage())
                                .startsWith("agents.add: reading the reply failed: ")
                                .endsWith(" (the request may have been processed)");
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
        }
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_read_whose_reply_breaks_off_midway_is_read_again() {
        wire.auth().raw(cutMidBody()).reply("{\"status\":1,\"maxUsersSub\":\"5\"}");
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThat(transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()).status())
                    .isEqualTo(1);
        }
    }

    @Test
    void a_read_that_keeps_breaking_off_fails_without_claiming_it_may_have_been_processed() {
        wire.auth().raw(cutMidBody());
        try (Transport transport =
                WireTransport.to(server.url("/api/")).readRetries(0).build()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.getMessage()).startsWith("agents.list: reading the reply failed: ");
                        assertThat(e.getMessage()).doesNotContain("may have been processed");
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
    }

    @Test
    void a_list_read_element_by_element_of_exactly_the_limit_is_read_and_one_byte_more_is_refused_unread() {
        // Padded inside the object to the smallest limit a client accepts (1 KiB): whitespace is valid JSON.
        String list = LIST.substring(0, LIST.lastIndexOf('}')) + " ".repeat(1024) + "}";
        int limit = list.length();
        wire.auth().reply(list).reply(list + " ");
        List<Object> elements = new ArrayList<>();
        try (Transport transport = WireTransport.to(server.url("/api/"))
                .maxReplyBytes(limit)
                .readRetries(0)
                .build()) {
            transport.readList(
                    ApiCall.to(Endpoints.AGENTS_LIST).build(), ListRead.into(elements, "messages", JsonNode.class));
            assertThat(elements).hasSize(2);

            assertThatThrownBy(() -> transport.readList(
                            ApiCall.to(Endpoints.AGENTS_LIST).build(),
                            ListRead.into(elements, "messages", JsonNode.class)))
                    .isInstanceOfSatisfying(UndecodableReplyException.class, e -> assertThat(e.getCause())
                            .hasMessage("reply body exceeds the limit of " + limit + " bytes"));
        }
        assertThat(elements).isEmpty();
    }
}

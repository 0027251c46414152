package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * A list handed over element by element as it arrives is read again after a failure only while
 * nothing has been handed over: after that, a retry would hand the same elements over twice.
 */
class StreamedListRetryTest {
    private static final String WHOLE = "{\"status\":1,\"messages\":[{\"id\":1},{\"id\":2},{\"id\":3}]}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private Transport transport() {
        return WireTransport.to(server.url("/api/"))
                .readTimeout(Duration.ofMillis(400))
                .backoff(new Backoff(millis -> {}, bound -> bound))
                .build();
    }

    @Test
    void a_list_whose_connection_stalls_after_its_first_elements_fails_without_handing_them_over_again() {
        // The first 42 bytes hold the first two elements (the cursor binds one element ahead, so the first is
        // handed over once the second is in); the rest would come two seconds later, past the read timeout.
        wire.auth()
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-2")
                        .body(WHOLE)
                        .throttleBody(42, 2, TimeUnit.SECONDS)
                        .build())
                .auth()
                .reply(WHOLE);
        List<String> handed = new ArrayList<>();
        try (Transport transport = transport()) {
            assertThatThrownBy(() -> transport.readList(
                            ApiCall.to(Endpoints.AGENTS_LIST).build(),
                            ListRead.each(
                                    "messages",
                                    JsonNode.class,
                                    node -> handed.add(node.get("id").asText()))))
                    .isInstanceOf(TransportException.class);
        }
        assertThat(handed).containsExactly("1");
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_list_whose_connection_stalls_before_any_element_is_read_again_and_handed_over_once() {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-2")
                        .body(WHOLE)
                        .throttleBody(10, 2, TimeUnit.SECONDS)
                        .build())
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-3")
                        .body(WHOLE)
                        .build());
        List<String> handed = new ArrayList<>();
        try (Transport transport = transport()) {
            Reply rest = transport
                    .readList(
                            ApiCall.to(Endpoints.AGENTS_LIST).build(),
                            ListRead.each(
                                    "messages",
                                    JsonNode.class,
                                    node -> handed.add(node.get("id").asText())))
                    .reply();

            assertThat(rest.body().get("messages").size()).isZero();
        }
        assertThat(handed).containsExactly("1", "2", "3");
    }
}

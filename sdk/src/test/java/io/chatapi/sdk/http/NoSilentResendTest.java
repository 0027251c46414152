package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * A 503 that asks for a retry is answered by the SDK's own rule, never by OkHttp's: OkHttp on its own
 * sends a request answered {@code 503} with {@code Retry-After: 0} again at once, with the spent
 * token, which would repeat a write; and it breaks on a {@code Retry-After} past 2^31 seconds.
 */
class NoSilentResendTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private static MockResponse unavailable(String retryAfter) {
        return new MockResponse.Builder()
                .code(503)
                .addHeader("Retry-After", retryAfter)
                .build();
    }

    @Test
    void a_write_answered_503_with_retry_after_0_is_sent_once_and_may_have_been_processed() {
        wire.auth().raw(unavailable("0")).auth().reply("{\"status\":1,\"content\":\"agent added\"}");
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.httpStatus()).isEqualTo(503);
                        assertThat(e.retryAfter()).contains(Duration.ZERO);
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
        }
        wire.takeAuth();
        assertThat(MockChatServer.path(wire.take())).isEqualTo("users/add");
        assertThat(wire.requestCount()).as("the write went out once").isEqualTo(2);
    }

    @Test
    void a_read_answered_503_with_retry_after_0_is_read_again_once_by_the_sdk() {
        // The 503 page carries no token: the chain keeps tok-1 and the SDK's one retry sends it again.
        wire.auth().raw(unavailable("0")).reply(LIST);
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThat(transport
                            .send(ApiCall.to(Endpoints.AGENTS_LIST).build())
                            .body()
                            .get("maxUsersSub")
                            .asText())
                    .isEqualTo("5");
        }
        wire.takeAuth();
        wire.takeCarrying("tok-1");
        wire.takeCarrying("tok-1");
        assertThat(wire.requestCount())
                .as("no silent resend besides the SDK's one retry")
                .isEqualTo(3);
    }

    @Test
    void a_503_asking_for_more_seconds_than_an_int_holds_fails_as_that_status() {
        wire.auth().raw(unavailable("4294967296"));
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> assertThat(e.retryAfter())
                            .contains(Duration.ofSeconds(4_294_967_296L)));
        }
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_reply_that_is_not_a_503_keeps_its_retry_after_header_as_sent() {
        wire.raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-1")
                        .body("{\"status\":1}")
                        .build())
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-2")
                        .addHeader("Retry-After", "120")
                        .body(LIST)
                        .build());
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThat(transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()).redactedHeaders())
                    .containsEntry("Retry-After", java.util.List.of("120"))
                    .doesNotContainKey(RetryAfterShield.KEPT);
        }
    }
}

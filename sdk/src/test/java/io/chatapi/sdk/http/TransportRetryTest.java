package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The retry loop as a user meets it: which failures are sent again, how long the SDK waits first,
 * and that it honours {@code Retry-After}. The pauses are recorded instead of slept.
 */
class TransportRetryTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final List<Long> slept = new ArrayList<>();

    private Transport transport(HttpUrl baseUrl, Duration callTimeout) {
        return transport(baseUrl, callTimeout, new OkHttpClient());
    }

    private Transport transport(HttpUrl baseUrl, Duration callTimeout, OkHttpClient http) {
        // Jitter at its largest: each pause is the full step.
        return WireTransport.to(baseUrl)
                .http(http)
                .callTimeout(callTimeout)
                .logLevel(LogLevel.OFF)
                .backoff(new Backoff(slept::add, bound -> bound))
                .build();
    }

    private Transport transport() {
        return transport(server.url("/api/"), Duration.ofMinutes(5));
    }

    private static ApiCall list() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }

    private static MockResponse status(int code, String retryAfter) {
        MockResponse.Builder reply = new MockResponse.Builder().code(code);
        return (retryAfter == null ? reply : reply.addHeader("Retry-After", retryAfter)).build();
    }

    @Test
    void a_read_meeting_gateway_errors_pauses_longer_before_each_new_try() {
        // Gateway pages without a token: the chain keeps the token it sent, so no authentication between tries.
        wire.auth().raw(status(502, null)).raw(status(504, null)).reply(LIST);
        try (Transport transport = transport()) {
            assertThat(transport.send(list()).status()).isEqualTo(1);
        }
        assertThat(slept).containsExactly(20L, 40L);
    }

    @Test
    void a_read_waits_the_seconds_a_503_asks_for() {
        wire.auth().raw(status(503, "7")).auth().reply(LIST);
        try (Transport transport = transport()) {
            transport.send(list());
        }
        assertThat(slept).containsExactly(7_000L);
    }

    @Test
    void a_read_waits_until_the_http_date_a_429_names() {
        String inTwoMinutes = DateTimeFormatter.RFC_1123_DATE_TIME.format(
                ZonedDateTime.now(java.time.ZoneOffset.UTC).plusSeconds(120));
        wire.auth().raw(status(429, inTwoMinutes)).auth().reply(LIST);
        try (Transport transport = transport()) {
            transport.send(list());
        }
        assertThat(slept).singleElement().satisfies(pause -> assertThat(pause).isBetween(115_000L, 120_000L));
    }

    @Test
    void a_retry_after_beyond_the_call_timeout_fails_now_without_waiting() {
        wire.auth().raw(status(429, "120"));
        try (Transport transport = transport(server.url("/api/"), Duration.ofSeconds(60))) {
            assertThatThrownBy(() -> transport.send(list()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> assertThat(e.retryAfter())
                            .contains(Duration.ofSeconds(120)));
        }
        assertThat(slept).isEmpty();
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_status_that_would_come_back_the_same_is_not_tried_again() {
        wire.auth().raw(status(403, null));
        try (Transport transport = transport()) {
            assertThatThrownBy(() -> transport.send(list())).isInstanceOf(UnexpectedHttpStatusException.class);
        }
        assertThat(slept).isEmpty();
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_write_is_not_tried_again_even_when_asked_to_retry_after() {
        wire.auth().raw(status(503, "1"));
        try (Transport transport = transport()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "a@b.c")
                            .build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.retryAfter()).contains(Duration.ofSeconds(1));
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
        }
        assertThat(slept).isEmpty();
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_write_to_a_server_that_refuses_connections_fails_as_never_processed() {
        // The token comes on a connection the server closes; the server is gone before the write connects.
        wire.raw(new MockResponse.Builder()
                .addHeader("x-user-token", "tok-1")
                .addHeader("Connection", "close")
                .body("{\"status\":1}")
                .build());
        OkHttpClient shutsTheServerFirst = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (chain.request().url().encodedPath().contains("delete")) {
                        server.close();
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (Transport transport = transport(server.url("/api/"), Duration.ofSeconds(10), shutsTheServerFirst)) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_DELETE)
                            .path("uid", "a1")
                            .build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.getMessage()).startsWith("agents.delete: exchange failed");
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
    }

    @Test
    void a_one_form_endpoint_answering_404_is_not_sent_again() {
        wire.auth().raw(status(404, null));
        try (Transport transport = transport()) {
            assertThatThrownBy(() ->
                            transport.write(ApiCall.to(Endpoints.AGENTS_ADD).build()))
                    .isInstanceOf(UnexpectedHttpStatusException.class);
        }
        assertThat(wire.requestCount()).isEqualTo(2);
        assertThat(Endpoints.AGENTS_ADD.hasTwoForms()).isFalse();
        assertThat(Endpoints.AGENTS_LIST.hasTwoForms()).isTrue();
    }

    @Test
    void the_callers_own_interceptors_run_on_every_attempt_and_every_authentication() {
        List<String> seen = new ArrayList<>();
        OkHttpClient counting = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    seen.add(chain.request().url().encodedPath());
                    return chain.proceed(chain.request());
                })
                .build();
        // The 502 page keeps the chain's token; the refusal of the next try then makes it authenticate again.
        wire.auth()
                .raw(status(502, null))
                .replyWithoutToken("{\"status\":0,\"content\":\"Error - invalid token\"}")
                .auth()
                .reply(LIST);
        try (Transport transport = transport(server.url("/api/"), Duration.ofMinutes(1), counting)) {
            transport.send(list());
        }
        assertThat(seen)
                .containsExactly(
                        "/api/developer/inicialize",
                        "/api/users/list",
                        "/api/users/list",
                        "/api/developer/inicialize",
                        "/api/users/list");
    }
}

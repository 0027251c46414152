package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.options.ClientOptions;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which tokens the chain goes on with: any token of visible ASCII, spaces and tabs is sent on the
 * next request exactly as it came; one with a control character or DEL breaks the chain (the reply
 * that brought it stands, and the next call authenticates); a blank
 * token header counts as none, and the prose-named header is looked at instead.
 */
class TokenHeaderTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private static MockResponse withToken(String header, String token, String body) {
        return new MockResponse.Builder().addHeader(header, token).body(body).build();
    }

    private Transport transport() {
        return WireTransport.to(server.url("/api/")).build();
    }

    @ParameterizedTest
    @ValueSource(strings = {"a b", "a\tb", "~tok~", "!tok}", "tok 0x20-0x7e ~"})
    void a_token_of_visible_ascii_spaces_and_tabs_goes_on_the_next_request_as_it_came(String token) {
        wire.raw(withToken("x-user-token", token, "{\"status\":1}")).reply(LIST);
        try (Transport transport = transport()) {
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }
        wire.takeAuth();
        wire.takeCarrying(token);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tok\u007fdel", "tok\u001fus"})
    void a_token_with_a_control_character_or_del_is_never_sent_and_the_good_reply_is_kept(String token) {
        wire.raw(withToken("x-user-token", "tok-1", "{\"status\":1}"))
                .raw(new MockResponse.Builder()
                        .addHeaderLenient("x-user-token", token)
                        .body("{\"status\":1,\"content\":\"agent added\"}")
                        .build())
                .auth()
                .reply(LIST);
        try (Transport transport = transport()) {
            // The server handed out a new token, so it processed the write: the reply stands.
            assertThat(transport.write(ApiCall.to(Endpoints.AGENTS_ADD).build()).message())
                    .isEqualTo("agent added");
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }
        wire.takeAuth();
        wire.takeCarrying("tok-1");
        wire.takeAuth();
        wire.takeCarrying("tok-1");
        assertThat(wire.requestCount()).isEqualTo(4);
    }

    @Test
    void a_blank_token_header_counts_as_none_and_the_prose_named_header_is_used() {
        wire.raw(new MockResponse.Builder()
                        .addHeader("x-user-token", " ")
                        .addHeader("x-token-user", " prose-tok ")
                        .body("{\"status\":1}")
                        .build())
                .reply(LIST);
        try (Transport transport = transport()) {
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }
        wire.takeAuth();
        wire.takeCarrying("prose-tok");
    }

    @Test
    void printing_the_transport_or_its_settings_shows_the_address_and_never_the_key() {
        try (Transport transport = transport()) {
            assertThat(transport).hasToString("Transport[baseUrl=" + server.url("/api/") + "]");
        }
        ClientOptions config = ClientOptions.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey(MockChatServer.API_KEY)
                .userAgent("t")
                .maxReplyBytes(1024)
                .readRetries(0)
                .build();
        assertThat(config).hasToString("ClientOptions[baseUrl=" + server.url("/api/") + ", apiKey=[redacted]]");
    }
}

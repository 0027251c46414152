package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * What a caller sees of a reply: its headers with every token and cookie masked and everything else
 * as sent (with the key masked wherever it is quoted), and its payload fields by kind.
 */
class ReplyViewTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private Reply read(MockResponse reply) {
        wire.auth().raw(reply);
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            return transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }
    }

    @Test
    void token_and_cookie_headers_are_masked_and_the_others_are_kept_with_the_key_masked() {
        Reply reply = read(new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                // A second token header the SDK did not take its token from is a secret all the same.
                .addHeader("X-Token-User", "tok-other")
                .addHeader("Set-Cookie", "PHPSESSID=abc123; path=/")
                .addHeader("X-Powered-By", "PHP/8.1")
                .addHeader("X-Debug", "developer_token=" + MockChatServer.API_KEY)
                .body("{\"status\":1}")
                .build());

        Map<String, List<String>> headers = reply.redactedHeaders();

        assertThat(headers.get("x-user-token")).containsExactly("[redacted]");
        assertThat(headers.get("x-token-user")).containsExactly("[redacted]");
        assertThat(headers.get("set-cookie")).containsExactly("[redacted]");
        assertThat(headers.get("X-Powered-By")).containsExactly("PHP/8.1");
        assertThat(headers.get("X-Debug")).containsExactly("developer_token=[redacted]");
        assertThat(headers.toString()).doesNotContain("tok-").doesNotContain("abc123");
    }

    @Test
    void a_payload_field_is_offered_only_when_present_and_of_the_kind_asked_for() {
        Reply reply = read(new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                .body("{\"status\":1,\"content\":{\"id\":\"a1\"},\"total\":\"3\"}")
                .build());

        assertThat(reply.optional("content", JsonNode::isObject))
                .hasValueSatisfying(
                        content -> assertThat(content.get("id").asText()).isEqualTo("a1"));
        assertThat(reply.optional("content", JsonNode::isArray)).isEmpty();
        assertThat(reply.optional("missing", JsonNode::isObject)).isEmpty();
        assertThat(reply.raw().field("total").asText()).isEqualTo("3");
    }

    @Test
    void a_payload_field_sent_as_null_is_not_offered_whatever_kind_is_asked_for() {
        Reply reply = read(new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                .body("{\"status\":1,\"content\":null}")
                .build());

        assertThat(reply.optional("content", JsonNode::isValueNode)).isEmpty();
    }
}

package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.testing.MockChatServer;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both path forms of an endpoint, the fallback between them, and ids that must stay one segment. */
class PathFormTest {
    private static final String USER = "{\"status\":1,\"media\":{},\"content\":{\"user\":{\"uuid\":\"a1\"}}}";

    @StartStop
    MockWebServer server = new MockWebServer();

    @Test
    void the_sample_form_comes_first_and_404_falls_back_to_the_described_form_which_is_remembered() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().status(404).auth().reply(USER).reply(USER);

            client.agents().get("a1");
            client.agents().get("a1");

            wire.takeAuth();
            assertThat(path(wire.take())).isEqualTo("users/getuser/a1");
            wire.takeAuth(); // the 404 carried no token, so the chain starts again
            assertThat(path(wire.take())).isEqualTo("user/a1");
            RecordedRequest remembered = wire.take();
            assertThat(path(remembered)).isEqualTo("user/a1");
            assertThat(remembered.getHeaders().get("x-user-token")).isEqualTo("tok-3");
        }
    }

    @Test
    void a_405_also_falls_back_and_writes_fall_back_too_since_nothing_was_processed() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().status(405).auth().reply("{\"status\":2,\"content\":\"account deleted\"}");

            assertThat(client.agents().delete("a1").message()).isEqualTo("account deleted");

            wire.takeAuth();
            RecordedRequest sample = wire.take();
            assertThat(path(sample)).isEqualTo("users/delete/a1");
            assertThat(MockChatServer.form(sample)).containsExactly("uid=a1");
            wire.takeAuth();
            RecordedRequest described = wire.take();
            assertThat(path(described)).isEqualTo("user/delete");
            assertThat(MockChatServer.form(described)).containsExactly("uid=a1");
        }
    }

    @Test
    void a_404_on_both_forms_is_an_unexpected_status_that_was_not_processed() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().status(404).auth().status(404);

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.httpStatus()).isEqualTo(404);
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
    }

    @Test
    void a_pinned_form_is_the_only_one_used() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client =
                wire.clientBuilder().pathForm(PathForm.DESCRIBED).build()) {
            wire.auth().reply(USER).status(404);

            client.agents().get("a1");
            assertThatThrownBy(() -> client.agents().get("a1")).isInstanceOf(UnexpectedHttpStatusException.class);

            wire.takeAuth();
            assertThat(path(wire.take())).isEqualTo("user/a1");
            assertThat(path(wire.take())).isEqualTo("user/a1");
            assertThat(wire.requestCount()).isEqualTo(3);
        }
    }

    @Test
    void an_id_with_route_characters_stays_one_encoded_segment() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply(USER);

            client.agents().get("a/../b?x=1#frag");

            wire.takeAuth();
            RecordedRequest request = wire.take();
            assertThat(request.getUrl().encodedPath()).isEqualTo("/api/users/getuser/a%2F..%2Fb%3Fx=1%23frag");
            assertThat(request.getUrl().pathSegments()).containsExactly("api", "users", "getuser", "a/../b?x=1#frag");
            assertThat(request.getUrl().query()).isNull();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", ".", ".."})
    void a_blank_or_dot_id_is_refused_before_any_request(String id) {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            assertThatThrownBy(() -> client.agents().get(id))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("agentId");
            assertThatThrownBy(() -> client.agents().delete(id)).isInstanceOf(IllegalArgumentException.class);
            assertThat(wire.requestCount()).isZero();
        }
    }

    @Test
    void a_null_or_oversized_id_is_refused_before_any_request() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            assertThatThrownBy(() -> client.agents().get(null))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("agentId");
            assertThatThrownBy(() -> client.agents().get("x".repeat(201)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("agentId");
            assertThat(wire.requestCount()).isZero();
        }
    }
}

package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Both path forms of an endpoint, the fallback between them, and ids that must stay one segment. */
class PathFormTest {
    private static final String USER = "{\"status\":1,\"media\":{},\"content\":{\"user\":{\"uuid\":\"a1\"}}}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

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

    /**
     * Every endpoint with an id in its path; the ids equal to a sibling route's fixed word at that
     * place in the described form (refused); and the path the described form gives an ordinary id.
     */
    static Stream<Arguments> endpointsWithAnIdInThePath() {
        List<String> agentRoutes = List.of("edit", "delete", "logginghistory", "getuserdomains", "Delete", " edit ");
        List<String> triggerRoutes = List.of(
                "list",
                "addtriggers",
                "edittriggers",
                "changetriggerstatus",
                "delatetrigger",
                "gettrigger",
                "addtrigger",
                "deletetrigger",
                "LIST");
        List<String> none = List.of();
        return Stream.of(
                Arguments.of("agents.get", call((c, id) -> c.agents().get(id)), agentRoutes, "user/"),
                Arguments.of("agents.delete", call((c, id) -> c.agents().delete(id)), none, "user/delete"),
                Arguments.of(
                        "agents.signInHistory",
                        call((c, id) -> c.agents().signInHistory(id, 1)),
                        none,
                        "user/logginghistory/"),
                Arguments.of("agents.domains", call((c, id) -> c.agents().domains(id)), none, "user/getuserdomains/"),
                Arguments.of("domains.delete", call((c, id) -> c.domains().delete(id)), none, "domain/delete/"),
                Arguments.of(
                        "domains.pluginToken", call((c, id) -> c.domains().pluginToken(id)), none, "domains/gettoken/"),
                Arguments.of("triggers.get", call((c, id) -> c.triggers().get(id)), triggerRoutes, "triggers/"),
                Arguments.of(
                        "triggers.delete", call((c, id) -> c.triggers().delete(id)), none, "triggers/delatetrigger/"),
                Arguments.of("aliases.get", call((c, id) -> c.aliases().get(id)), none, "aliases/getalias/"),
                Arguments.of("aliases.delete", call((c, id) -> c.aliases().delete(id)), none, "aliases/delatealias/"),
                Arguments.of("tickets.get", call((c, id) -> c.tickets().get(id)), none, "messages/showmessages/"));
    }

    private static BiConsumer<ChatApiClient, String> call(BiConsumer<ChatApiClient, String> call) {
        return call;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpointsWithAnIdInThePath")
    void an_id_that_would_name_another_route_in_the_described_form_is_refused_before_sending(
            String operation, BiConsumer<ChatApiClient, String> call, List<String> refused, String describedPath) {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client =
                wire.clientBuilder().pathForm(PathForm.DESCRIBED).build()) {
            for (String id : refused) {
                assertThatThrownBy(() -> call.accept(client, id))
                        .as(operation + " with id '" + id + "'")
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("'" + id + "' is refused")
                        .hasMessageContaining("another endpoint");
            }
            assertThat(wire.requestCount()).isZero();

            // An ordinary id, and a route word that names nothing at this place, are sent as one segment.
            wire.auth();
            for (String id : List.of("a1", "list-9", refused.isEmpty() ? "delete" : "listing")) {
                wire.reply("{\"status\":1}");
                org.assertj.core.api.Assertions.catchThrowable(() -> call.accept(client, id));
                if (wire.requestCount() == 2) {
                    wire.takeAuth();
                }
                RecordedRequest sent = wire.take();
                assertThat(path(sent)).as(operation).startsWith(describedPath);
                assertThat(path(sent) + " " + MockChatServer.form(sent))
                        .as(operation)
                        .contains(id);
            }
        }
    }
}

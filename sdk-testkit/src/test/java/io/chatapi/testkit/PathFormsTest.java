package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.ADMIN_UUID;
import static io.chatapi.testkit.DefaultData.BLOG_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.FULL_TICKET_ID;
import static io.chatapi.testkit.DefaultData.SAM_UUID;
import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every path form of every endpoint answers with its success status; one fresh server state each. */
class PathFormsTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    /** The success status of each endpoint: the spec's where it gives one, the testkit's choice elsewhere. */
    private static final Map<Endpoint, Integer> SUCCESS = Map.ofEntries(
            Map.entry(Endpoint.AUTHENTICATE, 1),
            Map.entry(Endpoint.LIST_AGENTS, 1),
            Map.entry(Endpoint.GET_AGENT, 1),
            Map.entry(Endpoint.ADD_AGENT, 2),
            Map.entry(Endpoint.EDIT_AGENT, 1),
            Map.entry(Endpoint.DELETE_AGENT, 2),
            Map.entry(Endpoint.AGENT_SIGN_INS, 1),
            Map.entry(Endpoint.AGENT_DOMAINS, 1),
            Map.entry(Endpoint.LIST_DOMAINS, 1),
            Map.entry(Endpoint.REGISTER_DOMAIN, 2),
            Map.entry(Endpoint.DELETE_DOMAIN, 2),
            Map.entry(Endpoint.ASSIGN_AGENT, 1),
            Map.entry(Endpoint.REMOVE_AGENT, 1),
            Map.entry(Endpoint.DOMAIN_TOKEN, 0),
            Map.entry(Endpoint.LIST_TRIGGERS, 1),
            Map.entry(Endpoint.GET_TRIGGER, 1),
            Map.entry(Endpoint.ADD_TRIGGER, 2),
            Map.entry(Endpoint.EDIT_TRIGGER, 1),
            Map.entry(Endpoint.CHANGE_TRIGGER_STATUS, 1),
            Map.entry(Endpoint.DELETE_TRIGGER, 1),
            Map.entry(Endpoint.LIST_ALIASES, 1),
            Map.entry(Endpoint.GET_ALIAS, 1),
            Map.entry(Endpoint.ADD_ALIAS, 2),
            Map.entry(Endpoint.EDIT_ALIAS, 1),
            Map.entry(Endpoint.DELETE_ALIAS, 2),
            Map.entry(Endpoint.LIST_TICKETS, 1),
            Map.entry(Endpoint.GET_TICKET, 1));

    private static final Map<Endpoint, String> BODIES = Map.ofEntries(
            Map.entry(Endpoint.ADD_AGENT, "login=x%40example.com&name=X&password=p"),
            Map.entry(Endpoint.EDIT_AGENT, "uid=" + SAM_UUID + "&name=S"),
            Map.entry(Endpoint.DELETE_AGENT, "uid=" + SAM_UUID),
            Map.entry(Endpoint.REGISTER_DOMAIN, "domain=x.example&shop=1"),
            Map.entry(Endpoint.DELETE_DOMAIN, ""),
            Map.entry(Endpoint.ASSIGN_AGENT, "user=" + SAM_UUID + "&domain=" + SHOP_DOMAIN_UUID),
            Map.entry(Endpoint.REMOVE_AGENT, "uid=" + ADMIN_UUID + "&id=" + SHOP_DOMAIN_UUID),
            Map.entry(Endpoint.ADD_TRIGGER, "name=n&url=u&msg=m&time=1&domainid=" + SHOP_DOMAIN_UUID),
            Map.entry(Endpoint.EDIT_TRIGGER, "triggerId=1&name=n"),
            Map.entry(Endpoint.CHANGE_TRIGGER_STATUS, "id=1&status=0"),
            Map.entry(Endpoint.ADD_ALIAS, "name=n&text=t"),
            Map.entry(Endpoint.EDIT_ALIAS, "id=1&name=n"));

    static Stream<Arguments> everyPathForm() {
        return Stream.of(Endpoint.values())
                .flatMap(endpoint -> endpoint.pathForms().stream().map(form -> Arguments.of(endpoint, form)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyPathForm")
    void everyPathFormAnswersItsSuccessStatus(Endpoint endpoint, String form) {
        ChatApiTestServer server = SERVER.server();
        WireClient client =
                endpoint == Endpoint.AUTHENTICATE ? new WireClient(server) : WireClient.authenticated(server);
        String path = form.replace(":uid", endpoint == Endpoint.DELETE_AGENT ? SAM_UUID : ADMIN_UUID)
                .replace(":page", "2")
                .replace(":id", idFor(endpoint));
        if (endpoint == Endpoint.AUTHENTICATE) {
            path += "?developer_token=" + WireClient.encode(server.apiKey());
        }

        WireReply reply =
                "GET".equals(endpoint.method()) ? client.get(path) : client.postForm(path, BODIES.get(endpoint));

        assertThat(reply.code()).isEqualTo(200);
        assertThat(reply.status()).as(reply.body()).isEqualTo(SUCCESS.get(endpoint));
        assertThat(reply.body()).doesNotContain("Error");
        assertThat(reply.token()).isNotBlank();
        assertThat(server.counters().requests(endpoint)).isEqualTo(1);
        assertThat(server.counters().tokenViolations()).isZero();
    }

    private static String idFor(Endpoint endpoint) {
        return switch (endpoint) {
            case DELETE_DOMAIN -> BLOG_DOMAIN_UUID;
            case DOMAIN_TOKEN -> SHOP_DOMAIN_UUID;
            case GET_TICKET -> FULL_TICKET_ID;
            default -> "1";
        };
    }
}

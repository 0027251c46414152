package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.ADMIN_UUID;
import static io.chatapi.testkit.DefaultData.HANAKO_UUID;
import static io.chatapi.testkit.DefaultData.LUKASZ_UUID;
import static io.chatapi.testkit.DefaultData.SAM_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class AgentEndpointsTest {

    @Test
    void theAgentListIsOneObjectKeyedByUuidWithTheSubscriptionKeysMixedIn(ChatApiTestServer server) {
        JsonNode list = WireClient.authenticated(server).get("users/lists").json();

        assertThat(fieldNames(list))
                .containsExactly(
                        "status", ADMIN_UUID, LUKASZ_UUID, HANAKO_UUID, SAM_UUID, "maxUsersSub", "currentUsersSub");
        assertThat(list.get("maxUsersSub").isTextual()).isTrue();
        assertThat(list.get("currentUsersSub").isInt()).isTrue();
        assertThat(list.get("currentUsersSub").intValue()).isEqualTo(4);
        JsonNode admin = list.get(ADMIN_UUID);
        assertThat(fieldNames(admin))
                .containsExactly("name", "role", "pid", "email", "photo", "uuid", "domains", "subscription");
        assertThat(admin.get("name").asText()).isEqualTo("Zoë Müller");
        assertThat(admin.get("role").asText()).isEqualTo("admin");
        assertThat(admin.get("uuid").asText()).isEqualTo(ADMIN_UUID);
        assertThat(admin.get("domains").intValue()).isEqualTo(5);
        assertThat(admin.get("subscription").isBoolean()).isTrue();
        assertThat(list.get(SAM_UUID).get("domains").intValue()).isZero();
    }

    @Test
    void theAgentDetailHasMediaAndAUserWithDomainSummariesWithoutToken(ChatApiTestServer server) {
        JsonNode detail =
                WireClient.authenticated(server).get("user/" + HANAKO_UUID).json();

        assertThat(fieldNames(detail)).containsExactly("status", "media", "content");
        assertThat(detail.get("status").intValue()).isEqualTo(1);
        assertThat(detail.at("/media/address").asText()).startsWith("https://").endsWith(".png");
        JsonNode user = detail.at("/content/user");
        assertThat(fieldNames(user))
                .containsExactly(
                        "name",
                        "email",
                        "role",
                        "status",
                        "chats",
                        "conversationblocks",
                        "uuid",
                        "job_title",
                        "domains");
        assertThat(user.get("name").asText()).isEqualTo("田中 花子");
        assertThat(user.get("status").asText()).isEqualTo("3");
        assertThat(user.get("chats").asText()).isEqualTo("3");
        assertThat(user.get("conversationblocks").asText()).isEmpty();
        JsonNode domains = user.get("domains");
        assertThat(domains).hasSize(2);
        assertThat(fieldNames(domains.get(0)))
                .containsExactly("address", "uuid", "active_inactive", "chatclient_id", "visability", "shops");
    }

    @Test
    void theAdminsConversationBlocksAreAJsonEncodedLayout(ChatApiTestServer server) throws Exception {
        JsonNode user = WireClient.authenticated(server)
                .get("users/getuser/" + ADMIN_UUID)
                .json()
                .at("/content/user");

        JsonNode layout = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(user.get("conversationblocks").asText());
        assertThat(layout.at("/columns/0/width").intValue()).isEqualTo(8);
        assertThat(layout.at("/columns/0/blocks/0/name").asText()).isEqualTo("chats");
    }

    @Test
    void addingAnAgentFromFormFieldsAnswersStatusTwoAndTheAgentCanBeReadBack(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm(
                "users/add",
                "login=ola%40example.pl&name=Ola+%C5%BBak&job_title=Support&password=hunter2&chat=4&status=away");

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.content()).isEqualTo("agent added");
        assertThat(reply.body()).doesNotContain("hunter2").doesNotContain("uuid");
        JsonNode added = findAgent(client.get("users/list").json(), "ola@example.pl");
        assertThat(added.get("name").asText()).isEqualTo("Ola Żak");
        assertThat(added.get("role").asText()).isEqualTo("agent");
        JsonNode user = client.get("user/" + added.get("uuid").asText()).json().at("/content/user");
        assertThat(user.get("status").asText()).isEqualTo("2");
        assertThat(user.get("chats").asText()).isEqualTo("4");
        assertThat(user.get("job_title").asText()).isEqualTo("Support");
        assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isEqualTo(1);
    }

    @Test
    void addingAnAgentFromAJsonBodyWorksToo(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postJson(
                "users/add",
                "{\"login\":\"kim@example.com\",\"name\":\"Kim\",\"password\":\"pw\",\"chat\":2,\"status\":\"offline\"}");

        assertThat(reply.status()).isEqualTo(2);
        JsonNode added = findAgent(client.get("users/list").json(), "kim@example.com");
        JsonNode user = client.get("user/" + added.get("uuid").asText()).json().at("/content/user");
        assertThat(user.get("status").asText()).isEqualTo("3");
        assertThat(user.get("job_title").asText()).isEmpty();
    }

    @Test
    void addingRefusesADuplicateEmailAMissingPasswordAndAnUnknownStatus(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply duplicate = client.postForm("users/add", "login=ZOE.MULLER%40example.com&name=Z&password=p");
        WireReply noPassword = client.postForm("users/add", "login=new%40example.com&name=New");
        WireReply badStatus = client.postForm("users/add", "login=new%40example.com&name=New&password=p&status=busy");
        WireReply badLogin = client.postForm("users/add", "login=not-an-email&name=New&password=p");
        WireReply badChat = client.postForm("users/add", "login=new%40example.com&name=New&password=p&chat=many");

        assertThat(duplicate.status()).isZero();
        assertThat(duplicate.content()).isEqualTo("Error - email already exists");
        assertThat(noPassword.content()).isEqualTo("Error - missing parameter password");
        assertThat(badStatus.content()).isEqualTo("Error - status must be online, away or offline");
        assertThat(badLogin.content()).isEqualTo("Error - login must be an e-mail address");
        assertThat(badChat.content()).startsWith("Error - chat must be a whole number");
        assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isZero();
        assertThat(client.get("users/list").json().get("currentUsersSub").intValue())
                .isEqualTo(4);
    }

    @Test
    void addingBeyondTheSubscriptionLimitIsRefused() {
        TestData data = TestData.builder()
                .agent("a", "Admin", "admin@example.com", "admin")
                .maxSubscribedAgents(1)
                .build();
        try (ChatApiTestServer server = ChatApiTestServer.builder().data(data).build()) {
            WireClient client = WireClient.authenticated(server);

            WireReply reply = client.postForm("users/add", "login=b%40example.com&name=B&password=p");

            assertThat(reply.content()).isEqualTo("Error - subscription limit reached");
            assertThat(client.get("users/list").json().get("maxUsersSub").asText())
                    .isEqualTo("1");
        }
    }

    @Test
    void editingIdentifiesTheAgentByUidOrIdAndKeepsFieldsNotSent(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply byUid = client.postForm("user/edit", "uid=" + SAM_UUID + "&name=Samuel+O%27Brien&status=offline");
        WireReply byId = client.postJson(
                "user/edit", "{\"id\":\"" + SAM_UUID + "\",\"job_title\":\"Night shift\",\"chat\":\"9\"}");

        assertThat(byUid.status()).isEqualTo(1);
        assertThat(byUid.content()).isEqualTo("account updated");
        assertThat(byId.status()).isEqualTo(1);
        JsonNode user = client.get("user/" + SAM_UUID).json().at("/content/user");
        assertThat(user.get("name").asText()).isEqualTo("Samuel O'Brien");
        assertThat(user.get("status").asText()).isEqualTo("3");
        assertThat(user.get("job_title").asText()).isEqualTo("Night shift");
        assertThat(user.get("chats").asText()).isEqualTo("9");
        assertThat(user.get("email").asText()).isEqualTo("sam.obrien@example.com");
    }

    @Test
    void editingRefusesAnUnknownOrMissingAgent(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.postForm("user/edit", "uid=nobody&name=X").content()).isEqualTo("Error - agent not found");
        assertThat(client.postForm("user/edit", "name=X").content()).isEqualTo("Error - missing parameter uid");
    }

    @Test
    void deletingAnAgentAnswersStatusTwoAndRemovesItsAssignments(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm("user/delete", "uid=" + LUKASZ_UUID);

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.content()).isEqualTo("account deleted");
        assertThat(client.get("users/list").json().has(LUKASZ_UUID)).isFalse();
        assertThat(client.get("user/" + LUKASZ_UUID).content()).isEqualTo("Error - agent not found");
        assertThat(client.get("domains/list").json().at("/content/2/agents").intValue())
                .isEqualTo(1);
        assertThat(client.postForm("user/delete", "uid=" + LUKASZ_UUID).content())
                .isEqualTo("Error - agent not found");
    }

    @Test
    void theAdminCannotBeDeleted(ChatApiTestServer server) {
        WireReply reply = WireClient.authenticated(server).postForm("user/delete", "uid=" + ADMIN_UUID);

        assertThat(reply.status()).isZero();
        assertThat(reply.content()).isEqualTo("Error - the administrator account cannot be deleted");
    }

    @Test
    void theSignInHistoryIsPagedTenAtATimeNewestFirst(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        JsonNode first = client.get("user/logginghistory/" + ADMIN_UUID + "/1").json();
        JsonNode third = client.get("user/logginghistory/" + ADMIN_UUID + "/3").json();

        assertThat(fieldNames(first)).containsExactly("status", "content", "user", "name");
        assertThat(first.get("user").asText()).isEqualTo(ADMIN_UUID);
        assertThat(first.get("name").asText()).isEqualTo("Zoë Müller");
        JsonNode content = first.get("content");
        assertThat(fieldNames(content))
                .containsExactly("items", "next", "first", "before", "current", "last", "total_pages", "total_items");
        assertThat(content.get("items")).hasSize(10);
        assertThat(fieldNames(content.at("/items/0")))
                .containsExactly("date", "ip", "browser", "browser_version", "platfrom");
        List<Long> dates = new ArrayList<>();
        content.get("items")
                .forEach(item -> dates.add(Long.parseLong(item.get("date").asText())));
        assertThat(dates).isSortedAccordingTo((a, b) -> Long.compare(b, a));
        assertThat(content.get("next").intValue()).isEqualTo(2);
        assertThat(content.get("before").intValue()).isEqualTo(1);
        assertThat(content.get("last").intValue()).isEqualTo(3);
        assertThat(content.get("total_pages").intValue()).isEqualTo(3);
        assertThat(content.get("total_items").intValue()).isEqualTo(25);
        assertThat(third.at("/content/items")).hasSize(5);
        assertThat(third.at("/content/current").intValue()).isEqualTo(3);
        assertThat(third.at("/content/next").intValue()).isEqualTo(3);
        assertThat(third.at("/content/before").intValue()).isEqualTo(2);
    }

    @Test
    void theSignInPageDefaultsToOneAndMustBeAPositiveNumber(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.get("users/logginghistory/" + ADMIN_UUID)
                        .json()
                        .at("/content/current")
                        .intValue())
                .isEqualTo(1);
        assertThat(client.get("user/logginghistory/" + ADMIN_UUID + "/0").content())
                .startsWith("Error - page must be");
        assertThat(client.get("user/logginghistory/" + ADMIN_UUID + "/9").json().at("/content/items"))
                .isEmpty();
        assertThat(client.get("user/logginghistory/nobody/1").content()).isEqualTo("Error - agent not found");
    }

    @Test
    void theDomainsOfAnAgentAreSummariesWithToken(ChatApiTestServer server) {
        JsonNode reply = WireClient.authenticated(server)
                .get("user/getuserdomains/" + LUKASZ_UUID)
                .json();

        assertThat(reply.get("status").intValue()).isEqualTo(1);
        JsonNode domains = reply.at("/content/domains");
        assertThat(domains).hasSize(1);
        assertThat(fieldNames(domains.get(0)))
                .containsExactly("address", "uuid", "token", "active_inactive", "chatclient_id", "visability", "shops");
        assertThat(domains.get(0).get("address").asText()).isEqualTo("sklep.example.pl");
        assertThat(domains.get(0).get("shops").asText()).isEqualTo("2");
    }

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static JsonNode findAgent(JsonNode list, String email) {
        for (JsonNode value : list) {
            if (value.isObject() && email.equals(value.path("email").asText())) {
                return value;
            }
        }
        throw new AssertionError("no agent " + email + " in " + list);
    }
}

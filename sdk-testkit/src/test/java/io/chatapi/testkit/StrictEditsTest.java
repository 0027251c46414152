package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.HANAKO_UUID;
import static io.chatapi.testkit.DefaultData.INACTIVE_TRIGGER_ID;
import static io.chatapi.testkit.DefaultData.SKLEP_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.STORE_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Strict mode: an edit writes the whole record, so a field not sent becomes empty. */
class StrictEditsTest {
    @RegisterExtension
    static final ChatApiTestServerExtension STRICT =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().mode(Mode.STRICT));

    @Test
    void anAgentEditBlanksTheNameJobTitleChatsAndStatusItIsNotSent() {
        WireClient client = WireClient.authenticated(STRICT.server());
        JsonNode before = agent(client);
        assertThat(before.get("name").asText()).isNotEmpty();
        assertThat(before.get("status").asText()).isNotEmpty();

        WireReply reply = client.postForm("user/edit", "uid=" + HANAKO_UUID + "&chat=4");

        assertThat(reply.status()).isEqualTo(1);
        assertThat(reply.content()).isEqualTo("account updated");
        assertThat(reply.token()).isNotNull();
        JsonNode after = agent(client);
        assertThat(after.get("chats").asText()).isEqualTo("4");
        assertThat(after.get("name").asText()).isEmpty();
        assertThat(after.get("job_title").asText()).isEmpty();
        assertThat(after.get("status").asText()).isEmpty();
        assertThat(after.get("email").asText()).isEqualTo(before.get("email").asText());
    }

    @Test
    void anAgentEditWithEveryFieldButThePasswordWritesThemAndIsAccepted() {
        WireClient client = WireClient.authenticated(STRICT.server());

        WireReply reply =
                client.postForm("user/edit", "uid=" + HANAKO_UUID + "&name=Hanako+T&job_title=Lead&chat=6&status=away");

        assertThat(reply.status()).isEqualTo(1);
        JsonNode after = agent(client);
        assertThat(after.get("name").asText()).isEqualTo("Hanako T");
        assertThat(after.get("job_title").asText()).isEqualTo("Lead");
        assertThat(after.get("chats").asText()).isEqualTo("6");
        assertThat(after.get("status").asText()).isEqualTo("2");
    }

    @Test
    void anAgentEditNamesTheAgentOnlyByUidSoAnotherIdNameIsRefusedAsNotFound() {
        WireClient client = WireClient.authenticated(STRICT.server());
        JsonNode before = agent(client);

        WireReply reply = client.postForm("user/edit", "id=" + HANAKO_UUID + "&name=Renamed&chat=1");

        assertThat(reply.token()).isNull();
        assertThat(reply.content()).isNotEqualTo("account updated");
        assertThat(STRICT.server().counters().writes(Endpoint.EDIT_AGENT)).isZero();
        WireClient again = WireClient.authenticated(STRICT.server());
        assertThat(agent(again)).isEqualTo(before);
    }

    @Test
    void aTriggerEditBlanksWhatItIsNotSentKeepsTheStatusAndListsNoDomain() {
        WireClient client = WireClient.authenticated(STRICT.server());

        WireReply reply = client.postForm("triggers/edittriggers", "triggerId=" + INACTIVE_TRIGGER_ID + "&name=Sale");

        assertThat(reply.status()).isEqualTo(1);
        JsonNode trigger =
                client.get("triggers/gettrigger/" + INACTIVE_TRIGGER_ID).json().get("trigger");
        assertThat(trigger.get("name").asText()).isEqualTo("Sale");
        assertThat(trigger.get("url").asText()).isEmpty();
        assertThat(trigger.get("message").asText()).isEmpty();
        assertThat(trigger.get("display_time").asText()).isEmpty();
        assertThat(trigger.get("status").asText()).isEqualTo("0");
        assertThat(trigger.get("domains").isNull()).isTrue();
        JsonNode listed = client.get("triggers/list").json().get("content");
        assertThat(listed.findValues("id").stream().map(JsonNode::asText)).contains(INACTIVE_TRIGGER_ID);
    }

    @Test
    void anAliasEditBlanksItsNameAndTextAndKeepsOnlyTheDomainsSent() {
        WireClient client = WireClient.authenticated(STRICT.server());

        assertThat(client.postForm("alias/editalias", "id=1&text=Hej%21").status())
                .isEqualTo(1);
        JsonNode alias = client.get("aliases/getalias/1").json();
        assertThat(alias.get("name").asText()).isEmpty();
        assertThat(alias.get("text").asText()).isEqualTo("Hej!");
        assertThat(alias.get("domainsSelected")).isEmpty();

        client.postForm(
                "alias/editalias",
                "id=1&name=hi&text=x&domains[]=" + STORE_DOMAIN_UUID + "&domains[]=" + SKLEP_DOMAIN_UUID);
        assertThat(uuids(client.get("aliases/getalias/1").json().get("domainsSelected")))
                .containsExactly(STORE_DOMAIN_UUID, SKLEP_DOMAIN_UUID);
    }

    private static JsonNode agent(WireClient client) {
        return client.get("user/" + HANAKO_UUID).json().at("/content/user");
    }

    private static List<String> uuids(JsonNode summaries) {
        List<String> uuids = new ArrayList<>();
        summaries.forEach(summary -> uuids.add(summary.get("uuid").asText()));
        return uuids;
    }
}

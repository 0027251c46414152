package io.chatapi.testkit;

import static io.chatapi.testkit.AgentEndpointsTest.fieldNames;
import static io.chatapi.testkit.DefaultData.BLOG_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.STORE_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class AliasEndpointsTest {

    @Test
    void theListCarriesDomainsAsAnArrayOfSummaries(ChatApiTestServer server) {
        JsonNode list = WireClient.authenticated(server).get("aliases/index").json();

        assertThat(fieldNames(list)).containsExactly("status", "aliases");
        JsonNode first = list.at("/aliases/0");
        assertThat(fieldNames(first)).containsExactly("id", "name", "text", "domains");
        assertThat(first.get("domains")).hasSize(2);
        assertThat(first.at("/domains/0/token").asText()).hasSize(32);
        assertThat(list.at("/aliases/2/name").asText()).isEqualTo("dzięki");
    }

    @Test
    void aSingleAliasHasItsFieldsAtTopLevelWithDomainsSelected(ChatApiTestServer server) {
        JsonNode alias =
                WireClient.authenticated(server).get("aliases/getalias/2").json();

        assertThat(fieldNames(alias)).containsExactly("status", "id", "name", "text", "domainsSelected");
        assertThat(alias.get("status").intValue()).isEqualTo(1);
        assertThat(alias.get("text").asText()).contains("https://shop.example.com/track");
        assertThat(alias.at("/domainsSelected/0/uuid").asText()).isEqualTo(SHOP_DOMAIN_UUID);
    }

    @Test
    void addingTakesPhpStyleArrayFields(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm(
                "aliases/addalias",
                "name=bye&text=Do+widzenia%21" + "&domains%5B%5D=" + SHOP_DOMAIN_UUID + "&domains%5B%5D="
                        + BLOG_DOMAIN_UUID);

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.content()).isEqualTo("alias added");
        JsonNode added = client.get("aliases/getalias/5").json();
        assertThat(added.get("text").asText()).isEqualTo("Do widzenia!");
        assertThat(uuids(added.get("domainsSelected"))).containsExactly(SHOP_DOMAIN_UUID, BLOG_DOMAIN_UUID);
    }

    @Test
    void addingTakesAJsonArrayToo(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postJson(
                "aliases/addalias", "{\"name\":\"jp\",\"text\":\"東京\",\"domains\":[\"" + STORE_DOMAIN_UUID + "\"]}");

        assertThat(reply.status()).isEqualTo(2);
        assertThat(uuids(client.get("aliases/getalias/5").json().get("domainsSelected")))
                .containsExactly(STORE_DOMAIN_UUID);
    }

    @Test
    void addingRefusesAnUnknownDomainAndMissingText(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.postForm("aliases/addalias", "name=x&text=y&domains[]=nope")
                        .content())
                .isEqualTo("Error - domain not found");
        assertThat(client.postForm("aliases/addalias", "name=x").content()).isEqualTo("Error - missing parameter text");
        assertThat(client.get("aliases/index").json().get("aliases")).hasSize(4);
    }

    @Test
    void editingReplacesTheDomainListAndKeepsFieldsNotSent(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm("alias/editalias", "id=1&text=Hej%21&domains[]=" + STORE_DOMAIN_UUID);

        assertThat(reply.status()).isEqualTo(1);
        assertThat(reply.content()).isEqualTo("alias updated");
        JsonNode alias = client.get("aliases/getalias/1").json();
        assertThat(alias.get("name").asText()).isEqualTo("hi");
        assertThat(alias.get("text").asText()).isEqualTo("Hej!");
        assertThat(uuids(alias.get("domainsSelected"))).containsExactly(STORE_DOMAIN_UUID);
        assertThat(client.postForm("alias/editalias", "id=99&text=x").content()).isEqualTo("Error - alias not found");
    }

    @Test
    void deletingInEitherPathFormAnswersStatusTwo(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply description = client.get("aliases/delatealias/1");
        WireReply sample = client.get("aliases/deletealias/2");

        assertThat(description.status()).isEqualTo(2);
        assertThat(description.content()).isEqualTo("alias deleted");
        assertThat(sample.status()).isEqualTo(2);
        assertThat(client.get("aliases/index").json().get("aliases")).hasSize(2);
        assertThat(client.get("aliases/getalias/1").content()).isEqualTo("Error - alias not found");
    }

    private static List<String> uuids(JsonNode summaries) {
        List<String> uuids = new ArrayList<>();
        summaries.forEach(summary -> uuids.add(summary.get("uuid").asText()));
        return uuids;
    }
}

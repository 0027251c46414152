package io.chatapi.testkit;

import static io.chatapi.testkit.AgentEndpointsTest.fieldNames;
import static io.chatapi.testkit.DefaultData.ADMIN_UUID;
import static io.chatapi.testkit.DefaultData.FULL_TICKET_ID;
import static io.chatapi.testkit.DefaultData.LUKASZ_UUID;
import static io.chatapi.testkit.DefaultData.SAM_UUID;
import static io.chatapi.testkit.DefaultData.SKLEP_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.STORE_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class DomainEndpointsTest {

    @Test
    void theDomainListIsKeyedBySequenceNumberAndSpellsVisibility(ChatApiTestServer server) {
        JsonNode list = WireClient.authenticated(server).get("domains/list").json();

        assertThat(list.get("status").intValue()).isEqualTo(1);
        JsonNode content = list.get("content");
        assertThat(fieldNames(content)).containsExactly("1", "2", "3", "4", "5");
        assertThat(fieldNames(content.get("1")))
                .containsExactly(
                        "address",
                        "agents",
                        "uuid",
                        "token",
                        "active",
                        "chatclient_id",
                        "active_inactive",
                        "visibility",
                        "shops");
        assertThat(content.at("/1/agents").isInt()).isTrue();
        assertThat(content.at("/1/agents").intValue()).isEqualTo(2);
        assertThat(content.at("/1/shops").asText()).isEqualTo("1");
        assertThat(content.at("/3/shops").asText()).isEqualTo("4");
        assertThat(content.at("/4/visibility").asText()).isEqualTo("0");
        assertThat(content.at("/5/shops").isNull()).isTrue();
    }

    @Test
    void bothPathFormsListTheSameDomains(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.get("chat/list").body())
                .isEqualTo(client.get("domains/list").body());
    }

    @Test
    void registeringAnswersTheTokenShopAndAddressButNoUuid(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm("chat/registerdomain", "domain=new.example.com&shop=3");

        JsonNode body = reply.json();
        assertThat(fieldNames(body)).containsExactly("status", "content", "token", "shop", "address");
        assertThat(body.get("status").intValue()).isEqualTo(2);
        assertThat(body.get("content").asText()).isEqualTo("domain added");
        assertThat(body.get("shop").asText()).isEqualTo("3");
        assertThat(body.get("address").asText()).isEqualTo("new.example.com");
        JsonNode listed = client.get("domains/list").json().at("/content/6");
        assertThat(listed.get("address").asText()).isEqualTo("new.example.com");
        assertThat(listed.get("token").asText()).isEqualTo(body.get("token").asText());
        assertThat(listed.get("agents").intValue()).isZero();
    }

    @Test
    void theShopCodeDefaultsToZeroAndMustBeZeroToFour(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.postJson("chat/registerdomain", "{\"domain\":\"a.example\"}")
                        .json()
                        .get("shop")
                        .asText())
                .isEqualTo("0");
        assertThat(client.postForm("chat/registerdomain", "domain=b.example&shop=5")
                        .content())
                .isEqualTo("Error - shop must be a code from 0 to 4");
        assertThat(client.postForm("chat/registerdomain", "domain=b.example&shop=-1")
                        .status())
                .isZero();
        assertThat(client.postForm("chat/registerdomain", "shop=1").content())
                .isEqualTo("Error - missing parameter domain");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
    }

    @Test
    void registeringAnAddressAgainGeneratesANewToken(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        String before = client.get("domains/gettoken/" + SKLEP_DOMAIN_UUID)
                .json()
                .get("token")
                .asText();

        String after = client.postForm("chat/registerdomain", "domain=sklep.example.pl&shop=2")
                .json()
                .get("token")
                .asText();

        assertThat(after).isNotEqualTo(before).matches("[0-9a-f]{32}");
        assertThat(client.get("domains/gettoken/" + SKLEP_DOMAIN_UUID)
                        .json()
                        .get("token")
                        .asText())
                .isEqualTo(after);
        assertThat(fieldNames(client.get("domains/list").json().get("content"))).hasSize(5);
    }

    @Test
    void getTokenAnswersStatusZeroWithTheToken(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        String listed = client.get("domains/list").json().at("/content/3/token").asText();

        JsonNode reply = client.get("domains/gettoken/" + STORE_DOMAIN_UUID).json();

        assertThat(fieldNames(reply)).containsExactly("status", "token");
        assertThat(reply.get("status").intValue()).isZero();
        assertThat(reply.get("token").asText()).isEqualTo(listed);
        assertThat(client.get("domains/gettoken/nope").content()).isEqualTo("Error - domain not found");
    }

    @Test
    void deletingADomainRemovesItsTokenTriggersAssignmentsAndAliasLinks(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm("domain/delete/" + SKLEP_DOMAIN_UUID, "");

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.content()).isEqualTo("row deleted");
        assertThat(fieldNames(client.get("domains/list").json().get("content"))).hasSize(4);
        assertThat(client.get("domains/gettoken/" + SKLEP_DOMAIN_UUID).content())
                .isEqualTo("Error - domain not found");
        assertThat(client.get("user/getuserdomains/" + LUKASZ_UUID).json().at("/content/domains"))
                .isEmpty();
        assertThat(client.get("triggers/list").json().get("content")).hasSize(3);
        assertThat(client.get("aliases/getalias/3").json().get("domainsSelected"))
                .isEmpty();
        assertThat(client.get("aliases/getalias/1").json().get("domainsSelected"))
                .hasSize(1);
        assertThat(client.get("messages/showmessages/" + FULL_TICKET_ID)
                        .json()
                        .at("/messages/0/domain_token")
                        .isNull())
                .isTrue();
        assertThat(client.postForm("domain/delete/" + SKLEP_DOMAIN_UUID, "").content())
                .isEqualTo("Error - domain not found");
    }

    @Test
    void assigningAnAgentTwiceAnswersStatusOneWithTheServicesErrorText(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply first = client.postForm("domains/adduser", "user=" + SAM_UUID + "&domain=" + STORE_DOMAIN_UUID);
        WireReply again = client.postForm("domains/adduser", "user=" + SAM_UUID + "&domain=" + STORE_DOMAIN_UUID);

        assertThat(first.status()).isEqualTo(1);
        assertThat(first.content()).isEqualTo("user assigned to domain");
        assertThat(again.body()).isEqualTo("{\"status\":1,\"content\":\"Error - user already exist\"}");
        assertThat(client.get("user/getuserdomains/" + SAM_UUID).json().at("/content/domains"))
                .hasSize(1);
        assertThat(server.counters().writes(Endpoint.ASSIGN_AGENT)).isEqualTo(1);
    }

    @Test
    void assigningRefusesUnknownIdsAndMissingParameters(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.postForm("domains/adduser", "user=x&domain=" + STORE_DOMAIN_UUID)
                        .content())
                .isEqualTo("Error - agent not found");
        assertThat(client.postForm("domains/adduser", "user=" + SAM_UUID + "&domain=x")
                        .content())
                .isEqualTo("Error - domain not found");
        assertThat(client.postForm("domains/adduser", "user=" + SAM_UUID).content())
                .isEqualTo("Error - missing parameter domain");
    }

    @Test
    void removingAnAgentFromADomain(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply removed = client.postJson(
                "domains/removeagent", "{\"uid\":\"" + ADMIN_UUID + "\",\"id\":\"" + STORE_DOMAIN_UUID + "\"}");
        WireReply again = client.postForm("domains/removeagent", "uid=" + ADMIN_UUID + "&id=" + STORE_DOMAIN_UUID);

        assertThat(removed.status()).isEqualTo(1);
        assertThat(removed.content()).isEqualTo("user removed from domain");
        assertThat(again.status()).isZero();
        assertThat(again.content()).isEqualTo("Error - user is not assigned to this domain");
        assertThat(client.get("users/list")
                        .json()
                        .at("/" + ADMIN_UUID + "/domains")
                        .intValue())
                .isEqualTo(4);
    }

    @Test
    void anEmptyDomainListIsAnEmptyArrayAsPhpEncodesIt() {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            WireReply reply = WireClient.authenticated(server).get("domains/list");

            assertThat(reply.body()).isEqualTo("{\"status\":1,\"content\":[]}");
        }
    }
}

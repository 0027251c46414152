package io.chatapi.testkit;

import static io.chatapi.testkit.AgentEndpointsTest.fieldNames;
import static io.chatapi.testkit.DefaultData.BLOG_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.INACTIVE_TRIGGER_ID;
import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class TriggerEndpointsTest {

    @Test
    void theListCarriesEachTriggersDomainAsOneObjectWithToken(ChatApiTestServer server) {
        JsonNode list = WireClient.authenticated(server).get("triggers/list").json();

        assertThat(list.get("status").intValue()).isEqualTo(1);
        JsonNode first = list.at("/content/0");
        assertThat(fieldNames(first))
                .containsExactly("id", "name", "url", "message", "display_time", "status", "domains");
        assertThat(first.get("display_time").asText()).isEqualTo("10");
        assertThat(first.get("status").asText()).isEqualTo("1");
        assertThat(first.get("domains").isObject()).isTrue();
        assertThat(fieldNames(first.get("domains")))
                .containsExactly("address", "uuid", "token", "active_inactive", "chatclient_id", "visability", "shops");
        assertThat(list.at("/content/3/status").asText()).isEqualTo("0");
    }

    @Test
    void aSingleTriggerAddsAnEmptyDomainsusersObject(ChatApiTestServer server) {
        WireReply reply = WireClient.authenticated(server).get("triggers/" + INACTIVE_TRIGGER_ID);

        JsonNode trigger = reply.json().get("trigger");
        assertThat(fieldNames(reply.json())).containsExactly("status", "trigger");
        assertThat(trigger.get("name").asText()).isEqualTo("セール");
        assertThat(trigger.at("/domains/domainsusers").isObject()).isTrue();
        assertThat(trigger.at("/domains/domainsusers")).isEmpty();
        assertThat(reply.body()).contains("\"domainsusers\":{}");
    }

    @Test
    void addingActivatesTheTriggerMapsInputNamesAndIgnoresAnId(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postForm(
                "triggers/addtriggers",
                "id=999&name=Exit+intent&url=https%3A%2F%2Fblog.example.org%2F"
                        + "&msg=Wait+%E2%80%93+a+question%3F&time=15&domainid=" + BLOG_DOMAIN_UUID);

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.content()).isEqualTo("trigger added");
        JsonNode added = client.get("triggers/list").json().at("/content/4");
        assertThat(added.get("id").asText()).isEqualTo("5");
        assertThat(added.get("message").asText()).isEqualTo("Wait – a question?");
        assertThat(added.get("display_time").asText()).isEqualTo("15");
        assertThat(added.get("status").asText()).isEqualTo("1");
        assertThat(added.at("/domains/uuid").asText()).isEqualTo(BLOG_DOMAIN_UUID);
        assertThat(client.get("triggers/999").content()).isEqualTo("Error - trigger not found");
    }

    @Test
    void addingRefusesMissingFieldsABadTimeAndAnUnknownDomain(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        String valid = "name=n&url=u&msg=m&time=5&domainid=" + SHOP_DOMAIN_UUID;

        assertThat(client.postForm("triggers/addtrigger", valid.replace("msg=m&", ""))
                        .content())
                .isEqualTo("Error - missing parameter msg");
        assertThat(client.postForm("triggers/addtrigger", valid.replace("time=5", "time=soon"))
                        .content())
                .startsWith("Error - time must be a whole number");
        assertThat(client.postForm("triggers/addtrigger", valid.replace(SHOP_DOMAIN_UUID, "nope"))
                        .content())
                .isEqualTo("Error - domain not found");
        assertThat(client.get("triggers/list").json().get("content")).hasSize(4);
    }

    @Test
    void editingChangesTheFieldsSentAndKeepsTheStatus(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply reply = client.postJson(
                "triggers/edittriggers",
                "{\"triggerId\":\"" + INACTIVE_TRIGGER_ID
                        + "\",\"name\":\"Sale\",\"msg\":\"Questions?\",\"time\":60,\"domainid\":\"" + SHOP_DOMAIN_UUID
                        + "\"}");

        assertThat(reply.status()).isEqualTo(1);
        assertThat(reply.content()).isEqualTo("trigger updated");
        JsonNode trigger =
                client.get("triggers/gettrigger/" + INACTIVE_TRIGGER_ID).json().get("trigger");
        assertThat(trigger.get("name").asText()).isEqualTo("Sale");
        assertThat(trigger.get("message").asText()).isEqualTo("Questions?");
        assertThat(trigger.get("display_time").asText()).isEqualTo("60");
        assertThat(trigger.get("url").asText()).isEqualTo("https://store.example.jp/sale");
        assertThat(trigger.get("status").asText()).isEqualTo("0");
        assertThat(trigger.at("/domains/uuid").asText()).isEqualTo(SHOP_DOMAIN_UUID);
        assertThat(client.postForm("triggers/edittriggers", "triggerId=77&name=x")
                        .content())
                .isEqualTo("Error - trigger not found");
    }

    @Test
    void changingTheStatusActivatesAndDeactivates(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply on = client.postForm("triggers/changetriggerstatus", "id=" + INACTIVE_TRIGGER_ID + "&status=1");
        String afterOn = client.get("triggers/" + INACTIVE_TRIGGER_ID)
                .json()
                .at("/trigger/status")
                .asText();
        WireReply off = client.postForm("triggers/changetriggerstatus", "id=1&status=0");
        WireReply bad = client.postForm("triggers/changetriggerstatus", "id=1&status=2");

        assertThat(on.status()).isEqualTo(1);
        assertThat(on.content()).isEqualTo("trigger status changed");
        assertThat(afterOn).isEqualTo("1");
        assertThat(off.status()).isEqualTo(1);
        assertThat(client.get("triggers/1").json().at("/trigger/status").asText())
                .isEqualTo("0");
        assertThat(bad.content()).isEqualTo("Error - status must be 0 or 1");
    }

    @Test
    void deletingInEitherPathFormAnswersStatusOne(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        WireReply description = client.get("triggers/delatetrigger/1");
        WireReply sample = client.get("triggers/deletetrigger/2");

        assertThat(description.status()).isEqualTo(1);
        assertThat(description.content()).isEqualTo("trigger deleted");
        assertThat(sample.status()).isEqualTo(1);
        assertThat(client.get("triggers/list").json().get("content")).hasSize(2);
        assertThat(client.get("triggers/deletetrigger/2").content()).isEqualTo("Error - trigger not found");
        assertThat(server.counters().writes(Endpoint.DELETE_TRIGGER)).isEqualTo(2);
        assertThat(server.counters().requests(Endpoint.DELETE_TRIGGER)).isEqualTo(3);
    }
}

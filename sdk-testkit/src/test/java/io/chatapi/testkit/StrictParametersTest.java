package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static io.chatapi.testkit.DefaultData.STORE_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Strict mode reads POST parameters as PHP's {@code $_POST} does: form fields only. */
class StrictParametersTest {
    @RegisterExtension
    static final ChatApiTestServerExtension STRICT =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().mode(Mode.STRICT));

    @Test
    void aJsonBodyCountsAsNoParametersSoTheWriteIsRefusedAndChangesNothing() {
        WireClient client = WireClient.authenticated(STRICT.server());

        WireReply reply = client.postJson(
                "aliases/addalias",
                "{\"name\":\"json\",\"text\":\"from JSON\",\"domains\":[\"" + SHOP_DOMAIN_UUID + "\"]}");

        assertThat(reply.token()).isNull();
        assertThat(reply.content()).isNotEqualTo("alias added");
        assertThat(STRICT.server().counters().writes(Endpoint.ADD_ALIAS)).isZero();
        assertThat(WireClient.authenticated(STRICT.server())
                        .get("aliases/index")
                        .body())
                .doesNotContain("from JSON");
    }

    @Test
    void formFieldsWithoutTheirContentTypeOrInAPostsQueryStringAreNotRead() throws Exception {
        WireClient client = WireClient.authenticated(STRICT.server());

        WireReply untyped = client.trySend(
                client.request("aliases/addalias").POST(HttpRequest.BodyPublishers.ofString("name=a&text=b")));
        assertThat(untyped.token()).isNull();

        client = WireClient.authenticated(STRICT.server());
        WireReply inQuery = client.postForm("aliases/addalias?name=a&text=b", "");
        assertThat(inQuery.token()).isNull();
        assertThat(STRICT.server().counters().writes(Endpoint.ADD_ALIAS)).isZero();
    }

    @Test
    void phpArrayFieldsAreListsAndAPlainNameIsNot() {
        WireClient client = WireClient.authenticated(STRICT.server());

        assertThat(client.postForm(
                                "aliases/addalias",
                                "name=both&text=t&domains%5B%5D=" + SHOP_DOMAIN_UUID + "&domains[]="
                                        + STORE_DOMAIN_UUID)
                        .status())
                .isEqualTo(2);
        client.postForm("aliases/addalias", "name=plain&text=t&domains=" + SHOP_DOMAIN_UUID);

        JsonNode aliases = client.get("aliases/index").json().get("aliases");
        assertThat(domainsOf(aliases, "both")).hasSize(2);
        assertThat(domainsOf(aliases, "plain")).isEmpty();
    }

    @Test
    void aRepeatedPlainNameKeepsItsLastValueAsPhpDoes() {
        WireClient client = WireClient.authenticated(STRICT.server());

        client.postForm("aliases/addalias", "name=first&name=second&text=t");

        assertThat(client.get("aliases/index").body())
                .contains("\"name\":\"second\"")
                .doesNotContain("\"first\"");
    }

    @Test
    void numbersArePlainDigitsAndTheAgentStatusIsOneOfTheSpecsWords() {
        WireClient client = WireClient.authenticated(STRICT.server());
        String agent = "login=n%40example.com&name=N&password=pw";

        for (String refused : new String[] {"&chat=%2B5", "&chat=+5", "&chat=5.0", "&status=1", "&status=Away"}) {
            assertThat(client.postForm("users/add", agent + refused).token())
                    .as(refused)
                    .isNull();
            client = WireClient.authenticated(STRICT.server());
        }
        assertThat(client.postForm("users/add", agent + "&chat=5&status=away").status())
                .isEqualTo(2);
    }

    private static JsonNode domainsOf(JsonNode aliases, String name) {
        for (JsonNode alias : aliases) {
            if (alias.get("name").asText().equals(name)) {
                return alias.get("domains");
            }
        }
        throw new AssertionError("no alias " + name + " in " + aliases);
    }
}

package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class AuthenticationTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().apiKey("s3cret-key"));

    private ChatApiTestServer server() {
        return SERVER.server();
    }

    @Test
    void theRightKeyAnswersStatusOneAndATokenHeader() {
        WireReply reply = new WireClient(server()).get("developer/inicialize?developer_token=s3cret-key");

        assertThat(reply.code()).isEqualTo(200);
        assertThat(reply.body()).isEqualTo("{\"status\":1}");
        assertThat(reply.token()).matches("[0-9a-f]{40}");
        assertThat(reply.header("Content-Type")).isEqualTo("text/html; charset=UTF-8");
    }

    @Test
    void aWrongKeyIsRefusedWithoutAToken() {
        WireReply reply = new WireClient(server()).get("developer/inicialize?developer_token=guess");

        assertThat(reply.code()).isEqualTo(200);
        assertThat(reply.status()).isZero();
        assertThat(reply.content()).isEqualTo("Error - invalid developer token");
        assertThat(reply.body()).doesNotContain("guess").doesNotContain("s3cret");
        assertThat(reply.token()).isNull();
    }

    @Test
    void aMissingKeyIsRefused() {
        WireReply reply = new WireClient(server()).get("developer/inicialize");

        assertThat(reply.status()).isZero();
        assertThat(reply.content()).startsWith("Error - missing parameter developer_token");
        assertThat(reply.token()).isNull();
    }

    @Test
    void everyReplyCarriesAFreshTokenThatTheNextRequestMustUse() {
        WireClient client = WireClient.authenticated(server());
        Set<String> seen = new HashSet<>();
        seen.add(client.token());

        for (int i = 0; i < 5; i++) {
            WireReply reply = client.get("users/list");
            assertThat(reply.status()).isEqualTo(1);
            assertThat(seen.add(reply.token())).as("token %s is new", i).isTrue();
        }
        assertThat(server().counters().tokenViolations()).isZero();
    }

    @Test
    void aUsedTokenIsRefusedWithoutANewTokenAndTheChainGoesOn() {
        WireClient client = WireClient.authenticated(server());
        String used = client.token();
        client.get("users/list");
        String current = client.token();

        client.token(used);
        WireReply replay = client.get("users/list");

        assertThat(replay.code()).isEqualTo(200);
        assertThat(replay.body()).isEqualTo("{\"status\":0,\"content\":\"Error - invalid token\"}");
        assertThat(replay.token()).isNull();
        assertThat(server().counters().tokenViolations()).isEqualTo(1);

        client.token(current);
        assertThat(client.get("users/list").status()).isEqualTo(1);
    }

    @Test
    void aRequestWithoutTokenIsRefused() {
        WireReply reply = new WireClient(server()).get("users/list");

        assertThat(reply.status()).isZero();
        assertThat(reply.content()).isEqualTo("Error - missing token");
        assertThat(reply.token()).isNull();
    }

    @Test
    void anUnknownTokenIsRefused() {
        WireClient client = new WireClient(server());
        client.token("0123456789abcdef0123456789abcdef01234567");

        assertThat(client.get("triggers/list").content()).isEqualTo("Error - invalid token");
    }

    @Test
    void chainsOfDifferentClientsAreIndependent() {
        int chainsBefore = server().liveTokenChains();
        WireClient first = WireClient.authenticated(server());
        WireClient second = WireClient.authenticated(server());

        assertThat(first.get("users/list").status()).isEqualTo(1);
        assertThat(second.get("users/list").status()).isEqualTo(1);
        assertThat(first.get("domains/list").status()).isEqualTo(1);
        assertThat(second.get("domains/list").status()).isEqualTo(1);
        assertThat(server().liveTokenChains()).isEqualTo(chainsBefore + 2);
    }

    @Test
    void anUnknownPathIs404AndLeavesTheTokenValidForTheOtherPathForm() {
        WireClient client = WireClient.authenticated(server());
        String token = client.token();

        WireReply missing = client.get("users/everyone");

        assertThat(missing.code()).isEqualTo(404);
        assertThat(missing.token()).isNull();
        assertThat(client.token()).isEqualTo(token);
        assertThat(client.get("users/lists").status()).isEqualTo(1);
        assertThat(server().counters().unknownPaths()).isEqualTo(1);
    }

    @Test
    void aKnownPathWithTheOtherMethodIs405() {
        WireClient client = WireClient.authenticated(server());

        assertThat(client.postForm("users/list", "").code()).isEqualTo(405);
        assertThat(client.get("users/add").code()).isEqualTo(405);
        assertThat(client.get("users/list").status()).isEqualTo(1);
    }

    @Test
    void pathsOutsideTheApiRootAre404() throws IOException {
        WireClient client = WireClient.authenticated(server());
        URI outside = URI.create("http://127.0.0.1:" + server().port() + "/users/list");

        assertThat(client.trySend(HttpRequest.newBuilder(outside)).code()).isEqualTo(404);
        assertThat(client.get("users/list").status()).isEqualTo(1);
    }

    @Test
    void aTrailingSlashIsTheSamePath() {
        WireClient client = WireClient.authenticated(server());

        assertThat(client.get("users/list/").status()).isEqualTo(1);
    }

    @Test
    void baseUrlIsLoopbackAndEndsInApi() {
        assertThat(server().baseUrl()).matches("http://127\\.0\\.0\\.1:\\d+/api/");
        assertThat(server().toString()).doesNotContain("s3cret-key");
    }
}

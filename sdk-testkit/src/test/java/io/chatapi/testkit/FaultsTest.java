package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class FaultsTest {
    private static final String NEW_TRIGGER = "name=n&url=u&msg=m&time=1&domainid=" + SHOP_DOMAIN_UUID;

    @Test
    void closeAfterProcessingAppliesTheWriteRotatesTheTokenAndSendsNothing(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        String sent = client.token();
        server.faults().next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        assertThatThrownBy(() -> client.postForm("triggers/addtriggers", NEW_TRIGGER))
                .isInstanceOf(UncheckedIOException.class);

        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);
        assertThat(server.counters().faults(Fault.CLOSE_CONNECTION_AFTER_PROCESSING))
                .isEqualTo(1);
        assertThat(client.token()).isEqualTo(sent);
        assertThat(client.get("triggers/list").content()).isEqualTo("Error - invalid token");
        assertThat(WireClient.authenticated(server).get("triggers/list").json().get("content"))
                .hasSize(5);
    }

    @Test
    void badGatewayAnswersAnHtml502WithoutProcessingAndTheTokenStaysValid(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().next(Fault.BAD_GATEWAY, 1);

        WireReply reply = client.postForm("triggers/addtriggers", NEW_TRIGGER);

        assertThat(reply.code()).isEqualTo(502);
        assertThat(reply.header("Content-Type")).startsWith("text/html");
        assertThat(reply.body()).contains("<title>502 Bad Gateway</title>");
        assertThat(reply.token()).isNull();
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isZero();
        assertThat(client.postForm("triggers/addtriggers", NEW_TRIGGER).status())
                .isEqualTo(2);
    }

    @Test
    void delayHoldsTheReplyBackAndThenProcesses(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().delay(Duration.ofMillis(300), 1.0);

        long start = System.nanoTime();
        WireReply reply = client.get("users/list");
        long elapsedMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(elapsedMillis).isGreaterThanOrEqualTo(300);
        assertThat(reply.status()).isEqualTo(1);
        assertThat(server.counters().faults(Fault.DELAY)).isEqualTo(1);
    }

    @Test
    void anExpiredTokenIsRefusedAndItsChainIsOver(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        String token = client.token();
        server.faults().expireTokens(1.0);

        WireReply refused = client.get("users/list");
        server.faults().clear();
        client.token(token);
        WireReply stillRefused = client.get("users/list");

        assertThat(refused.content()).isEqualTo("Error - invalid token");
        assertThat(refused.token()).isNull();
        assertThat(stillRefused.content()).isEqualTo("Error - invalid token");
        assertThat(server.counters().tokenViolations()).isEqualTo(2);
        assertThat(WireClient.authenticated(server).get("users/list").status()).isEqualTo(1);
    }

    @Test
    void expiringTokensNeverRefusesAuthentication(ChatApiTestServer server) {
        server.faults().expireTokens(1.0);

        assertThat(new WireClient(server)
                        .get("developer/inicialize?developer_token=" + server.apiKey())
                        .status())
                .isEqualTo(1);
    }

    @Test
    void expireAllTokensEndsEveryChain(ChatApiTestServer server) {
        WireClient first = WireClient.authenticated(server);
        WireClient second = WireClient.authenticated(server);

        server.faults().expireAllTokens();

        assertThat(server.liveTokenChains()).isZero();
        assertThat(first.get("users/list").content()).isEqualTo("Error - invalid token");
        assertThat(second.get("users/list").content()).isEqualTo("Error - invalid token");
    }

    @Test
    void omittingTheTokenHeaderStillProcessesAndRotates(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().next(Fault.OMIT_TOKEN_HEADER, 1);

        WireReply reply = client.postForm("triggers/addtrigger", NEW_TRIGGER);

        assertThat(reply.status()).isEqualTo(2);
        assertThat(reply.token()).isNull();
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);
        assertThat(client.get("triggers/list").content()).isEqualTo("Error - invalid token");
    }

    @Test
    void malformedJsonCutsTheBodyButKeepsTheNewToken(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().next(Fault.MALFORMED_JSON, 1);

        WireReply reply = client.get("users/list");

        assertThat(reply.code()).isEqualTo(200);
        assertThatThrownBy(reply::json).isInstanceOf(UncheckedIOException.class);
        assertThat(reply.body()).startsWith("{\"status\":1,");
        assertThat(reply.token()).isNotNull();
        assertThat(client.get("users/list").status()).isEqualTo(1);
    }

    @Test
    void nextInjectsExactlyThatManyTimes(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().next(Fault.BAD_GATEWAY, 2);

        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            codes.add(client.get("users/list").code());
        }

        assertThat(codes).containsExactly(502, 502, 200, 200);
    }

    @Test
    void afterSparesThatManyRequestsInScopeBeforeTheFaultsApply(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().onlyOn(Endpoint.LIST_AGENTS).after(2).next(Fault.BAD_GATEWAY, 2);

        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            codes.add(client.get("users/list").code());
            // Out of scope: neither spared nor faulted, so it counts for neither.
            assertThat(client.get("triggers/list").code()).isEqualTo(200);
        }

        assertThat(codes).containsExactly(200, 200, 502, 502, 200);
        assertThat(server.faults().clear().after(1).next(Fault.BAD_GATEWAY, 1)).isNotNull();
        assertThat(client.get("users/list").code()).isEqualTo(200);
        assertThat(client.get("users/list").code()).isEqualTo(502);
        assertThatThrownBy(() -> server.faults().after(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlyOnLimitsFaultsToTheGivenEndpoints(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().badGateway(1.0).onlyOn(Endpoint.ADD_TRIGGER);

        assertThat(server.faults()).hasToString("Faults[BAD_GATEWAY=1.0, onlyOn=[ADD_TRIGGER]]");
        assertThat(client.get("triggers/list").code()).isEqualTo(200);
        assertThat(client.postForm("triggers/addtriggers", NEW_TRIGGER).code()).isEqualTo(502);
        assertThat(client.get("developer/inicialize").code()).isEqualTo(200);
    }

    @Test
    void unknownPathsAreNeverFaulted(ChatApiTestServer server) {
        server.faults().badGateway(1.0);

        assertThat(new WireClient(server).get("no/such/path").code()).isEqualTo(404);
        assertThat(server.counters().faults(Fault.BAD_GATEWAY)).isZero();
    }

    @Test
    void theSameSeedGivesTheSameFaults(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        server.faults().badGateway(0.5).seed(7);
        List<Integer> first = codes(client, 20);
        server.faults().seed(7);
        List<Integer> second = codes(client, 20);

        assertThat(first).isEqualTo(second).contains(200, 502);
    }

    @Test
    void probabilitiesOutsideZeroToOneAreRejected(ChatApiTestServer server) {
        assertThatThrownBy(() -> server.faults().badGateway(1.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> server.faults().malformedJson(Double.NaN))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> server.faults().next(Fault.DELAY, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void clearTurnsEverythingOff(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);
        server.faults().badGateway(1.0).next(Fault.MALFORMED_JSON, 3).onlyOn(Endpoint.LIST_AGENTS);

        server.faults().clear();

        assertThat(server.faults()).hasToString("Faults[none]");
        assertThat(client.get("users/list").status()).isEqualTo(1);
        assertThat(server.counters().faults(Fault.MALFORMED_JSON)).isZero();
    }

    private static List<Integer> codes(WireClient client, int requests) {
        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            codes.add(client.get("users/list").code());
        }
        return codes;
    }
}

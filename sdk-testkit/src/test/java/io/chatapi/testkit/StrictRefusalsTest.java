package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Strict mode: refusals say little, vary, and end the token chain. */
class StrictRefusalsTest {
    @RegisterExtension
    static final ChatApiTestServerExtension STRICT =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().mode(Mode.STRICT));

    @Test
    void refusalsVaryTheirWordingAndStatusAndCarryNoToken() {
        List<WireReply> refusals = refuseTimes(STRICT.server(), 8);

        assertThat(refusals).allSatisfy(reply -> {
            assertThat(reply.code()).isEqualTo(200);
            assertThat(reply.token()).isNull();
        });
        assertThat(refusals.get(0).content()).isEqualTo("Nie znaleziono");
        assertThat(refusals.get(0).status()).isEqualTo(2);
        assertThat(refusals.stream().map(WireReply::content).distinct()).hasSizeGreaterThanOrEqualTo(5);
        assertThat(refusals.stream().map(WireReply::status).distinct()).containsExactlyInAnyOrder(0, 1, 2);
        assertThat(refusals)
                .filteredOn(reply -> !reply.content().toLowerCase(Locale.ROOT).startsWith("error"))
                .hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    void theSameRefusalsComeAgainAfterAResetAndFromAnotherStrictServer() {
        List<String> first = describe(refuseTimes(STRICT.server(), 6));
        STRICT.server().reset();
        List<String> again = describe(refuseTimes(STRICT.server(), 6));

        assertThat(again).isEqualTo(first);
        try (ChatApiTestServer other =
                ChatApiTestServer.builder().mode(Mode.STRICT).build()) {
            assertThat(describe(refuseTimes(other, 6))).isEqualTo(first);
        }
    }

    @Test
    void aRefusalSpendsThePresentedTokenSoTheChainEndsAndAFreshAuthenticationWorks() {
        ChatApiTestServer server = STRICT.server();
        WireClient client = WireClient.authenticated(server);
        String presented = client.token();
        int chains = server.liveTokenChains();

        WireReply refused = client.get("user/no-such-agent");
        assertThat(refused.token()).isNull();
        assertThat(server.liveTokenChains()).isEqualTo(chains - 1);

        client.token(presented);
        assertThat(client.get("users/list").token()).as("the spent token").isNull();
        assertThat(WireClient.authenticated(server).get("users/list").status()).isEqualTo(1);
    }

    @Test
    void aTokenRefusalIsWordedTheSameVariedWay() {
        WireClient client = new WireClient(STRICT.server());
        client.token("not-a-token");

        WireReply reply = client.get("users/list");

        assertThat(reply.token()).isNull();
        assertThat(reply.content()).isEqualTo("Nie znaleziono");
        assertThat(STRICT.server().counters().tokenViolations()).isEqualTo(1);
    }

    @Test
    void aTidyServerStillRefusesWithErrorAndHandsOnTheToken() {
        try (ChatApiTestServer tidy = ChatApiTestServer.start()) {
            WireReply reply = WireClient.authenticated(tidy).get("user/no-such-agent");

            assertThat(reply.content()).isEqualTo("Error - agent not found");
            assertThat(reply.status()).isZero();
            assertThat(reply.token()).isNotNull();
        }
    }

    /** Provokes {@code times} refusals of an agent read, each on a fresh chain. */
    private static List<WireReply> refuseTimes(ChatApiTestServer server, int times) {
        List<WireReply> replies = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            replies.add(WireClient.authenticated(server).get("user/no-such-agent-" + i));
        }
        return replies;
    }

    private static List<String> describe(List<WireReply> replies) {
        return replies.stream().map(r -> r.status() + " " + r.content()).toList();
    }
}

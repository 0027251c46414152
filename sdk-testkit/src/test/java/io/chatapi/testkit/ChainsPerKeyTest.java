package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Whether a new authentication ends the key's older chains, and sessions that end by age, on the wire. */
class ChainsPerKeyTest {

    @Test
    void byDefaultEveryAuthenticationStartsAChainOfItsOwnAndTheOlderOnesLiveOn() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            WireClient first = WireClient.authenticated(server);
            WireClient second = WireClient.authenticated(server);

            assertThat(server.chainsPerKey()).isEqualTo(ChainsPerKey.MANY);
            assertThat(first.get("users/list").status()).isEqualTo(1);
            assertThat(second.get("users/list").status()).isEqualTo(1);
            assertThat(server.liveTokenChains()).isEqualTo(2);
            assertThat(server.counters().tokenViolations()).isZero();
        }
    }

    @Test
    void withOneChainPerKeyANewAuthenticationEndsEveryOlderChain() {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build()) {
            WireClient first = WireClient.authenticated(server);
            assertThat(first.get("users/list").status()).isEqualTo(1);
            WireClient second = WireClient.authenticated(server);

            WireReply refused = first.get("users/list");
            assertThat(refused.content()).isEqualTo("Error - invalid token");
            assertThat(refused.token()).isNull();
            assertThat(second.get("users/list").status()).isEqualTo(1);
            assertThat(server.liveTokenChains()).isEqualTo(1);
            assertThat(server.counters().tokenViolations()).isEqualTo(1);
            assertThat(server.toString()).contains("ONE chains per key");
        }
    }

    @Test
    void aChainOutlivingTheSessionLifetimeIsRefusedAndAFreshOneWorks() throws Exception {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            server.faults().sessionLifetime(Duration.ofMillis(150));
            WireClient client = WireClient.authenticated(server);
            assertThat(client.get("users/list").status()).isEqualTo(1);

            Thread.sleep(200);
            WireReply refused = client.get("users/list");

            assertThat(refused.content()).isEqualTo("Error - invalid token");
            assertThat(refused.token()).isNull();
            assertThat(server.counters().expiredSessions()).isEqualTo(1);
            assertThat(server.counters().tokenViolations()).isEqualTo(1);
            assertThat(server.liveTokenChains()).isZero();
            assertThat(server.faults().toString()).contains("sessionLifetime=PT0.15S");
            assertThat(WireClient.authenticated(server).get("users/list").status())
                    .isEqualTo(1);
        }
    }

    @Test
    void clearingTheFaultsLetsSessionsLiveAgain() throws Exception {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            server.faults().sessionLifetime(Duration.ofMillis(50));
            WireClient client = WireClient.authenticated(server);

            server.reset();
            Thread.sleep(80);

            assertThat(client.get("users/list").status()).isEqualTo(1);
            assertThat(server.counters().expiredSessions()).isZero();
        }
    }
}

package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TokenRegistryTest {
    private final TokenRegistry tokens = new TokenRegistry();

    @Test
    void aTokenRotatesOnceAndOnlyTheNewOneWorks() {
        String first = tokens.startChain();

        String second = tokens.rotate(first);

        assertThat(second).isNotNull().isNotEqualTo(first);
        assertThat(tokens.rotate(first)).isNull();
        assertThat(tokens.rotate(second)).isNotNull();
        assertThat(tokens.liveChains()).isEqualTo(1);
    }

    @Test
    void expiringATokenEndsOnlyItsChain() {
        String mine = tokens.startChain();
        String other = tokens.startChain();

        tokens.expire(mine);

        assertThat(tokens.rotate(mine)).isNull();
        assertThat(tokens.rotate(other)).isNotNull();
    }

    @Test
    void theChainsIdleLongestAreForgottenBeyondTheLimit() {
        String oldest = tokens.startChain();
        String used = tokens.startChain();
        for (int i = 0; i < TokenRegistry.MAX_CHAINS - 2; i++) {
            tokens.startChain();
        }
        used = tokens.rotate(used);

        tokens.startChain();

        assertThat(tokens.liveChains()).isEqualTo(TokenRegistry.MAX_CHAINS);
        assertThat(tokens.rotate(oldest)).isNull();
        assertThat(tokens.rotate(used)).isNotNull();
    }

    @Test
    void withOneChainPerKeyStartingAChainEndsTheOthers() {
        TokenRegistry one = new TokenRegistry(ChainsPerKey.ONE, new Counters());
        String older = one.startChain();
        String rotated = one.rotate(older);

        String newer = one.startChain();

        assertThat(one.rotate(rotated)).isNull();
        assertThat(one.rotate(newer)).isNotNull();
        assertThat(one.liveChains()).isEqualTo(1);
    }

    @Test
    void aSessionLifetimeCountsFromTheAuthenticationNotFromTheLastRotation() throws Exception {
        Counters counters = new Counters();
        TokenRegistry aging = new TokenRegistry(ChainsPerKey.MANY, counters);
        aging.sessionLifetime(java.time.Duration.ofMillis(1_000));
        String token = aging.startChain();

        Thread.sleep(600);
        token = aging.rotate(token);
        assertThat(token).as("rotated within the lifetime").isNotNull();
        Thread.sleep(600); // 1.2 s after the authentication, 0.6 s after the rotation

        assertThat(aging.rotate(token)).isNull();
        assertThat(counters.expiredSessions()).isEqualTo(1);
        assertThat(aging.liveChains()).isZero();
    }
}

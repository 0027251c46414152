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
}

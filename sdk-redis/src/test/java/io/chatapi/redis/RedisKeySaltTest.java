package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * With a key salt, a reader of Redis's key names finds no {@code keyId} to test guessed API keys against; replicas
 * with the same salt still share one chain (#40 item 5).
 */
class RedisKeySaltTest {
    private static final String SALT = "deployment-salt-8f3a1c9e2b7d4f60";
    private static final Duration LONG = Duration.ofSeconds(10);
    private static RedisServer server;
    private Stores stores;

    @BeforeAll
    static void startRedis() {
        server = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        server.close();
    }

    @BeforeEach
    void newPrefix() {
        stores = new Stores(server);
    }

    @AfterEach
    void closeStores() throws Exception {
        stores.close();
    }

    @Test
    void aGuessedKeyCannotBeCheckedAgainstTheNamesInRedisWithoutTheSalt() throws Exception {
        RedisChainStoreOptions options = stores.options().keySalt(SALT).build();
        ChainStore one = stores.store(options);
        ChainStore other = stores.store(options);

        try (ChainStore.Turn turn = one.acquire(LONG)) {
            turn.token("t1");
        }
        try (ChainStore.Turn turn = other.acquire(LONG)) {
            assertThat(turn.token()).as("same salt, same chain").isEqualTo("t1");
        }

        List<String> names = keyNames(stores.prefix() + "*");
        String guess =
                ChainId.of("https://chat.example.com/api/", "the-api-key", 0).keyId();
        assertThat(names).isNotEmpty().noneMatch(name -> name.contains(guess));
        String salted = ChainKeys.of(stores.prefix(), SALT.getBytes(StandardCharsets.UTF_8), Stores.CHAIN)
                .token();
        assertThat(server.command("EXISTS", salted)).isEqualTo(":1");
        assertThat(server.command("EXISTS", stores.tokenKey()))
                .as("nothing under the unsalted name")
                .isEqualTo(":0");
    }

    private static List<String> keyNames(String pattern) {
        RedisClient client = server.client();
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            return connection.sync().keys(pattern);
        } finally {
            client.shutdown();
        }
    }

    @Test
    void anotherSaltNamesAnotherChain() throws Exception {
        ChainStore salted = stores.store(stores.options().keySalt(SALT).build());
        ChainStore otherSalt = stores.store(
                stores.options().keySalt("another-deployment-salt-0001").build());

        try (ChainStore.Turn turn = salted.acquire(LONG)) {
            turn.token("t1");
        }
        try (ChainStore.Turn turn = otherSalt.acquire(LONG)) {
            assertThat(turn.token()).isNull();
        }
    }

    @Test
    void theSaltIsNeverShownAndAShortOneIsRefusedWithoutRepeatingIt() {
        RedisChainStoreOptions options =
                RedisChainStoreOptions.builder().keySalt(SALT).build();

        assertThat(options.toString()).contains("keySalt=[set]").doesNotContain(SALT);
        assertThat(options.keySalted()).isTrue();
        assertThat(RedisChainStoreOptions.defaults().keySalted()).isFalse();
        assertThatThrownBy(() -> RedisChainStoreOptions.builder().keySalt("short-salt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 16")
                .hasMessageNotContaining("short-salt");
        assertThatThrownBy(() -> RedisChainStoreOptions.builder().keySalt(null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSaltedNameIsAStableHmacOfTheKeyId() {
        byte[] salt = SALT.getBytes(StandardCharsets.UTF_8);
        ChainKeys keys = ChainKeys.of("p:", salt, Stores.CHAIN);

        assertThat(keys).isEqualTo(ChainKeys.of("p:", salt, Stores.CHAIN));
        assertThat(keys.token()).matches("p:\\{[0-9a-f]{64}:0}:token").doesNotContain(Stores.CHAIN.keyId());
    }
}

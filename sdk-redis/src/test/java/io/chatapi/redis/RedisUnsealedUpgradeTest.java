package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A rolling upgrade from the store that kept the token in clear (under names made of the plain {@code keyId}): the new
 * store deletes such a token at its first turn; by default it authenticates instead of using it, and with {@code
 * adoptUnsealedTokens(true)} it carries the old chain on, writing the token sealed.
 */
class RedisUnsealedUpgradeTest {
    private static final Duration LONG = Duration.ofSeconds(10);
    private static RedisServer redis;
    private Stores stores;

    @BeforeAll
    static void startRedis() {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        redis.close();
    }

    @BeforeEach
    void newPrefix() {
        stores = new Stores(redis);
    }

    @AfterEach
    void closeStores() {
        stores.close();
    }

    private String legacyTokenKey(ChainId chain) {
        return ChainKeys.legacy(stores.prefix(), null, chain).token();
    }

    @Test
    void aClearTokenLeftByAnOldReplicaIsDeletedUnusedByDefault() throws Exception {
        redis.command("SET", legacyTokenKey(Stores.CHAIN), "clear-token-of-an-old-replica");
        RedisChainStore store = stores.store();

        try (ChainStore.Turn turn = store.acquire(LONG)) {
            assertThat(turn.token())
                    .as("not used: the chain authenticates once")
                    .isNull();
            turn.token("fresh");
        }
        assertThat(redis.command("EXISTS", legacyTokenKey(Stores.CHAIN))).isEqualTo(":0");
        assertThat(redis.command("GET", stores.tokenKey()))
                .startsWith(TokenSeal.PREFIX)
                .doesNotContain("fresh");
    }

    @Test
    void aClearTokenWrittenAgainByAnOldReplicaIsDeletedWhenTheChainHasNone() throws Exception {
        RedisChainStore store = stores.store();
        try (ChainStore.Turn turn = store.acquire(LONG)) {
            assertThat(turn.token()).isNull();
        }
        // An old replica, still running, authenticated meanwhile and wrote its token in clear.
        redis.command("SET", legacyTokenKey(Stores.CHAIN), "written-later-by-an-old-replica");

        try (ChainStore.Turn turn = store.acquire(LONG)) {
            assertThat(turn.token()).isNull();
        }
        assertThat(redis.command("EXISTS", legacyTokenKey(Stores.CHAIN))).isEqualTo(":0");
    }

    @Test
    void withAdoptionTheOldChainGoesOnSealedWithoutAnAuthentication() throws Exception {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            ChainId chain = ChainId.of(server.baseUrl(), server.apiKey(), 0);
            // What an old replica left: the chain's live token, in clear, under the old names.
            redis.command("SET", legacyTokenKey(chain), authenticate(server));
            long authentications = server.counters().requests(Endpoint.AUTHENTICATE);

            RedisChainStoreFactory upgraded =
                    stores.replica(stores.options().adoptUnsealedTokens(true).build());
            try (ChatApiClient client = ChatApiClient.builder()
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .chainStore(upgraded)
                    .logLevel(LogLevel.OFF)
                    .build()) {
                client.agents().get(DefaultData.ADMIN_UUID);
                client.agents().get(DefaultData.ADMIN_UUID);
            }

            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("the old chain carried on")
                    .isEqualTo(authentications);
            assertThat(server.counters().tokenViolations()).isZero();
            assertThat(redis.command("EXISTS", legacyTokenKey(chain))).isEqualTo(":0");
            assertThat(redis.command("GET", ChainKeys.of(stores.prefix(), chain).token()))
                    .startsWith(TokenSeal.PREFIX);
        }
    }

    private static String authenticate(ChatApiTestServer server) throws Exception {
        Request request = new Request.Builder()
                .url(server.baseUrl() + "developer/inicialize?developer_token=" + server.apiKey())
                .build();
        try (Response reply = new OkHttpClient().newCall(request).execute()) {
            return reply.header("x-user-token");
        }
    }
}

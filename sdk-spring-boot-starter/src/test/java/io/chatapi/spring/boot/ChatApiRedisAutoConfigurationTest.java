package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.lettuce.core.RedisClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code chatapi.chain-store=redis} with {@code chatapi.redis.url}: two applications (replicas) on one API key, against
 * a server that keeps one token chain per key, share the chain through a real redis-server and never end each other's
 * tokens. Run twice by the build: with the Lettuce chat-api-redis brings, and with the one Spring Boot 4.0.x manages
 * ({@code expected.lettuce.version} names the one that must be on the class path).
 */
class ChatApiRedisAutoConfigurationTest {
    private static LocalRedis redis;
    private static ChatApiTestServer server;

    private ApplicationContextRunner runner;

    @BeforeAll
    static void start() throws Exception {
        redis = LocalRedis.start();
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        redis.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
        runner = new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ChatApiRedisAutoConfiguration.class, ChatApiAutoConfiguration.class))
                .withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey());
    }

    @Test
    void the_lettuce_on_the_class_path_is_the_one_this_run_is_for() {
        String expected = System.getProperty("expected.lettuce.version", "");
        String actual = RedisClient.class.getPackage().getImplementationVersion();
        System.out.println("Lettuce on the class path: " + actual);
        assertThat(actual).startsWith(expected);
    }

    @Test
    void two_replicas_on_one_key_share_the_chain_through_redis_and_no_token_is_refused() {
        ApplicationContextRunner replica = runner.withPropertyValues(
                "chatapi.chain-store=redis", "chatapi.redis.url=" + redis.url(), "chatapi.redis.key-prefix=it-two:");
        ConfigurableApplicationContext[] first = new ConfigurableApplicationContext[1];
        replica.run(one -> replica.run(two -> {
            first[0] = one.getSourceApplicationContext();
            assertThat(one).hasSingleBean(RedisChainStoreFactory.class);
            ChatApiClient a = one.getBean(ChatApiClient.class);
            ChatApiClient b = two.getBean(ChatApiClient.class);
            for (int i = 0; i < 10; i++) {
                a.agents().list();
                b.agents().list();
            }
        }));

        assertThat(server.counters().tokenViolations()).as("tokens refused").isZero();
        assertThat(server.counters().requests(Endpoint.LIST_AGENTS)).isEqualTo(20);
        assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                .as("one chain for both: a single authentication")
                .isEqualTo(1);
        assertThat(first[0].isActive()).as("closed with its context").isFalse();
    }

    @Test
    void without_the_store_setting_each_replica_keeps_its_own_chain_and_the_server_ends_the_older() {
        runner.run(one -> runner.run(two -> {
            assertThat(one).doesNotHaveBean(RedisChainStoreFactory.class);
            ChatApiClient a = one.getBean(ChatApiClient.class);
            ChatApiClient b = two.getBean(ChatApiClient.class);
            for (int i = 0; i < 3; i++) {
                a.agents().list();
                b.agents().list();
            }
        }));

        assertThat(server.counters().tokenViolations())
                .as("the control: without a shared store the replicas refuse each other's tokens")
                .isPositive();
    }

    @Test
    void redis_without_a_url_fails_the_start_naming_the_property() {
        runner.withPropertyValues("chatapi.chain-store=redis").run(context -> assertThat(context)
                .hasFailed()
                .getFailure()
                .rootCause()
                .hasMessageContaining("chatapi.redis.url"));
    }

    @Test
    void a_url_that_is_no_redis_url_fails_the_start_without_quoting_it() {
        runner.withPropertyValues("chatapi.chain-store=redis", "chatapi.redis.url=http://user:s3cret@host")
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageContaining("chatapi.redis.url is not a Redis URL")
                        .hasMessageNotContaining("s3cret"));
    }
}

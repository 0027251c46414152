package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.redis.RedisChainStoreOptions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.mock.env.MockEnvironment;

/**
 * The {@code chatapi.redis.*} store options reach chat-api-redis's options, and the longest hold of a chain stays above
 * the call timeout: derived from it when unset, refused at or below it.
 */
class RedisStoreSettingsTest {
    private final PropertyApplier applier = PropertyApplier.showingValuesOf(new MockEnvironment());

    @Test
    void each_property_reaches_its_option() {
        ChatApiRedisProperties redis = new ChatApiRedisProperties();
        redis.setKeyPrefix("shop-a:");
        redis.setKeySalt("0123456789abcdef-salt");
        redis.setLeaseTtl(Duration.ofMillis(1500));
        redis.setOutageWait(Duration.ofSeconds(8));
        redis.setMaxHold(Duration.ofMinutes(3));

        RedisChainStoreOptions options = RedisStoreSettings.optionsFrom(redis, Duration.ofSeconds(60), applier);

        assertThat(options.keyPrefix()).isEqualTo("shop-a:");
        assertThat(options.keySalted()).isTrue();
        assertThat(options.leaseTtl()).isEqualTo(Duration.ofMillis(1500));
        assertThat(options.outageWait()).isEqualTo(Duration.ofSeconds(8));
        assertThat(options.maxHold()).isEqualTo(Duration.ofMinutes(3));
    }

    @Test
    void unset_the_longest_hold_is_five_minutes_or_twice_the_call_timeout_whichever_is_longer() {
        ChatApiRedisProperties redis = new ChatApiRedisProperties();

        assertThat(RedisStoreSettings.optionsFrom(redis, Duration.ofSeconds(60), applier)
                        .maxHold())
                .isEqualTo(Duration.ofMinutes(5));
        assertThat(RedisStoreSettings.optionsFrom(redis, Duration.ofMinutes(4), applier)
                        .maxHold())
                .isEqualTo(Duration.ofMinutes(8));
        assertThat(RedisStoreSettings.optionsFrom(redis, Duration.ofMinutes(4), applier)
                        .keySalted())
                .isFalse();
    }

    @Test
    void a_longest_hold_at_or_below_the_call_timeout_is_refused_naming_both() {
        ChatApiRedisProperties redis = new ChatApiRedisProperties();
        redis.setMaxHold(Duration.ofSeconds(60));

        ChatApiPropertyException refused = catchThrowableOfType(
                ChatApiPropertyException.class,
                () -> RedisStoreSettings.optionsFrom(redis, Duration.ofSeconds(60), applier));

        assertThat(refused.property()).isEqualTo("chatapi.redis.max-hold");
        assertThat(refused.reason()).contains("must be above chatapi.call-timeout");
        redis.setMaxHold(Duration.ofSeconds(61));
        assertThat(RedisStoreSettings.optionsFrom(redis, Duration.ofSeconds(60), applier)
                        .maxHold())
                .isEqualTo(Duration.ofSeconds(61));
    }

    @Test
    void the_properties_reach_the_starters_store_factory() {
        new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ChatApiRedisAutoConfiguration.class, ChatApiAutoConfiguration.class))
                .withPropertyValues(
                        "chatapi.base-url=https://chat.example.com/api/",
                        "chatapi.api-key=k",
                        "chatapi.chain-store=redis",
                        "chatapi.redis.url=redis://127.0.0.1:1",
                        "chatapi.redis.check-at-start=off",
                        "chatapi.call-timeout=3m",
                        "chatapi.redis.lease-ttl=1500ms",
                        "chatapi.redis.outage-wait=0s")
                .run(context -> assertThat(
                                context.getBean(RedisChainStoreFactory.class).toString())
                        .contains("leaseTtl=PT1.5S", "outageWait=PT0S", "maxHold=PT6M"));
    }
}

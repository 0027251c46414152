package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.redis.RedisChainStoreOptions;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.options.ClientOptions;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * The configuration processor's metadata, which IDEs read to complete and explain {@code chatapi.*}, lists every
 * property with a description; the health switch says why it is off.
 */
class ConfigurationMetadataTest {
    @Test
    void every_property_is_listed_with_a_description_and_the_health_switch_says_why_it_is_off() throws Exception {
        JsonNode metadata;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("the processor's output on the class path").isNotNull();
            metadata = new ObjectMapper().readTree(in);
        }
        Map<String, String> descriptions = new HashMap<>();
        metadata.get("properties")
                .forEach(p -> descriptions.put(
                        p.get("name").asText(), p.path("description").asText()));

        assertThat(descriptions)
                .containsKeys(
                        "chatapi.base-url",
                        "chatapi.api-key",
                        "chatapi.connect-timeout",
                        "chatapi.read-timeout",
                        "chatapi.call-timeout",
                        "chatapi.read-retries",
                        "chatapi.max-chains",
                        "chatapi.max-reply-size",
                        "chatapi.health.enabled",
                        "chatapi.health.timeout",
                        "chatapi.micrometer.enabled");
        assertThat(descriptions.values())
                .allSatisfy(description -> assertThat(description).isNotBlank());
        assertThat(descriptions.get("chatapi.health.enabled"))
                .contains("Off by default", "rotates the access token", "token chain");
    }

    /**
     * What an IDE shows as a property's default is what the starter uses when it is unset: each {@code defaultValue} in
     * the metadata, bound as Boot binds it, equals the value the properties hold in code; and those equal the SDK's and
     * chat-api-redis's own defaults, so that the metadata cannot drift from either. Properties without a default in
     * code (the required ones, the User-Agent carrying the SDK's version, the path form whose absence means "fall
     * back", the salt, and the longest hold derived from the call timeout) have none in the metadata.
     */
    @Test
    void every_property_with_a_default_in_code_has_it_as_default_value_in_the_metadata() throws Exception {
        Map<String, String> defaults = new HashMap<>();
        metadata().get("properties").forEach(p -> {
            if (p.has("defaultValue")) {
                defaults.put(p.get("name").asText(), p.get("defaultValue").asText());
            }
        });

        ChatApiProperties client = new ChatApiProperties();
        ChatApiRedisProperties redis = new ChatApiRedisProperties();
        Map<String, Object> inCode = new LinkedHashMap<>();
        inCode.put("chatapi.connect-timeout", client.getConnectTimeout());
        inCode.put("chatapi.read-timeout", client.getReadTimeout());
        inCode.put("chatapi.call-timeout", client.getCallTimeout());
        inCode.put("chatapi.read-retries", client.getReadRetries());
        inCode.put("chatapi.max-chains", client.getMaxChains());
        inCode.put("chatapi.max-reply-size", client.getMaxReplySize());
        inCode.put("chatapi.agent-edit-id-parameter", client.getAgentEditIdParameter());
        inCode.put("chatapi.request-encoding", client.getRequestEncoding());
        inCode.put("chatapi.allow-insecure-http", client.isAllowInsecureHttp());
        inCode.put("chatapi.accept-writes-without-new-token", client.isAcceptWritesWithoutNewToken());
        inCode.put("chatapi.chain-store", client.getChainStore());
        inCode.put("chatapi.health.enabled", client.getHealth().isEnabled());
        inCode.put("chatapi.health.timeout", client.getHealth().getTimeout());
        inCode.put("chatapi.micrometer.enabled", client.getMicrometer().isEnabled());
        inCode.put("chatapi.redis.key-prefix", redis.getKeyPrefix());
        inCode.put("chatapi.redis.lease-ttl", redis.getLeaseTtl());
        inCode.put("chatapi.redis.outage-wait", redis.getOutageWait());
        inCode.put("chatapi.redis.check-at-start", redis.getCheckAtStart());

        assertThat(defaults.keySet())
                .as("every property with a default in code, and no other, has a defaultValue")
                .containsExactlyInAnyOrderElementsOf(inCode.keySet());
        inCode.forEach((name, value) -> assertThat(bound(name, defaults.get(name), value.getClass()))
                .as(name + "'s defaultValue " + defaults.get(name))
                .isEqualTo(value));
        assertThat(Set.of(
                        "chatapi.base-url",
                        "chatapi.api-key",
                        "chatapi.user-agent",
                        "chatapi.path-form",
                        "chatapi.redis.url",
                        "chatapi.redis.key-salt",
                        "chatapi.redis.max-hold"))
                .allSatisfy(name -> assertThat(descriptions()).containsKey(name))
                .doesNotContainAnyElementsOf(defaults.keySet());
    }

    @Test
    void the_defaults_in_code_are_the_sdks_and_chat_api_rediss_own() {
        ClientOptions sdk = ClientOptions.builder()
                .baseUrl("https://chat.example.com/api/")
                .apiKey("k")
                .build();
        ChatApiProperties client = new ChatApiProperties();
        assertThat(client.getConnectTimeout()).isEqualTo(sdk.connectTimeout());
        assertThat(client.getReadTimeout()).isEqualTo(sdk.readTimeout());
        assertThat(client.getCallTimeout()).isEqualTo(sdk.callTimeout());
        assertThat(client.getReadRetries()).isEqualTo(sdk.readRetries());
        assertThat(client.getMaxReplySize().toBytes()).isEqualTo(sdk.maxReplyBytes());
        assertThat(client.getRequestEncoding()).isEqualTo(sdk.requestEncoding()).isEqualTo(RequestEncoding.FORM);
        assertThat(client.getMaxChains()).isEqualTo(sdk.maxChains());
        assertThat(client.getAgentEditIdParameter()).isEqualTo("uid");

        RedisChainStoreOptions store = RedisChainStoreOptions.defaults();
        ChatApiRedisProperties redis = new ChatApiRedisProperties();
        assertThat(redis.getKeyPrefix()).isEqualTo(store.keyPrefix());
        assertThat(redis.getLeaseTtl()).isEqualTo(store.leaseTtl());
        assertThat(redis.getOutageWait()).isEqualTo(store.outageWait());
        assertThat(RedisStoreSettings.SDK_MAX_HOLD).isEqualTo(store.maxHold());
        assertThat(Duration.ZERO).isLessThan(redis.getLeaseTtl());
    }

    private static Object bound(String name, String text, Class<?> type) {
        Binder binder = new Binder(new MapConfigurationPropertySource(Map.of(name, text)));
        return binder.bind(name, Bindable.of(type)).get();
    }

    private static Map<String, String> descriptions() {
        Map<String, String> descriptions = new HashMap<>();
        try {
            metadata()
                    .get("properties")
                    .forEach(p -> descriptions.put(
                            p.get("name").asText(), p.path("description").asText()));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return descriptions;
    }

    private static JsonNode metadata() throws IOException {
        try (InputStream in =
                ConfigurationMetadataTest.class.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("the processor's output on the class path").isNotNull();
            return new ObjectMapper().readTree(in);
        }
    }
}

package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
}

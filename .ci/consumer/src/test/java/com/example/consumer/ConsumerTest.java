package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/** What a user's first test does with the published SDK, testkit and Spring Boot starter. */
@ExtendWith(ChatApiTestServerExtension.class)
class ConsumerTest {
    @Test
    void the_published_sdk_talks_to_the_published_testkit(ChatApiClient client, ChatApiTestServer server) {
        assertFalse(client.agents().list().isEmpty());
        Domain shop = client.domains().add(new NewDomain("consumer.example"));
        assertEquals("consumer.example", shop.address().orElseThrow());
        assertEquals(server.baseUrl().startsWith("http://"), true);
    }

    @Test
    void the_published_starter_makes_a_client_bean_of_the_properties(ChatApiTestServer server) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(App.class)
                .run("--chatapi.base-url=" + server.baseUrl(), "--chatapi.api-key=" + server.apiKey())) {
            assertFalse(context.getBean(ChatApiClient.class).agents().list().isEmpty());
        }
    }

    /** A Spring Boot application with nothing of its own. */
    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class App {}
}

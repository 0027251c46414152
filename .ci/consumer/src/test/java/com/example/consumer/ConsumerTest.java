package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What a user's first test does with the published SDK and testkit. */
@ExtendWith(ChatApiTestServerExtension.class)
class ConsumerTest {
    @Test
    void the_published_sdk_talks_to_the_published_testkit(ChatApiClient client, ChatApiTestServer server) {
        assertFalse(client.agents().list().isEmpty());
        Domain shop = client.domains().register("consumer.example");
        assertEquals("consumer.example", shop.address().orElseThrow());
        assertEquals(server.baseUrl().startsWith("http://"), true);
    }
}

package io.chatapi.sdk.testing;

import io.chatapi.sdk.ChatApiClient;
import java.io.IOException;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of the sub-client tests: a fresh MockWebServer per test, scripted through {@link
 * MockChatServer}, a client with default settings pointed at it, and the authentication reply
 * already queued.
 */
public abstract class ScriptedServerTest {
    protected MockWebServer server;
    protected MockChatServer wire;
    protected ChatApiClient client;

    @BeforeEach
    void startScriptedServer() throws IOException {
        server = NoDelaySockets.server();
        server.start();
        wire = new MockChatServer(server);
        client = wire.client();
        wire.auth();
    }

    @AfterEach
    void stopScriptedServer() {
        client.close();
        server.close();
    }
}

package io.chatapi.examples.demo;

import io.chatapi.testkit.ChatApiTestServer;

/**
 * The embedded in-memory server behind {@code --demo} and {@code quickstart}. The only class of the
 * CLI that touches the testkit, and only loaded when a demo is asked for, so a production run needs
 * no testkit on its classpath.
 */
public final class DemoServer implements AutoCloseable {
    private final ChatApiTestServer server;

    private DemoServer(ChatApiTestServer server) {
        this.server = server;
    }

    /**
     * Starts a server with the testkit's sample data on a free loopback port.
     *
     * @return the running server, to close when done
     */
    public static DemoServer start() {
        return new DemoServer(ChatApiTestServer.start());
    }

    /**
     * The API root of the server.
     *
     * @return the base URL
     */
    public String baseUrl() {
        return server.baseUrl();
    }

    /**
     * The key the server accepts; a test value, not a secret, but never printed either.
     *
     * @return the API key
     */
    public String apiKey() {
        return server.apiKey();
    }

    /** Stops the server. */
    @Override
    public void close() {
        server.close();
    }
}

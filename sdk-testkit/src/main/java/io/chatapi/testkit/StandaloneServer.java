package io.chatapi.testkit;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * The test server as a program, for local development against a sandbox:
 *
 * <pre>
 * java -jar sdk-testkit/target/chat-api-testkit-0.2.0-SNAPSHOT-standalone.jar --port 8787 --api-key k
 * </pre>
 *
 * <p>It prints its base URL and serves until stopped (Ctrl-C or SIGTERM). {@code --help} lists the
 * options, fault flags included. The API key is never printed.
 */
public final class StandaloneServer {
    private StandaloneServer() {}

    /**
     * Starts the server and blocks until the process is stopped.
     *
     * @param args the options; {@code --help} lists them
     * @throws InterruptedException when the main thread is interrupted while serving
     */
    public static void main(String[] args) throws InterruptedException {
        StandaloneOptions options;
        try {
            options = StandaloneOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.println(StandaloneOptions.USAGE);
            System.exit(2);
            return;
        }
        if (options.help) {
            System.out.println(StandaloneOptions.USAGE);
            return;
        }
        ChatApiTestServer server = start(options, System.out);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.close();
                            stopped.countDown();
                        },
                        "chat-api-testkit-shutdown"));
        stopped.await();
    }

    /** Starts a server for {@code options} and describes it on {@code out}. */
    static ChatApiTestServer start(StandaloneOptions options, PrintStream out) {
        ChatApiTestServer server = options.serverSettings().build();
        options.applyTo(server.faults());
        out.println("Chat API test server listening at " + server.baseUrl());
        out.println("API key: "
                + (options.apiKey.equals(ChatApiTestServer.DEFAULT_API_KEY)
                        ? "the default, ChatApiTestServer.DEFAULT_API_KEY"
                        : "as given by --api-key"));
        out.println("Mode: " + server.mode().name().toLowerCase(Locale.ROOT));
        out.println("Token chains per key: " + server.chainsPerKey().name().toLowerCase(Locale.ROOT));
        out.println("Faults: " + server.faults());
        out.println("Stop with Ctrl-C.");
        out.flush();
        return server;
    }
}

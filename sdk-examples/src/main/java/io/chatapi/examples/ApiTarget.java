package io.chatapi.examples;

import io.chatapi.examples.demo.DemoServer;
import io.chatapi.sdk.ChatApiClient;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The server a command talks to and the client for it: the real one named by {@code
 * CHAT_API_BASE_URL} and {@code CHAT_API_KEY}, or the embedded demo server when asked for. Closing
 * it closes the client (and its threads) and stops the demo server.
 */
public final class ApiTarget implements AutoCloseable {
    private final ChatApiClient client;
    private final DemoServer demo;
    private final String baseUrl;

    private ApiTarget(ChatApiClient client, DemoServer demo, String baseUrl) {
        this.client = client;
        this.demo = demo;
        this.baseUrl = baseUrl;
    }

    /**
     * Connects to the server the environment names.
     *
     * @param env the environment variables
     * @return the target
     * @throws BadInputException when either variable is unset or blank (naming the ones to set, or
     *     {@code --demo}), or the URL is unusable
     */
    public static ApiTarget fromEnv(Map<String, String> env) {
        List<String> missing = new ArrayList<>();
        for (String name : List.of(ChatApiClient.ENV_BASE_URL, ChatApiClient.ENV_API_KEY)) {
            String value = env.get(name);
            if (value == null || value.isBlank()) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(String.join(" and ", missing) + (missing.size() == 1 ? " is" : " are")
                    + " not set (or empty); set " + ChatApiClient.ENV_BASE_URL + " and " + ChatApiClient.ENV_API_KEY
                    + " to name the server, or give --demo to try the command on an in-memory server with sample"
                    + " data");
        }
        try {
            return new ApiTarget(
                    ChatApiClient.fromEnv(env),
                    null,
                    env.get(ChatApiClient.ENV_BASE_URL).trim());
        } catch (IllegalArgumentException e) {
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + ": " + e.getMessage(), e);
        }
    }

    /**
     * Starts the embedded demo server with sample data and says so on {@code notes}.
     *
     * @param notes where to say which server is used
     * @return the target
     */
    public static ApiTarget demo(PrintStream notes) {
        DemoServer server = DemoServer.start();
        notes.println("note: using an embedded demo server with sample data at " + server.baseUrl()
                + " (changes last until the program ends)");
        ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        return new ApiTarget(client, server, server.baseUrl());
    }

    /**
     * The client, authenticated on its first call.
     *
     * @return the client
     */
    public ChatApiClient client() {
        return client;
    }

    /**
     * The API root, as given (never the key).
     *
     * @return the base URL
     */
    public String baseUrl() {
        return baseUrl;
    }

    /**
     * Whether this is the embedded demo server rather than a real one.
     *
     * @return true for the demo server
     */
    public boolean embedded() {
        return demo != null;
    }

    /** Closes the client, then stops the demo server if there is one. */
    @Override
    public void close() {
        client.close();
        if (demo != null) {
            demo.close();
        }
    }
}

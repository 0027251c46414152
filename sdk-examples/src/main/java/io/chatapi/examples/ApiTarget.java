package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.PrintStream;
import java.util.Map;

/**
 * The server the examples talk to: the real one when {@code CHAT_API_BASE_URL} and {@code
 * CHAT_API_KEY} are set, otherwise an embedded in-memory test server with sample data, so that
 * every example runs on a fresh clone with no account. Closing it closes the client and stops the
 * embedded server.
 */
public final class ApiTarget implements AutoCloseable {
    private final ChatApiClient client;
    private final ChatApiTestServer embedded;
    private final String baseUrl;

    private ApiTarget(ChatApiClient client, ChatApiTestServer embedded, String baseUrl) {
        this.client = client;
        this.embedded = embedded;
        this.baseUrl = baseUrl;
    }

    /**
     * Opens the target the environment names; says on {@code notes} when it is the embedded one.
     *
     * @param env the environment variables
     * @param notes where to say which server is used
     * @return the target
     * @throws BadInputException when only one of the two variables is set, or the URL is unusable
     */
    public static ApiTarget open(Map<String, String> env, PrintStream notes) {
        boolean hasUrl = isSet(env, ChatApiClient.ENV_BASE_URL);
        boolean hasKey = isSet(env, ChatApiClient.ENV_API_KEY);
        if (hasUrl != hasKey) {
            String missing = hasUrl ? ChatApiClient.ENV_API_KEY : ChatApiClient.ENV_BASE_URL;
            throw new BadInputException(missing + " is not set; set both " + ChatApiClient.ENV_BASE_URL + " and "
                    + ChatApiClient.ENV_API_KEY + " to use a real server, or neither to use the embedded test server");
        }
        if (hasUrl) {
            try {
                return new ApiTarget(
                        ChatApiClient.fromEnv(env),
                        null,
                        env.get(ChatApiClient.ENV_BASE_URL).trim());
            } catch (IllegalArgumentException e) {
                throw new BadInputException(ChatApiClient.ENV_BASE_URL + ": " + e.getMessage(), e);
            }
        }
        ChatApiTestServer server = ChatApiTestServer.start();
        notes.println("note: " + ChatApiClient.ENV_BASE_URL + " and " + ChatApiClient.ENV_API_KEY
                + " are not set; using an embedded test server with sample data at " + server.baseUrl()
                + " (changes last until the program ends)");
        ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        return new ApiTarget(client, server, server.baseUrl());
    }

    private static boolean isSet(Map<String, String> env, String name) {
        String value = env.get(name);
        return value != null && !value.isBlank();
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
     * Whether this is the embedded test server rather than a real one.
     *
     * @return true for the embedded server
     */
    public boolean embedded() {
        return embedded != null;
    }

    /** Closes the client, then stops the embedded server if there is one. */
    @Override
    public void close() {
        client.close();
        if (embedded != null) {
            embedded.close();
        }
    }
}

package io.chatapi.testkit;

import java.lang.reflect.InvocationTargetException;

/**
 * Builds the SDK's {@code ChatApiClient} for a test server, by reflection: the SDK's own tests run on this testkit, so
 * the testkit cannot depend on the SDK when it is compiled. The client is found through the class loader of the test
 * that asks for it (the parameter's type).
 */
final class SdkClients {
    /** The SDK's client, by name. */
    static final String CLIENT_CLASS = "io.chatapi.sdk.ChatApiClient";

    private SdkClients() {}

    /**
     * A client of {@code server}, of the given {@code ChatApiClient} class.
     *
     * @throws IllegalStateException when the class is not a {@code ChatApiClient} this testkit can build
     */
    static AutoCloseable create(Class<?> client, ChatApiTestServer server) {
        try {
            Object builder = client.getMethod("builder").invoke(null);
            builder.getClass().getMethod("baseUrl", String.class).invoke(builder, server.baseUrl());
            builder.getClass().getMethod("apiKey", String.class).invoke(builder, server.apiKey());
            Object built = builder.getClass().getMethod("build").invoke(builder);
            if (!(built instanceof AutoCloseable closeable)) {
                throw new IllegalStateException(client.getName() + " is not AutoCloseable");
            }
            return closeable;
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(
                    "building a ChatApiClient for the test server at " + server.baseUrl() + " failed: " + e.getCause(),
                    e.getCause());
        } catch (ReflectiveOperationException | IllegalStateException e) {
            throw new IllegalStateException(
                    "this testkit cannot build the " + client.getName() + " on the class path (it needs builder(),"
                            + " baseUrl(String), apiKey(String), build() and close()): use the chat-api-sdk and"
                            + " chat-api-testkit of one version (the chat-api-bom aligns them); " + e,
                    e);
        }
    }
}

package io.chatapi.sdk.internal;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.http.Transport;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Hands the facade the constructors of the feature clients and the async client, which are not
 * public: the transport is internal, and a user builds clients only through {@link
 * ChatApiClient#builder()}. Each of those classes registers its package-private constructor here
 * when it initialises; {@link #create} makes sure it has.
 */
public final class Wiring {
    private static final Map<Class<?>, Factory<?>> FACTORIES = new ConcurrentHashMap<>();
    private static final Map<Class<?>, AsyncFactory<?>> ASYNC_FACTORIES = new ConcurrentHashMap<>();

    /**
     * What a feature client is built from.
     *
     * @param transport the client's transport
     * @param agentEditIdParameter the form field naming the agent in {@code user/edit}
     * @param agentStatusCodes how the server's agent status codes read
     * @param agents the agents client, for the clients that look agents up; {@code null} when
     *     building the agents client itself
     */
    public record Parts(
            Transport transport,
            String agentEditIdParameter,
            Map<String, AgentStatus> agentStatusCodes,
            AgentsClient agents) {}

    /** A feature client's constructor. */
    public interface Factory<T> {
        T create(Parts parts);
    }

    /** The async client's constructor: the async face of {@code client}, running calls on {@code executor}. */
    public interface AsyncFactory<T> {
        T create(ChatApiClient client, Executor executor);
    }

    private Wiring() {}

    /** Called from a feature client's static initialiser (and the async client's, below). */
    public static <T> void register(Class<T> product, Factory<T> factory) {
        FACTORIES.put(product, factory);
    }

    public static <T> void registerAsync(Class<T> product, AsyncFactory<T> factory) {
        ASYNC_FACTORIES.put(product, factory);
    }

    /** Builds a feature client from its parts (and the async client, below). */
    public static <T> T create(Class<T> product, Parts parts) {
        initialise(product);
        return product.cast(FACTORIES.get(product).create(parts));
    }

    public static <T> T createAsync(Class<T> product, ChatApiClient client, Executor executor) {
        initialise(product);
        return product.cast(ASYNC_FACTORIES.get(product).create(client, executor));
    }

    private static void initialise(Class<?> product) {
        try {
            Class.forName(product.getName(), true, product.getClassLoader());
        } catch (ClassNotFoundException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}

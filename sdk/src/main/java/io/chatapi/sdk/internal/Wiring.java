package io.chatapi.sdk.internal;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.http.Transport;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Hands the facade the package-private constructors of the feature clients and the async client (the transport is
 * internal; users build clients through {@link ChatApiClient#builder()}). Each class registers its constructor when it
 * initialises, which {@link #create} forces.
 */
public final class Wiring {
    private static final Map<Class<?>, Factory<?>> FACTORIES = new ConcurrentHashMap<>();
    private static final Map<Class<?>, AsyncFactory<?>> ASYNC_FACTORIES = new ConcurrentHashMap<>();

    /** What a feature client is built from; {@code agents} is null when building the agents client itself. */
    public record Parts(
            Transport transport,
            String agentEditIdParameter,
            Map<String, AgentStatus> agentStatusCodes,
            AgentsClient agents) {}

    /** A feature client's constructor. */
    public interface Factory<T> {
        T create(Parts parts);
    }

    /** The async client's constructor. */
    public interface AsyncFactory<T> {
        T create(ChatApiClient client, Executor executor);
    }

    private Wiring() {}

    /** Called from a feature client's static initialiser. */
    public static <T> void register(Class<T> product, Factory<T> factory) {
        FACTORIES.put(product, factory);
    }

    public static <T> void registerAsync(Class<T> product, AsyncFactory<T> factory) {
        ASYNC_FACTORIES.put(product, factory);
    }

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

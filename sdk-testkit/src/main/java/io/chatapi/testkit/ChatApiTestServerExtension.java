package io.chatapi.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that runs a {@link ChatApiTestServer} for a test class and injects it into
 * test methods, constructors and lifecycle methods that declare a {@code ChatApiTestServer}
 * parameter. Each test starts from fresh state: before every test the server returns to its seed
 * data, with faults off and counters at zero (see {@link ChatApiTestServer#reset()}), unless {@link
 * #keepStateBetweenTests()} is set.
 *
 * <pre>{@code
 * @ExtendWith(ChatApiTestServerExtension.class)
 * class AgentsTest {
 *   @Test
 *   void listsAgents(ChatApiTestServer server) { ... }
 * }
 *
 * class TriggersTest {
 *   @RegisterExtension
 *   static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension(
 *       ChatApiTestServer.builder().apiKey("k").data(TestData.empty()));
 *
 *   @Test
 *   void addsTrigger() { String url = SERVER.server().baseUrl(); ... }
 * }
 * }</pre>
 *
 * <p>It also injects a ready {@code io.chatapi.sdk.ChatApiClient} (when the SDK is on the test class path) pointed at
 * the server with its API key, one per test, closed after it (a client given to a constructor or a {@code @BeforeAll}
 * method lives as long as that scope):
 *
 * <pre>{@code
 * @ExtendWith(ChatApiTestServerExtension.class)
 * class AgentsTest {
 *   @Test
 *   void listsAgents(ChatApiClient client, ChatApiTestServer server) { ... }
 * }
 * }</pre>
 *
 * <p>Registered on a static field or with {@code @ExtendWith}, one server serves the whole class
 * (nested classes included) and stops after it. Registered on an instance field, it gets a server per
 * test. Tests of one class that run concurrently share state; keep such classes on {@link
 * #keepStateBetweenTests()} or give them their own servers.
 */
public final class ChatApiTestServerExtension
        implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback, ParameterResolver {
    private final ChatApiTestServer.Builder settings;
    private boolean freshStatePerTest = true;
    private ChatApiTestServer server;
    private String ownerContextId;
    // The clients handed out, by the unique id of the test or class they were handed to; closed when it ends.
    private final Map<String, List<AutoCloseable>> clients = new HashMap<>();

    /** An extension whose server has the defaults of {@link ChatApiTestServer#start()}. */
    public ChatApiTestServerExtension() {
        this(ChatApiTestServer.builder());
    }

    /**
     * An extension whose server is built from {@code settings}.
     *
     * @param settings the server's settings; built when the server starts
     */
    public ChatApiTestServerExtension(ChatApiTestServer.Builder settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * Keeps records, faults and counters from one test to the next instead of resetting them.
     *
     * @return this extension
     */
    public ChatApiTestServerExtension keepStateBetweenTests() {
        this.freshStatePerTest = false;
        return this;
    }

    /**
     * The running server.
     *
     * @return the server
     * @throws IllegalStateException outside a test's lifetime
     */
    public synchronized ChatApiTestServer server() {
        if (server == null || server.isClosed()) {
            throw new IllegalStateException("the test server runs only while tests of its class run");
        }
        return server;
    }

    @Override
    public synchronized void beforeAll(ExtensionContext context) {
        if (server == null || server.isClosed()) {
            server = settings.build();
            ownerContextId = context.getUniqueId();
        }
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) {
        closeClients(context);
        if (context.getUniqueId().equals(ownerContextId)) {
            stop();
        }
    }

    @Override
    public synchronized void beforeEach(ExtensionContext context) {
        if (server == null || server.isClosed()) {
            // Registered on an instance field: no class callbacks, so the server lives for this test.
            server = settings.build();
            ownerContextId = context.getUniqueId();
        } else if (freshStatePerTest) {
            server.reset();
        }
    }

    @Override
    public synchronized void afterEach(ExtensionContext context) {
        closeClients(context);
        if (context.getUniqueId().equals(ownerContextId)) {
            stop();
        }
    }

    /**
     * {@inheritDoc}
     *
     * @return whether the parameter is a {@link ChatApiTestServer} or the SDK's {@code ChatApiClient}
     */
    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == ChatApiTestServer.class || type.getName().equals(SdkClients.CLIENT_CLASS);
    }

    /**
     * {@inheritDoc}
     *
     * @return the running server, or a client of it: the same one for every parameter of one test or class
     * @throws ParameterResolutionException when the SDK's client cannot be built (the message says why)
     */
    @Override
    public synchronized Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (server == null || server.isClosed()) {
            beforeEach(context);
        }
        Class<?> type = parameter.getParameter().getType();
        if (type == ChatApiTestServer.class) {
            return server;
        }
        List<AutoCloseable> handedOut = clients.computeIfAbsent(context.getUniqueId(), id -> new ArrayList<>());
        for (AutoCloseable client : handedOut) {
            if (type.isInstance(client)) {
                return client;
            }
        }
        try {
            AutoCloseable client = SdkClients.create(type, server);
            handedOut.add(client);
            return client;
        } catch (IllegalStateException e) {
            throw new ParameterResolutionException(e.getMessage(), e);
        }
    }

    private void closeClients(ExtensionContext context) {
        List<AutoCloseable> handedOut = clients.remove(context.getUniqueId());
        if (handedOut == null) {
            return;
        }
        RuntimeException failed = null;
        for (AutoCloseable client : handedOut) {
            try {
                client.close();
            } catch (Exception e) {
                if (failed == null) {
                    failed = new IllegalStateException("closing a ChatApiClient after the test failed", e);
                } else {
                    failed.addSuppressed(e);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    private void stop() {
        server.close();
        server = null;
        ownerContextId = null;
    }
}

package io.chatapi.testkit;

import java.util.Objects;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
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
        if (context.getUniqueId().equals(ownerContextId)) {
            stop();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ChatApiTestServer.class;
    }

    @Override
    public synchronized Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (server == null || server.isClosed()) {
            beforeEach(context);
        }
        return server;
    }

    private void stop() {
        server.close();
        server = null;
        ownerContextId = null;
    }
}

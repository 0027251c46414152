package io.chatapi.testkit;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A faithful, stateful, in-memory implementation of the chat API, for tests, examples and local
 * development. It binds to 127.0.0.1 only and serves every endpoint of the spec in both path forms
 * (see {@link Endpoint}) under {@link #baseUrl()}, which ends in {@code /api/}.
 *
 * <pre>{@code
 * try (ChatApiTestServer server = ChatApiTestServer.start()) {
 *   // point any client at server.baseUrl(), authenticating with server.apiKey()
 * }
 * }</pre>
 *
 * <h2>Wire behaviour</h2>
 *
 * <ul>
 *   <li>Every routed reply is HTTP 200, {@code Content-Type: text/html; charset=UTF-8}, with a JSON
 *       envelope written like PHP's {@code json_encode} ({@code \/}, {@code \}{@code uXXXX}). Unknown
 *       paths answer HTTP 404 (405 for a known path with the other method) and leave tokens alone.
 *   <li>Authentication: {@code GET developer/inicialize?developer_token=KEY} answers {@code
 *       {"status":1}} and the header {@code x-user-token} (written {@code X-user-token} by the JDK;
 *       header names are case-insensitive). Each authentication starts an independent chain.
 *   <li>Every other request must carry the chain's most recent token in {@code x-user-token}; the
 *       reply carries the next one. A missing, unknown or already used token is refused with {@code
 *       {"status":0,"content":"Error - invalid token"}} (or {@code "Error - missing token"}) and no
 *       token header; the chain's current token stays valid.
 *   <li>Success statuses: 1 for reads, edits ({@code user/edit}, trigger and alias edits), trigger
 *       status changes and deletes, domain assignments and removals; 2 for adding agents, triggers and
 *       aliases, deleting agents, aliases and domains, registering domains. {@code
 *       domains/gettoken/:id} answers {@code {"status":0,"token":"..."}}.
 *   <li>Refusals answer {@code {"status":0,"content":"Error - ..."}}, except a repeated assignment,
 *       which answers {@code {"status":1,"content":"Error - user already exist"}} as the live service
 *       does: clients must read {@code content}, not only {@code status}.
 *   <li>Agent status codes are the testkit's own: online {@code "1"}, away {@code "2"}, offline
 *       {@code "3"}. Passwords are required on add, never stored, logged or echoed.
 *   <li>Deleting a domain deletes its triggers and drops it from aliases and assignments; tickets keep
 *       it as {@code domain_token: null}. Registering an address again gives it a new token. The admin
 *       cannot be deleted. Adding an agent beyond {@code maxUsersSub} is refused.
 * </ul>
 *
 * <p>All of the above is {@link Mode#TIDY}, the default. {@link Builder#mode(Mode)} with {@link
 * Mode#STRICT} reads the spec literally where it is open: edits blank what they are not sent, POST
 * parameters are read only as form fields, {@code user/edit} knows only {@code uid}, and refusals are
 * worded variously, with status 0, 1 or 2 and no new token (see {@link Mode#STRICT}).
 *
 * <p>Thread-safe: any number of clients may call it at once. {@link #faults()} injects failures,
 * {@link #counters()} counts what happened. Loading this class sets the system property {@code
 * sun.net.httpserver.nodelay} to {@code true} unless it is set, so replies do not wait on Nagle's
 * algorithm.
 */
public final class ChatApiTestServer implements AutoCloseable {
    /** The API key of a server built without {@link Builder#apiKey}; a public test value, not a secret. */
    public static final String DEFAULT_API_KEY = "testkit-api-key";

    private final HttpServer http;
    private final ExecutorService executor;
    private final String apiKey;
    private final TestData data;
    private final StateStore store;
    private final Counters counters = new Counters();
    private final TokenRegistry tokens;
    private final Faults faults;
    private final LiteralRefusals refusals = new LiteralRefusals();
    private final Mode mode;
    private final String baseUrl;
    private volatile boolean closed;

    static {
        // The JDK server writes headers and body in two packets; with Nagle's algorithm and delayed ACKs
        // every reply would then wait about 40 ms. Read once when the JDK server's config loads.
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }

    private ChatApiTestServer(Builder builder) {
        this.apiKey = builder.apiKey;
        this.data = builder.data;
        this.store = new StateStore(data);
        this.mode = builder.mode;
        this.tokens = new TokenRegistry(builder.chainsPerKey, counters);
        this.faults = new Faults(tokens);
        Router router = Router.of(store, new Authentication(apiKey), mode);
        try {
            http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), builder.port), 100);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot bind 127.0.0.1:" + builder.port, e);
        }
        int port = http.getAddress().getPort();
        executor = Executors.newFixedThreadPool(builder.threads, threadsNamed("chat-api-testkit-" + port + "-"));
        http.setExecutor(executor);
        http.createContext("/", new ApiExchangeHandler(router, tokens, faults, counters, mode, refusals));
        http.start();
        baseUrl = "http://127.0.0.1:" + port + ApiExchangeHandler.BASE_PATH;
    }

    /**
     * Starts a server on a free port with the default API key and {@link TestData#defaults()}.
     *
     * @return the running server
     * @throws UncheckedIOException when no port can be bound
     */
    public static ChatApiTestServer start() {
        return builder().build();
    }

    /**
     * A builder for a server with other settings; {@link Builder#build()} starts it.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The API root, for example {@code http://127.0.0.1:53127/api/}.
     *
     * @return the base URL, ending in {@code /api/}
     */
    public String baseUrl() {
        return baseUrl;
    }

    /**
     * The port bound on 127.0.0.1.
     *
     * @return the port
     */
    public int port() {
        return http.getAddress().getPort();
    }

    /**
     * The key that {@code developer/inicialize} accepts.
     *
     * @return the API key
     */
    public String apiKey() {
        return apiKey;
    }

    /**
     * How this server reads the spec where it is open.
     *
     * @return {@link Mode#TIDY} unless built with {@link Builder#mode(Mode)}
     */
    public Mode mode() {
        return mode;
    }

    /**
     * Whether a new authentication ends the older token chains.
     *
     * @return {@link ChainsPerKey#MANY} unless built with {@link Builder#chainsPerKey(ChainsPerKey)}
     */
    public ChainsPerKey chainsPerKey() {
        return tokens.chainsPerKey();
    }

    /**
     * The fault injection of this server, all off at start.
     *
     * @return the faults, to configure
     */
    public Faults faults() {
        return faults;
    }

    /**
     * What this server has seen.
     *
     * @return the live counters
     */
    public Counters counters() {
        return counters;
    }

    /**
     * The number of token chains that could still make a request, that is authentications whose chain
     * has not been expired.
     *
     * @return the count
     */
    public int liveTokenChains() {
        return tokens.liveChains();
    }

    /**
     * Returns to the seed data, turns every fault off, zeroes the counters and, in {@link Mode#STRICT},
     * starts the refusals' wording over. Token chains survive, so a client authenticated before keeps
     * working; {@link Faults#expireAllTokens()} ends them.
     */
    public void reset() {
        store.reset(data);
        faults.clear();
        counters.reset();
        refusals.restart();
    }

    /**
     * Whether {@link #close()} was called.
     *
     * @return true once closed
     */
    public boolean isClosed() {
        return closed;
    }

    /** Stops serving at once, dropping exchanges in progress, and frees the port. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        http.stop(0);
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "ChatApiTestServer[" + baseUrl + ", " + mode + ", " + chainsPerKey() + " chains per key"
                + (closed ? ", closed" : "") + ", " + data + "]";
    }

    private static ThreadFactory threadsNamed(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** Settings of a server; reusable, each {@link #build()} starts a new server. */
    public static final class Builder {
        private String apiKey = DEFAULT_API_KEY;
        private int port;
        private TestData data;
        private int threads = 16;
        private Mode mode = Mode.TIDY;
        private ChainsPerKey chainsPerKey = ChainsPerKey.MANY;

        private Builder() {}

        /**
         * Whether a new authentication ends the older token chains: {@link ChainsPerKey#MANY} (the
         * default) keeps them, {@link ChainsPerKey#ONE} ends them.
         *
         * @param chainsPerKey the reading
         * @return this builder
         */
        public Builder chainsPerKey(ChainsPerKey chainsPerKey) {
            this.chainsPerKey = Objects.requireNonNull(chainsPerKey, "chainsPerKey");
            return this;
        }

        /**
         * How the server reads the spec where it is open: {@link Mode#TIDY} (the default) forgives,
         * {@link Mode#STRICT} reads it literally, as described there.
         *
         * @param mode the reading
         * @return this builder
         */
        public Builder mode(Mode mode) {
            this.mode = Objects.requireNonNull(mode, "mode");
            return this;
        }

        /**
         * The key {@code developer/inicialize} accepts; {@link #DEFAULT_API_KEY} when not set.
         *
         * @param apiKey a non-blank key
         * @return this builder
         */
        public Builder apiKey(String apiKey) {
            if (Objects.requireNonNull(apiKey, "apiKey").isBlank()) {
                throw new IllegalArgumentException("apiKey must not be blank");
            }
            this.apiKey = apiKey;
            return this;
        }

        /**
         * The port on 127.0.0.1; 0 (the default) picks a free one.
         *
         * @param port 0 to 65535
         * @return this builder
         */
        public Builder port(int port) {
            if (port < 0 || port > 65_535) {
                throw new IllegalArgumentException("port must be 0..65535: " + port);
            }
            this.port = port;
            return this;
        }

        /**
         * The records to start with and to return to on {@link #reset()}; {@link TestData#defaults()}
         * when not set.
         *
         * @param data the seed
         * @return this builder
         */
        public Builder data(TestData data) {
            this.data = Objects.requireNonNull(data, "data");
            return this;
        }

        /**
         * The number of request threads, 16 by default. Also bounds how many delayed requests wait at
         * once.
         *
         * @param threads at least 1
         * @return this builder
         */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1");
            }
            this.threads = threads;
            return this;
        }

        /**
         * Starts a server with these settings.
         *
         * @return the running server
         * @throws UncheckedIOException when the port cannot be bound
         */
        public ChatApiTestServer build() {
            if (data == null) {
                data = TestData.defaults();
            }
            return new ChatApiTestServer(this);
        }

        @Override
        public String toString() {
            return "ChatApiTestServer.Builder[port=" + port + ", threads=" + threads + ", mode=" + mode
                    + ", chainsPerKey=" + chainsPerKey + "]";
        }
    }
}

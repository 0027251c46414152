package io.chatapi.sdk;

import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jobs.RecordLocks;
import io.chatapi.sdk.options.ClientOptions;
import io.chatapi.sdk.resources.Agents;
import io.chatapi.sdk.resources.Aliases;
import io.chatapi.sdk.resources.Domains;
import io.chatapi.sdk.resources.Tickets;
import io.chatapi.sdk.resources.Triggers;
import io.chatapi.sdk.tickets.TicketsClient;
import io.chatapi.sdk.triggers.TriggersClient;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;

/**
 * The entry point: one client per API key, safe to share across threads.
 *
 * <pre>{@code
 * try (ChatApiClient client = ChatApiClient.builder()
 *         .baseUrl("https://chat.example.com/api/")
 *         .apiKey(System.getenv("CHAT_API_KEY"))
 *         .build()) {
 *   client.agents().list().forEach(a -> System.out.println(a.name().orElse("(no name)")));
 * }
 * }</pre>
 *
 * <p>The client authenticates on its first call and carries each reply's access token to the next request. The service
 * accepts only a chain's newest token, so calls on one token chain run one at a time; with {@link
 * ChatApiClientBuilder#maxChains} above 1 they run on several chains at once. Every failure is a {@link
 * ChatApiException}.
 */
public final class ChatApiClient implements AutoCloseable {
    /** Environment variable holding the API root. */
    public static final String ENV_BASE_URL = "CHAT_API_BASE_URL";

    /** Environment variable holding the API key. */
    public static final String ENV_API_KEY = "CHAT_API_KEY";

    private final Transport transport;
    private final AgentsClient agents;
    private final DomainsClient domains;
    private final TriggersClient triggers;
    private final AliasesClient aliases;
    private final TicketsClient tickets;
    private final Executor asyncExecutor;
    // The per-identity create locks of converging calls, shared with every view: the one place the store is asked for.
    private final RecordLocks recordLocks;
    // The client built by the builder; a view from withOptions has its root's async executor and lifetime.
    private final ChatApiClient root;
    private static final Executor REFUSES_AFTER_CLOSE = unit -> {
        throw new RejectedExecutionException("the client is closed");
    };

    private ExecutorService ownedAsyncExecutor;
    // Guarded by this, on the root: set by close(), after which no executor is made.
    private boolean closed;
    private AsyncChatApiClient async;

    ChatApiClient(ClientOptions options) {
        this(new Transport(options), null);
    }

    private ChatApiClient(Transport transport, ChatApiClient root) {
        ClientOptions options = transport.options();
        this.transport = transport;
        this.asyncExecutor = options.asyncExecutor().orElse(null);
        this.root = root == null ? this : root;
        this.recordLocks = root == null ? RecordLocks.in(transport::sharedStore) : root.recordLocks;
        // The implementations live in a package the module does not export: the API shows interfaces only.
        this.agents = new Agents(transport, recordLocks, options.agentEditIdParameter(), options.agentStatusCodes());
        this.domains = new Domains(transport, recordLocks, agents);
        this.triggers = new Triggers(transport, recordLocks);
        this.aliases = new Aliases(transport, recordLocks);
        this.tickets = new Tickets(transport);
    }

    /** {@return a new builder}, with the defaults described on each of its methods. */
    public static ChatApiClientBuilder builder() {
        return new ChatApiClientBuilder();
    }

    /**
     * {@return a client running with {@code options}}, as {@link ChatApiClientBuilder#build()} makes one: for options
     * kept from another client ({@link #options()}) or made with {@link ClientOptions#toBuilder()}. It shares nothing
     * with any other client: its own token chains, connections and async executor.
     *
     * @param options the settings
     * @throws IllegalArgumentException when {@code options} is null
     */
    public static ChatApiClient create(ClientOptions options) {
        return new ChatApiClient(Validate.notNull("options", options));
    }

    /** {@return the settings this client runs with}: a view's are its client's with the view's per-call settings */
    public ClientOptions options() {
        return transport.options();
    }

    /**
     * {@return a client configured from {@value #ENV_BASE_URL} and {@value #ENV_API_KEY}}, with default settings.
     *
     * @throws IllegalStateException naming the variable that is missing or blank
     * @throws IllegalArgumentException when the base URL is not a usable URL
     */
    public static ChatApiClient fromEnv() {
        return fromEnv(System.getenv());
    }

    /**
     * Like {@link #fromEnv()}, reading from the given map instead of the process environment.
     *
     * @param env the variables to read
     * @return a configured client
     * @throws IllegalStateException naming the variable that is missing or blank
     * @throws IllegalArgumentException when the base URL is not a usable URL
     */
    public static ChatApiClient fromEnv(Map<String, String> env) {
        return builder()
                .baseUrl(requireVariable(env, ENV_BASE_URL))
                .apiKey(requireVariable(env, ENV_API_KEY))
                .build();
    }

    private static String requireVariable(Map<String, String> env, String name) {
        String value = env.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("environment variable " + name + " is not set");
        }
        return value.trim();
    }

    /** {@return the agents client}: agents (operators), their sign-in history and domains. */
    public AgentsClient agents() {
        return agents;
    }

    /** {@return the domains client}: register domains ({@code add}), assign agents, read plug-in tokens. */
    public DomainsClient domains() {
        return domains;
    }

    /** {@return the triggers client}: triggers open the chat window on a page after a delay. */
    public TriggersClient triggers() {
        return triggers;
    }

    /** {@return the aliases client}: aliases are short names replaced by a stored text in a chat. */
    public AliasesClient aliases() {
        return aliases;
    }

    /** {@return the tickets client}: conversations with the client's data, cart, orders and location. */
    public TicketsClient tickets() {
        return tickets;
    }

    /**
     * Runs calls on this client and returns the typed result with the raw reply it came from: envelope status, headers
     * (tokens masked) and JSON. The ticket list ({@code tickets().list()}, {@code forEach}) is decoded while parsed,
     * not kept whole: its JSON here has {@code messages} empty, and each ticket's own JSON is its {@code raw()}.
     *
     * <pre>{@code
     * RawReply<List<Agent>> reply = client.withRawReply(c -> c.agents().list());
     * reply.status(); reply.headers(); reply.json(); reply.value();
     * }</pre>
     *
     * @param <T> the type of the value the calls return
     * @param call the calls to make, on this thread
     * @return the value and the last reply received
     * @throws ChatApiException whatever the call throws
     * @throws IllegalStateException when the function made no call
     * @throws IllegalArgumentException when {@code call} is null; nothing is sent then
     */
    public <T> RawReply<T> withRawReply(Function<ChatApiClient, T> call) {
        Validate.notNull("call", call);
        Transport.Captured<T> captured = transport.capture(() -> call.apply(this));
        Reply reply = captured.reply();
        return new RawReply<>(captured.value(), reply.status(), reply.redactedHeaders(), reply.raw());
    }

    /**
     * A view of this client whose calls use {@code options} (a call timeout, a number of read retries, a reply size
     * limit, a job budget) instead of this client's settings; what {@code options} leaves unset stays this client's. The view shares everything else: the
     * token chains, the connection pool, the listeners and the async executor, so calls through it take their turns
     * with this client's. It is cheap to make. Closing the view does nothing; closing this client ends the view's
     * calls too.
     *
     * <pre>{@code
     * // A lookup that must answer quickly, and is not worth a retry:
     * client.withOptions(CallOptions.builder().callTimeout(Duration.ofSeconds(2)).readRetries(0).build())
     *       .agents().find(email);
     * }</pre>
     *
     * @param options the settings for the view's calls
     * @return the view
     * @throws IllegalArgumentException when {@code options} is null
     */
    public ChatApiClient withOptions(CallOptions options) {
        Validate.notNull("options", options);
        ClientOptions.Builder changed = transport.options().toBuilder();
        options.callTimeout().ifPresent(changed::callTimeout);
        options.readRetries().ifPresent(changed::readRetries);
        options.maxReplyBytes().ifPresent(changed::maxReplyBytes);
        options.jobBudget().ifPresent(changed::jobBudget);
        return new ChatApiClient(transport.withOptions(changed.build()), root);
    }

    /**
     * The asynchronous face of this client: calls run as units with {@link AsyncChatApiClient#call}, answered by a
     * {@code CompletableFuture}, in parallel on {@link ChatApiClientBuilder#asyncExecutor} as far as the token chains
     * allow ({@link ChatApiClientBuilder#maxChains}). By default a pool the client owns runs them: {@code maxChains}
     * daemon threads, a {@link ForkJoinPool}, which adds a thread while one waits on a future so that waiting never
     * starves the pool. Created on first use. A view from {@link #withOptions} runs its
     * units on its client's executor. After {@link #close()} it still answers (nothing is thrown on the caller's
     * thread) but creates no executor: every call's future fails with {@link IllegalStateException}, nothing sent.
     *
     * @return the asynchronous client, the same one on every call
     */
    public synchronized AsyncChatApiClient async() {
        if (async == null) {
            async = new AsyncChatApiClient(this, root.executor());
        }
        return async;
    }

    private synchronized Executor executor() {
        if (closed) {
            // Nothing to run after close: no pool is made that nobody would shut down.
            return REFUSES_AFTER_CLOSE;
        }
        if (asyncExecutor != null) {
            return asyncExecutor;
        }
        if (ownedAsyncExecutor == null) {
            ownedAsyncExecutor = new ForkJoinPool(
                    transport.maxChains(),
                    pool -> {
                        ForkJoinWorkerThread thread = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(pool);
                        thread.setName("chat-api-async-" + thread.getPoolIndex());
                        thread.setDaemon(true);
                        return thread;
                    },
                    null,
                    true);
        }
        return ownedAsyncExecutor;
    }

    /**
     * Releases the connections and threads the SDK created, not a caller's own. A call under way finishes; every later
     * one, queued async calls included, fails unsent with an {@link IllegalStateException}. On a view from {@link
     * #withOptions}, does nothing: close the client it came from.
     */
    @Override
    public void close() {
        if (root != this) {
            return;
        }
        synchronized (this) {
            closed = true;
            if (ownedAsyncExecutor != null) {
                ownedAsyncExecutor.shutdown();
            }
        }
        transport.close();
    }

    /** Shows the base URL, never the key or a token. */
    @Override
    public String toString() {
        return "ChatApiClient[" + transport + "]";
    }
}

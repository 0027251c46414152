package io.chatapi.sdk;

import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.options.ClientOptions;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.regex.Pattern;
import okhttp3.OkHttpClient;

/** Configures a {@link ChatApiClient}: {@link #baseUrl} and {@link #apiKey} are required, the rest have defaults. */
public final class ChatApiClientBuilder {
    /** Largest reply accepted by default: far above any real reply, far below a heap's size. */
    public static final long DEFAULT_MAX_REPLY_BYTES = ClientOptions.DEFAULT_MAX_REPLY_BYTES;

    // The one copy of every setting: this builder only hands each one on, and ChatApiClient.options() returns them.
    private final ClientOptions.Builder options = ClientOptions.builder();

    ChatApiClientBuilder() {}

    /**
     * The API root, such as {@code https://chat.example.com/api/}, trailing slash optional; plain {@code http} only
     * for a loopback host unless {@link #allowInsecureHttp} is set; no user info ({@code user:password@}). Checked by
     * {@link #build()}.
     *
     * @param baseUrl the API root
     * @return this builder
     */
    public ChatApiClientBuilder baseUrl(String baseUrl) {
        options.baseUrl(baseUrl);
        return this;
    }

    /**
     * The API key from the dashboard (Settings, API Key). Never printed or logged. Checked by {@link #build()}.
     *
     * @param apiKey the API key
     * @return this builder
     */
    public ChatApiClientBuilder apiKey(String apiKey) {
        options.apiKey(apiKey);
        return this;
    }

    /**
     * Your own OkHttpClient, to share its pool, dispatcher, proxy or TLS settings. The SDK derives its own with {@code
     * newBuilder()}, leaving yours unchanged and open when the SDK client closes. Default: a new client.
     *
     * @param httpClient the client to derive from
     * @return this builder
     * @throws IllegalArgumentException when {@code httpClient} is {@code null}
     */
    public ChatApiClientBuilder httpClient(OkHttpClient httpClient) {
        options.httpClient(httpClient);
        return this;
    }

    /**
     * Timeout for opening a connection. Default 10 seconds.
     *
     * @param timeout the timeout
     * @return this builder
     * @throws IllegalArgumentException when {@code timeout} is {@code null}, zero or negative
     */
    public ChatApiClientBuilder connectTimeout(Duration timeout) {
        options.connectTimeout(timeout);
        return this;
    }

    /**
     * Timeout between bytes while sending or receiving. Default 30 seconds.
     *
     * @param timeout the timeout
     * @return this builder
     * @throws IllegalArgumentException when {@code timeout} is {@code null}, zero or negative
     */
    public ChatApiClientBuilder readTimeout(Duration timeout) {
        options.readTimeout(timeout);
        return this;
    }

    /**
     * Timeout of a whole call: token chain wait, authentication, path fallback, every attempt of a read and every pause
     * (no retry when the pause would pass it). A streamed {@code tickets().forEach} runs at the caller's pace, so only
     * its chain wait and authentication are bounded; its exchange has {@link #readTimeout}. Default 60 seconds.
     *
     * @param timeout the timeout
     * @return this builder
     * @throws IllegalArgumentException when {@code timeout} is {@code null}, zero or negative
     */
    public ChatApiClientBuilder callTimeout(Duration timeout) {
        options.callTimeout(timeout);
        return this;
    }

    /**
     * The {@code User-Agent} header. Default {@code chat-api-java/<version>}.
     *
     * @param userAgent the header value
     * @return this builder
     * @throws IllegalArgumentException when {@code userAgent} is {@code null} or blank
     */
    public ChatApiClientBuilder userAgent(String userAgent) {
        options.userAgent(userAgent);
        return this;
    }

    /**
     * Accepts a plain-http base URL on a non-loopback host, sending the key and tokens unencrypted: only on a network
     * you trust. Default off.
     *
     * @param allow whether to accept plain http on any host
     * @return this builder
     */
    public ChatApiClientBuilder allowInsecureHttp(boolean allow) {
        options.allowInsecureHttp(allow);
        return this;
    }

    /**
     * Uses only this path form, with no fallback. Default: none, so the sample form is tried first and the described
     * form on HTTP 404 or 405, remembering what worked.
     *
     * @param form the path form to use
     * @return this builder
     * @throws IllegalArgumentException when {@code form} is {@code null}
     */
    public ChatApiClientBuilder pathForm(PathForm form) {
        options.pathForm(form);
        return this;
    }

    /**
     * How POST parameters travel. Default {@link RequestEncoding#FORM}.
     *
     * @param encoding the encoding
     * @return this builder
     * @throws IllegalArgumentException when {@code encoding} is {@code null}
     */
    public ChatApiClientBuilder requestEncoding(RequestEncoding encoding) {
        options.requestEncoding(encoding);
        return this;
    }

    /**
     * What a failure looks like: a reply whose message ({@code content}, {@code message} or {@code error}) matches is a
     * rejection, whatever its {@code status}; a write also needs a new token (see {@link
     * #acceptWritesWithoutNewToken}). Default: text starting with the word "error", any case.
     *
     * @param pattern found anywhere in the message ({@link java.util.regex.Matcher#find()}) marks a rejection
     * @return this builder
     * @throws IllegalArgumentException when {@code pattern} is {@code null}
     */
    public ChatApiClientBuilder errorMessagePattern(Pattern pattern) {
        options.errorMessagePattern(pattern);
        return this;
    }

    /**
     * Which refusals are a {@link io.chatapi.sdk.errors.NotFoundException}: those whose message matches (anywhere). A
     * heuristic, as the service has no error codes. Default {@code not found|does not exist|doesn't exist|no
     * such|unknown}, any case.
     *
     * @param pattern found in a refusal's message, makes it a {@code NotFoundException}
     * @return this builder
     * @throws IllegalArgumentException when {@code pattern} is {@code null}
     */
    public ChatApiClientBuilder notFoundMessagePattern(Pattern pattern) {
        options.notFoundMessagePattern(pattern);
        return this;
    }

    /**
     * Which refusals are an {@link io.chatapi.sdk.errors.AlreadyExistsException}: those whose message matches
     * (anywhere), checked before {@link #notFoundMessagePattern}. Default {@code already exist|duplicate|already
     * registered|already assigned}, any case (the spec's one refusal sample is {@code Error - user already exist}).
     *
     * @param pattern found in a refusal's message, makes it an {@code AlreadyExistsException}
     * @return this builder
     * @throws IllegalArgumentException when {@code pattern} is {@code null}
     */
    public ChatApiClientBuilder alreadyExistsMessagePattern(Pattern pattern) {
        options.alreadyExistsMessagePattern(pattern);
        return this;
    }

    /**
     * Accepts a write reply without a new access token as a success when its message is no error, for a server that
     * does not rotate tokens. Default off: as specified, the service rotates after every processed request, so such a
     * reply is a {@link RequestRejectedException} ({@code mayHaveBeenProcessed()} when it reads like success).
     *
     * @param accept whether a write reply without a new token can be a success
     * @return this builder
     */
    public ChatApiClientBuilder acceptWritesWithoutNewToken(boolean accept) {
        options.acceptWritesWithoutNewToken(accept);
        return this;
    }

    /**
     * The largest reply body accepted; a larger one fails the call. Default 64 MiB.
     *
     * @param maxBytes the limit in bytes
     * @return this builder
     * @throws IllegalArgumentException when {@code maxBytes} is below 1024 or above {@code Integer.MAX_VALUE - 8}
     */
    public ChatApiClientBuilder maxReplyBytes(long maxBytes) {
        options.maxReplyBytes(maxBytes);
        return this;
    }

    /**
     * How many times a failed read is sent again (lost connection, gateway error, 408, 429, unreadable reply, or a
     * token refused more than once; a first refusal is retried on its own), within {@link #callTimeout}. Pauses grow
     * from 10–20 ms to 250–500 ms with jitter; a 429 or 503 {@code Retry-After} (seconds or HTTP date) is honoured,
     * or fails at once when it would pass the call timeout. Writes are never sent again. Default 2.
     *
     * @param retries the number of extra tries for a read
     * @return this builder
     * @throws IllegalArgumentException when {@code retries} is below 0 or above 10
     */
    public ChatApiClientBuilder readRetries(int retries) {
        options.readRetries(retries);
        return this;
    }

    /**
     * How long each converging call ({@code ensure}, {@code findOrAdd}, {@code assignAgents})
     * keeps going through lost replies, gateway pages, refused tokens and timeouts: it reads back what it could not
     * confirm and sends again what is missing, until every record is as wanted or the budget runs out (then a {@link
     * io.chatapi.sdk.errors.JobIncompleteException} tells each record's outcome). Plain calls ({@code add}, {@code
     * edit}, {@code delete}) do not use it. Default {@link JobBudget#DEFAULT}: 2 minutes, 20 failed requests in a row.
     *
     * @param budget the budget
     * @return this builder
     * @throws IllegalArgumentException when {@code budget} is null
     */
    public ChatApiClientBuilder jobBudget(JobBudget budget) {
        options.jobBudget(budget);
        return this;
    }

    /**
     * The form field naming the agent in {@code user/edit}, which the spec does not give. Default {@code uid}, as
     * {@code user/delete} uses.
     *
     * @param name the form field name
     * @return this builder
     * @throws IllegalArgumentException when {@code name} is {@code null} or blank
     */
    public ChatApiClientBuilder agentEditIdParameter(String name) {
        options.agentEditIdParameter(name);
        return this;
    }

    /**
     * What the server's agent status codes mean, which the spec does not give. Replies carry a code (a digit in a
     * string, {@link io.chatapi.sdk.agents.AgentDetail#statusCode()}) while {@code user/edit} takes {@code online},
     * {@code away} or {@code offline}; an edit that sets no status sends the current one back, as its word when the
     * code is mapped here, else as the code (which a server taking only words refuses). Default: no codes known.
     *
     * @param codes each code as the server sends it, mapped to the status it means
     * @return this builder
     * @throws IllegalArgumentException when {@code codes} is null, or holds a blank or null code or a null status
     */
    public ChatApiClientBuilder agentStatusCodes(Map<String, AgentStatus> codes) {
        options.agentStatusCodes(codes);
        return this;
    }

    /**
     * The most the SDK hands to its {@link System.Logger}s under {@code io.chatapi.sdk} (see {@link LogLevel}); the
     * backend's level filters further. Default: the level named by {@code CHAT_API_LOG}, else everything.
     *
     * @param level the level
     * @return this builder
     * @throws IllegalArgumentException when {@code level} is {@code null}
     */
    public ChatApiClientBuilder logLevel(LogLevel level) {
        options.logLevel(level);
        return this;
    }

    /**
     * As {@link #logLevel(LogLevel)}, by name, as in {@code CHAT_API_LOG}: {@code off}, {@code error}, {@code warn} or
     * {@code warning}, {@code info}, {@code debug}, {@code trace}, {@code all}, in any letter case.
     *
     * @param level the level's name
     * @return this builder
     * @throws IllegalArgumentException naming {@code level} when it is null or names no level; the message lists the
     *     names accepted
     */
    public ChatApiClientBuilder logLevel(String level) {
        try {
            options.logLevel(LogLevel.parse(level));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("level: " + e.getMessage(), e);
        }
        return this;
    }

    /**
     * Where the SDK's log lines go: each of its loggers (the names {@link LogLevel} lists) is {@code
     * finder.getLogger(name, module)}. Default: the JDK's finder, as {@link System#getLogger} uses it, which is looked
     * up once per JVM on the system class path: in a Spring Boot executable jar it never sees a bridge packed in the
     * jar, so the lines reach JUL (and through JUL's bridge, TRACE arrives as DEBUG). A framework passes a finder of
     * its logging library so that names and levels arrive as they are; the Spring Boot starter does so for SLF4J.
     *
     * @param finder the finder of the SDK's loggers
     * @return this builder
     * @throws IllegalArgumentException when {@code finder} is {@code null}
     */
    public ChatApiClientBuilder loggerFinder(System.LoggerFinder finder) {
        options.loggerFinder(finder);
        return this;
    }

    /**
     * The executor for {@link ChatApiClient#async()} calls, each unit a task of its own, running in parallel as far as
     * the token chains allow. Default: a pool of {@link #maxChains} daemon threads owned, and shut down, by the client.
     *
     * @param executor the executor; the client does not shut it down
     * @return this builder
     * @throws IllegalArgumentException when {@code executor} is {@code null}
     */
    public ChatApiClientBuilder asyncExecutor(Executor executor) {
        options.asyncExecutor(executor);
        return this;
    }

    /**
     * How many token chains the client's calls may run on at once. The service accepts only a chain's newest token, so
     * one chain carries one call at a time; with {@code n > 1}, up to {@code n} calls run at once, each further chain
     * authenticated when first needed (only when every open one is busy). Whether the server lets a key keep several
     * chains, the spec does not say: when the second chain opens, the client finds out with a read (never a write),
     * and on a server that ends a key's older chains at each new authentication it goes on with one chain and says so
     * once at INFO; no call fails because of it. Default 1, right on any server.
     *
     * @param n the most chains, from 1 to 64
     * @return this builder
     * @throws IllegalArgumentException when {@code n} is below 1 or above 64
     */
    public ChatApiClientBuilder maxChains(int n) {
        options.maxChains(n);
        return this;
    }

    /**
     * Where each token chain keeps its token and its turn. The default keeps them in this process; a store shared by
     * several processes (such as the Redis one of {@code chat-api-redis}) lets replicas on one API key share chains
     * instead of ending each other's. A store that fails makes the call fail with {@link ChainStoreException}; the
     * client never falls back to a local chain. The client opens one store per chain and closes it with the client.
     *
     * @param factory opens the store of each chain
     * @return this builder
     * @throws IllegalArgumentException when {@code factory} is {@code null}
     */
    public ChatApiClientBuilder chainStore(ChainStore.Factory factory) {
        options.chainStore(factory);
        return this;
    }

    /**
     * What a refused access token looks like: a reply carrying no new token whose message ({@code content}, {@code
     * message} or {@code error}) matches shows that the service processed nothing, so the call is sent once more
     * after a fresh authentication (a write at most twice in all; a second refusal throws {@link
     * io.chatapi.sdk.errors.TokenRefusedException}). Default: the usual wordings ({@code invalid token}, {@code
     * missing token}, {@code token expired}, {@code unauthorized}, {@code session expired}, {@code not logged in} and
     * their kin), any case.
     *
     * @param pattern found in a refusal's message, marks a refused token
     * @return this builder
     * @throws IllegalArgumentException when {@code pattern} is {@code null}
     */
    public ChatApiClientBuilder tokenRefusalPattern(Pattern pattern) {
        options.tokenRefusalPattern(pattern);
        return this;
    }

    /**
     * Adds a listener told of every call, attempt, retry, authentication and wait for the token chain, for metrics and
     * traces (see {@link ChatApiListener}; {@code io.chatapi:chat-api-micrometer} has one for Micrometer). May be called
     * several times: listeners are told in the order added. A listener that throws never fails a call. Default: none,
     * and then a call spends nothing on events.
     *
     * @param listener the listener
     * @return this builder
     * @throws IllegalArgumentException when {@code listener} is {@code null}
     */
    public ChatApiClientBuilder listener(ChatApiListener listener) {
        options.listener(listener);
        return this;
    }

    /**
     * Builds the client. Nothing is sent until the first call.
     *
     * @return the client
     * @throws IllegalArgumentException when the base URL is missing, malformed, carries user info ({@code
     *     user:password@}; the message never repeats it), a query or fragment, or is plain http on a non-loopback host without {@link #allowInsecureHttp}, the API key is missing or blank, or
     *     no {@link #logLevel} was set and {@code CHAT_API_LOG} names no level
     */
    public ChatApiClient build() {
        return new ChatApiClient(options.build());
    }

    /**
     * {@return the options set so far}, checked as {@link #build()} checks them, for a client made later with {@link
     * ChatApiClient#create(ClientOptions)} or for another builder's {@link ClientOptions#toBuilder()}.
     *
     * @throws IllegalArgumentException as {@link #build()}
     */
    public ClientOptions options() {
        return options.build();
    }

    /** Hides the key, and the user info of a base URL that will be refused for it. */
    @Override
    public String toString() {
        return "ChatApiClientBuilder" + options;
    }
}

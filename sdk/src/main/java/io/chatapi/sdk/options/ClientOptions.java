package io.chatapi.sdk.options;

import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.observe.ChatApiListener;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Executor;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Every setting of a client, in one immutable object: the one copy of each, checked once, by its {@link Builder}.
 * {@code ChatApiClientBuilder} hands each of its settings straight to a builder of this class and holds none itself;
 * {@code ChatApiClient.options()} returns what a client runs with, and {@link #toBuilder()} makes another from it. Each
 * setting is described on the {@code ChatApiClientBuilder} method of the same name. The API key is never printed.
 */
public final class ClientOptions {
    /** The SDK's default {@code User-Agent}: {@code chat-api-java/} and the version of the build that made the jar. */
    public static final String DEFAULT_USER_AGENT = "chat-api-java/" + buildVersion();

    /** Largest reply accepted by default: far above any real reply, far below a heap's size. */
    public static final long DEFAULT_MAX_REPLY_BYTES = 64L * 1024 * 1024;

    /** A reply text starting with "error" is the server's refusal. */
    public static final Pattern DEFAULT_ERROR_MESSAGE = Pattern.compile("^\\s*error\\b", Pattern.CASE_INSENSITIVE);

    /** The most token chains a client may open. */
    public static final int MAX_CHAINS = 64;

    /**
     * The usual wordings of a refused access token: "invalid token", "missing token", "token expired", "unauthorized",
     * "session expired", "not logged in" and their kin, any case. The testkit says {@code Error - invalid token} and
     * {@code Error - missing token}.
     */
    public static final Pattern DEFAULT_TOKEN_REFUSAL = Pattern.compile(
            "\\b(invalid|missing|expired|unknown|wrong|bad|revoked|used|no)\\s+(access\\s+|user\\s+|x-user-)?token\\b"
                    + "|\\btoken\\s+(is\\s+|has\\s+)?(been\\s+)?(invalid|missing|expired|required|revoked|not\\s+valid"
                    + "|already\\s+used)\\b"
                    + "|\\b(unauthori[sz]ed|unauthenticated|not\\s+authenticated|not\\s+logged\\s+in"
                    + "|session\\s+(has\\s+)?expired)\\b",
            Pattern.CASE_INSENSITIVE);

    /** The default of which refusals are "not found". */
    public static final Pattern DEFAULT_NOT_FOUND =
            Pattern.compile("not found|does not exist|doesn't exist|no such|unknown", Pattern.CASE_INSENSITIVE);

    /** The default of which refusals are "already exists". */
    public static final Pattern DEFAULT_ALREADY_EXISTS =
            Pattern.compile("already exist|duplicate|already registered|already assigned", Pattern.CASE_INSENSITIVE);

    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127(\\.\\d{1,3}){3}");
    private static final Pattern USER_INFO = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)[^/?#]*@");

    private final Builder settings;
    private final HttpUrl baseUrl;
    private final LogLevel logLevel;
    private final List<ChatApiListener> listeners;

    // The builder is copied, so that changing it afterwards changes nothing here: the one place the fields live.
    private ClientOptions(Builder b, HttpUrl baseUrl, LogLevel logLevel) {
        this.settings = b.copy();
        this.settings.logLevel = logLevel;
        this.baseUrl = baseUrl;
        this.logLevel = logLevel;
        this.listeners = List.copyOf(b.listeners);
    }

    /** {@return a builder holding the defaults; the base URL and the API key must be set} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding these options, to make others that differ in some} */
    public Builder toBuilder() {
        return settings.copy();
    }

    /** {@return the API root, ending in {@code /}} */
    public HttpUrl baseUrl() {
        return baseUrl;
    }

    /** {@return the API key} Never printed by the SDK. */
    public String apiKey() {
        return settings.apiKey;
    }

    /** {@return the caller's OkHttpClient the SDK derives its own from, if one was given} */
    public Optional<OkHttpClient> httpClient() {
        return Optional.ofNullable(settings.httpClient);
    }

    /** {@return the timeout for opening a connection} (see {@code ChatApiClientBuilder.connectTimeout}) */
    public Duration connectTimeout() {
        return settings.connectTimeout;
    }

    /** {@return the timeout between bytes while sending or receiving} (see {@code ChatApiClientBuilder.readTimeout}) */
    public Duration readTimeout() {
        return settings.readTimeout;
    }

    /** {@return the timeout of a whole call} (see {@code ChatApiClientBuilder.callTimeout}) */
    public Duration callTimeout() {
        return settings.callTimeout;
    }

    /** {@return the {@code User-Agent} header} (see {@code ChatApiClientBuilder.userAgent}) */
    public String userAgent() {
        return settings.userAgent;
    }

    /** {@return whether plain http is accepted on any host} (see {@code ChatApiClientBuilder.allowInsecureHttp}) */
    public boolean allowInsecureHttp() {
        return settings.allowInsecureHttp;
    }

    /** {@return the only path form used, if pinned; empty to try the sample form first and fall back} */
    public Optional<PathForm> pathForm() {
        return Optional.ofNullable(settings.pathForm);
    }

    /** {@return how POST parameters travel} (see {@code ChatApiClientBuilder.requestEncoding}) */
    public RequestEncoding requestEncoding() {
        return settings.requestEncoding;
    }

    /** {@return what marks a reply's message as a refusal} (see {@code ChatApiClientBuilder.errorMessagePattern}) */
    public Pattern errorMessagePattern() {
        return settings.errorMessage;
    }

    /** {@return which refusals are "not found"} (see {@code ChatApiClientBuilder.notFoundMessagePattern}) */
    public Pattern notFoundMessagePattern() {
        return settings.notFoundMessage;
    }

    /** {@return which refusals are "already exists"} (see {@code ChatApiClientBuilder.alreadyExistsMessagePattern}) */
    public Pattern alreadyExistsMessagePattern() {
        return settings.alreadyExistsMessage;
    }

    /** {@return whether a write reply without a new token can be a success} (see {@code ChatApiClientBuilder.acceptWritesWithoutNewToken}) */
    public boolean acceptWritesWithoutNewToken() {
        return settings.acceptWritesWithoutNewToken;
    }

    /** {@return the largest reply body accepted, in bytes} (see {@code ChatApiClientBuilder.maxReplyBytes}) */
    public long maxReplyBytes() {
        return settings.maxReplyBytes;
    }

    /** {@return how many times a failed read is sent again} (see {@code ChatApiClientBuilder.readRetries}) */
    public int readRetries() {
        return settings.readRetries;
    }

    /** {@return the budget of each converging call} (see {@code ChatApiClientBuilder.jobBudget}) */
    public JobBudget jobBudget() {
        return settings.jobBudget;
    }

    /** {@return the form field naming the agent in {@code user/edit}} (see {@code ChatApiClientBuilder.agentEditIdParameter}) */
    public String agentEditIdParameter() {
        return settings.agentEditIdParameter;
    }

    /** {@return what the server's agent status codes mean} (see {@code ChatApiClientBuilder.agentStatusCodes}) */
    public Map<String, AgentStatus> agentStatusCodes() {
        return settings.agentStatusCodes;
    }

    /** {@return the level, the one set or else the one {@code CHAT_API_LOG} named when these options were built} */
    public LogLevel logLevel() {
        return logLevel;
    }

    /** {@return the finder of the SDK's loggers, if one was given; else the JDK's} */
    public Optional<System.LoggerFinder> loggerFinder() {
        return Optional.ofNullable(settings.loggerFinder);
    }

    /** {@return the executor of async calls, if one was given; else the client makes its own} */
    public Optional<Executor> asyncExecutor() {
        return Optional.ofNullable(settings.asyncExecutor);
    }

    /** {@return how many token chains calls may run on at once} (see {@code ChatApiClientBuilder.maxChains}) */
    public int maxChains() {
        return settings.maxChains;
    }

    /** {@return where each token chain keeps its token and turn} (see {@code ChatApiClientBuilder.chainStore}) */
    public ChainStore.Factory chainStore() {
        return settings.chainStore;
    }

    /** {@return what a refused access token looks like} (see {@code ChatApiClientBuilder.tokenRefusalPattern}) */
    public Pattern tokenRefusalPattern() {
        return settings.tokenRefusal;
    }

    /** {@return the listeners, in the order added} */
    public List<ChatApiListener> listeners() {
        return listeners;
    }

    /** Hides the key. */
    @Override
    public String toString() {
        return "ClientOptions[baseUrl=" + baseUrl + ", apiKey=" + "[redacted]" + "]";
    }

    /**
     * {@return {@code url} with anything between {@code scheme://} and an {@code @} before the path hidden}
     *
     * @param url a URL as text, which may carry user info
     */
    public static String withoutUserInfo(String url) {
        return USER_INFO.matcher(url).replaceFirst("$1[user info hidden]@");
    }

    /**
     * Collects the settings, checking each as it is set; {@link #build()} checks the base URL and the key. Each setter
     * is the {@code ChatApiClientBuilder} method of the same name, which describes it.
     */
    public static final class Builder {
        private String baseUrl;
        private String apiKey;
        private OkHttpClient httpClient;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration readTimeout = Duration.ofSeconds(30);
        private Duration callTimeout = Duration.ofSeconds(60);
        private String userAgent = DEFAULT_USER_AGENT;
        private boolean allowInsecureHttp;
        private PathForm pathForm;
        private RequestEncoding requestEncoding = RequestEncoding.FORM;
        private Pattern errorMessage = DEFAULT_ERROR_MESSAGE;
        private Pattern notFoundMessage = DEFAULT_NOT_FOUND;
        private Pattern alreadyExistsMessage = DEFAULT_ALREADY_EXISTS;
        private boolean acceptWritesWithoutNewToken;
        private long maxReplyBytes = DEFAULT_MAX_REPLY_BYTES;
        private int readRetries = 2;
        private JobBudget jobBudget = JobBudget.DEFAULT;
        private String agentEditIdParameter = "uid";
        private Map<String, AgentStatus> agentStatusCodes = Map.of();
        private LogLevel logLevel;
        private System.LoggerFinder loggerFinder;
        private Executor asyncExecutor;
        private int maxChains = 1;
        private ChainStore.Factory chainStore = InProcessChainStore.factory();
        private Pattern tokenRefusal = DEFAULT_TOKEN_REFUSAL;
        private final List<ChatApiListener> listeners = new ArrayList<>();

        private Builder() {}

        private Builder copy() {
            Builder b = new Builder();
            b.baseUrl = baseUrl;
            b.apiKey = apiKey;
            b.httpClient = httpClient;
            b.connectTimeout = connectTimeout;
            b.readTimeout = readTimeout;
            b.callTimeout = callTimeout;
            b.userAgent = userAgent;
            b.allowInsecureHttp = allowInsecureHttp;
            b.pathForm = pathForm;
            b.requestEncoding = requestEncoding;
            b.errorMessage = errorMessage;
            b.notFoundMessage = notFoundMessage;
            b.alreadyExistsMessage = alreadyExistsMessage;
            b.acceptWritesWithoutNewToken = acceptWritesWithoutNewToken;
            b.maxReplyBytes = maxReplyBytes;
            b.readRetries = readRetries;
            b.jobBudget = jobBudget;
            b.agentEditIdParameter = agentEditIdParameter;
            b.agentStatusCodes = agentStatusCodes;
            b.logLevel = logLevel;
            b.loggerFinder = loggerFinder;
            b.asyncExecutor = asyncExecutor;
            b.maxChains = maxChains;
            b.chainStore = chainStore;
            b.tokenRefusal = tokenRefusal;
            b.listeners.addAll(listeners);
            return b;
        }

        /**
         * Sets {@code baseUrl}, as {@code ChatApiClientBuilder.baseUrl} describes.
         *
         * @param value the API root, checked by {@link #build()}
         * @return this builder
         */
        public Builder baseUrl(String value) {
            this.baseUrl = value;
            return this;
        }

        /**
         * Sets {@code apiKey}, as {@code ChatApiClientBuilder.apiKey} describes.
         *
         * @param value the API key, checked by {@link #build()}
         * @return this builder
         */
        public Builder apiKey(String value) {
            this.apiKey = value;
            return this;
        }

        /**
         * Sets {@code httpClient}, as {@code ChatApiClientBuilder.httpClient} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder httpClient(OkHttpClient value) {
            this.httpClient = Validate.notNull("httpClient", value);
            return this;
        }

        /**
         * Sets {@code connectTimeout}, as {@code ChatApiClientBuilder.connectTimeout} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}, zero or negative
         */
        public Builder connectTimeout(Duration value) {
            this.connectTimeout = positive("connectTimeout", value);
            return this;
        }

        /**
         * Sets {@code readTimeout}, as {@code ChatApiClientBuilder.readTimeout} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}, zero or negative
         */
        public Builder readTimeout(Duration value) {
            this.readTimeout = positive("readTimeout", value);
            return this;
        }

        /**
         * Sets {@code callTimeout}, as {@code ChatApiClientBuilder.callTimeout} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}, zero or negative
         */
        public Builder callTimeout(Duration value) {
            this.callTimeout = positive("callTimeout", value);
            return this;
        }

        /**
         * Sets {@code userAgent}, as {@code ChatApiClientBuilder.userAgent} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null} or blank
         */
        public Builder userAgent(String value) {
            this.userAgent = notBlank("userAgent", value);
            return this;
        }

        /**
         * Sets {@code allowInsecureHttp}, as {@code ChatApiClientBuilder.allowInsecureHttp} describes.
         *
         * @param value whether plain http is accepted on any host
         * @return this builder
         */
        public Builder allowInsecureHttp(boolean value) {
            this.allowInsecureHttp = value;
            return this;
        }

        /**
         * Sets {@code pathForm}, as {@code ChatApiClientBuilder.pathForm} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder pathForm(PathForm value) {
            this.pathForm = Validate.notNull("form", value);
            return this;
        }

        /**
         * Sets {@code requestEncoding}, as {@code ChatApiClientBuilder.requestEncoding} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder requestEncoding(RequestEncoding value) {
            this.requestEncoding = Validate.notNull("encoding", value);
            return this;
        }

        /**
         * Sets {@code errorMessagePattern}, as {@code ChatApiClientBuilder.errorMessagePattern} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder errorMessagePattern(Pattern value) {
            this.errorMessage = Validate.notNull("pattern", value);
            return this;
        }

        /**
         * Sets {@code notFoundMessagePattern}, as {@code ChatApiClientBuilder.notFoundMessagePattern} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder notFoundMessagePattern(Pattern value) {
            this.notFoundMessage = Validate.notNull("pattern", value);
            return this;
        }

        /**
         * Sets {@code alreadyExistsMessagePattern}, as {@code ChatApiClientBuilder.alreadyExistsMessagePattern} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder alreadyExistsMessagePattern(Pattern value) {
            this.alreadyExistsMessage = Validate.notNull("pattern", value);
            return this;
        }

        /**
         * Sets {@code acceptWritesWithoutNewToken}, as {@code ChatApiClientBuilder.acceptWritesWithoutNewToken} describes.
         *
         * @param value whether a write reply without a new token can be a success
         * @return this builder
         */
        public Builder acceptWritesWithoutNewToken(boolean value) {
            this.acceptWritesWithoutNewToken = value;
            return this;
        }

        /**
         * Sets {@code maxReplyBytes}, as {@code ChatApiClientBuilder.maxReplyBytes} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is below 1024 or above {@code Integer.MAX_VALUE - 8}
         */
        public Builder maxReplyBytes(long value) {
            if (value < 1024 || value > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("maxReplyBytes must be between 1024 and " + (Integer.MAX_VALUE - 8));
            }
            this.maxReplyBytes = value;
            return this;
        }

        /**
         * Sets {@code readRetries}, as {@code ChatApiClientBuilder.readRetries} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is below 0 or above 10
         */
        public Builder readRetries(int value) {
            if (value < 0 || value > 10) {
                throw new IllegalArgumentException("readRetries must be between 0 and 10");
            }
            this.readRetries = value;
            return this;
        }

        /**
         * Sets {@code jobBudget}, as {@code ChatApiClientBuilder.jobBudget} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder jobBudget(JobBudget value) {
            this.jobBudget = Validate.notNull("jobBudget", value);
            return this;
        }

        /**
         * Sets {@code agentEditIdParameter}, as {@code ChatApiClientBuilder.agentEditIdParameter} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null} or blank
         */
        public Builder agentEditIdParameter(String value) {
            this.agentEditIdParameter = notBlank("agentEditIdParameter", value);
            return this;
        }

        /**
         * Sets {@code agentStatusCodes}, as {@code ChatApiClientBuilder.agentStatusCodes} describes.
         *
         * @param codes the value
         * @return this builder
         * @throws IllegalArgumentException when {@code codes} is null, or holds a blank or null code or a null status
         */
        public Builder agentStatusCodes(Map<String, AgentStatus> codes) {
            Validate.notNull("agentStatusCodes", codes).forEach((code, status) -> {
                if (code == null || code.isBlank() || status == null) {
                    throw new IllegalArgumentException("agentStatusCodes needs non-blank codes mapped to a status");
                }
            });
            this.agentStatusCodes = Map.copyOf(codes);
            return this;
        }

        /**
         * Sets {@code logLevel}, as {@code ChatApiClientBuilder.logLevel} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder logLevel(LogLevel value) {
            this.logLevel = Validate.notNull("level", value);
            return this;
        }

        /**
         * Sets {@code loggerFinder}, as {@code ChatApiClientBuilder.loggerFinder} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder loggerFinder(System.LoggerFinder value) {
            this.loggerFinder = Validate.notNull("loggerFinder", value);
            return this;
        }

        /**
         * Sets {@code asyncExecutor}, as {@code ChatApiClientBuilder.asyncExecutor} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder asyncExecutor(Executor value) {
            this.asyncExecutor = Validate.notNull("executor", value);
            return this;
        }

        /**
         * Sets {@code maxChains}, as {@code ChatApiClientBuilder.maxChains} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is below 1 or above {@link #MAX_CHAINS}
         */
        public Builder maxChains(int value) {
            if (value < 1 || value > MAX_CHAINS) {
                throw new IllegalArgumentException("maxChains must be between 1 and " + MAX_CHAINS + ", was " + value);
            }
            this.maxChains = value;
            return this;
        }

        /**
         * Sets {@code chainStore}, as {@code ChatApiClientBuilder.chainStore} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder chainStore(ChainStore.Factory value) {
            this.chainStore = Validate.notNull("factory", value);
            return this;
        }

        /**
         * Sets {@code tokenRefusalPattern}, as {@code ChatApiClientBuilder.tokenRefusalPattern} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder tokenRefusalPattern(Pattern value) {
            this.tokenRefusal = Validate.notNull("pattern", value);
            return this;
        }

        /**
         * Sets {@code listener}, as {@code ChatApiClientBuilder.listener} describes.
         *
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException when {@code value} is {@code null}
         */
        public Builder listener(ChatApiListener value) {
            this.listeners.add(Validate.notNull("listener", value));
            return this;
        }

        /**
         * {@return the options}, the log level resolved from {@code CHAT_API_LOG} when none was set.
         *
         * @throws IllegalArgumentException when the base URL is missing, malformed, carries user info ({@code
         *     user:password@}; the message never repeats it), a query or fragment, or is plain http on a non-loopback
         *     host without {@link #allowInsecureHttp}; when the API key is missing or blank; or when no level was set
         *     and {@code CHAT_API_LOG} names no level
         */
        public ClientOptions build() {
            HttpUrl url = checkedBaseUrl();
            if (apiKey == null || apiKey.isBlank()) {
                throw new IllegalArgumentException("apiKey must not be null or blank");
            }
            Builder trimmed = copy().apiKey(apiKey.trim());
            LogLevel level =
                    logLevel != null ? logLevel : LogLevel.fromEnvironment().orElse(LogLevel.TRACE);
            return new ClientOptions(trimmed, url, level);
        }

        private HttpUrl checkedBaseUrl() {
            if (baseUrl == null || baseUrl.isBlank()) {
                throw new IllegalArgumentException("baseUrl must not be null or blank");
            }
            HttpUrl url = HttpUrl.parse(baseUrl.trim());
            if (url == null) {
                // Echoed only without an @: a malformed URL may still hold a password anywhere.
                throw new IllegalArgumentException("baseUrl is not an http or https URL"
                        + (baseUrl.indexOf('@') < 0 ? ": " + baseUrl.trim() : " (shown only without user info)"));
            }
            // Refused, not stripped: the API authenticates with the key alone, so user info is a mistake, and a
            // password in the URL would be printed wherever the URL is (logs, reports, toString()).
            if (!url.username().isEmpty() || !url.password().isEmpty()) {
                throw new IllegalArgumentException("baseUrl must not carry user info (user:password@ before the host):"
                        + " the API authenticates with the API key alone; remove it from the URL");
            }
            if (url.query() != null || url.fragment() != null) {
                throw new IllegalArgumentException("baseUrl must not carry a query or fragment");
            }
            if (!url.isHttps() && !allowInsecureHttp && !isLoopback(url.host())) {
                throw new IllegalArgumentException("baseUrl uses plain http on " + url.host()
                        + "; use https, or allowInsecureHttp(true) to accept the risk");
            }
            String path = url.encodedPath();
            return path.endsWith("/")
                    ? url
                    : url.newBuilder().encodedPath(path + "/").build();
        }

        /** Hides the key, and the user info of a base URL that will be refused for it. */
        @Override
        public String toString() {
            return "[baseUrl=" + (baseUrl == null ? null : withoutUserInfo(baseUrl)) + ", apiKey="
                    + (apiKey == null ? "unset" : "[redacted]") + "]";
        }
    }

    private static boolean isLoopback(String host) {
        return host.equals("localhost")
                || host.equals("::1")
                || IPV4_LOOPBACK.matcher(host).matches();
    }

    private static String notBlank(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value;
    }

    private static Duration positive(String name, Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be a positive duration");
        }
        return value;
    }

    // Written into the jar by the build (a filtered resource), so that the header cannot lag behind a release.
    private static String buildVersion() {
        try (InputStream in = ClientOptions.class.getResourceAsStream("/io/chatapi/sdk/version.properties")) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String version = properties.getProperty("version", "").trim();
                if (!version.isEmpty() && !version.startsWith("$")) {
                    return version;
                }
            }
        } catch (IOException unreadable) {
            // fall through: a header without the version is still a valid one
        }
        return "unknown";
    }
}

package io.chatapi.sdk.http;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.observe.ChatApiListener;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Every setting of a client's transport, in one immutable object: {@code ChatApiClientBuilder} fills a {@link Builder}
 * (checking each value, so this class does not check again) and {@code withOptions} changes the per-call ones with
 * {@link #toBuilder()}. Each setting is the builder setting of that name; {@code baseUrl} ends in {@code /}; {@code
 * apiKey} is never printed; {@code http} is the caller's client or a fresh one; {@code pinnedForm} is {@code null} to
 * try the sample form first and fall back; {@code loggerFinder} is {@code null} for the JDK's loggers.
 */
public final class ClientOptions {
    /** The SDK's default {@code User-Agent}: {@code chat-api-java/} and the version of the build that made the jar. */
    public static final String DEFAULT_USER_AGENT = "chat-api-java/" + buildVersion();

    /** Largest reply accepted by default: far above any real reply, far below a heap's size. */
    public static final long DEFAULT_MAX_REPLY_BYTES = 64L * 1024 * 1024;

    /** A reply text starting with "error" is the server's refusal. */
    public static final Pattern DEFAULT_ERROR_MESSAGE = Pattern.compile("^\\s*error\\b", Pattern.CASE_INSENSITIVE);

    private final HttpUrl baseUrl;
    private final String apiKey;
    private final OkHttpClient http;
    private final Duration connectTimeout;
    private final Duration readTimeout;
    private final Duration callTimeout;
    private final String userAgent;
    private final PathForm pinnedForm;
    private final RequestEncoding encoding;
    private final Pattern errorMessage;
    private final boolean acceptUnrotatedWrites;
    private final long maxReplyBytes;
    private final int readRetries;
    private final LogLevel logLevel;
    private final RejectionKinds rejectionKinds;
    private final ChainSettings chains;
    private final List<ChatApiListener> listeners;
    private final System.LoggerFinder loggerFinder;
    private final JobBudget jobBudget;

    private ClientOptions(Builder b) {
        if (b.baseUrl == null || b.apiKey == null || b.http == null) {
            throw new IllegalStateException("baseUrl, apiKey and http are required");
        }
        this.baseUrl = b.baseUrl;
        this.apiKey = b.apiKey;
        this.http = b.http;
        this.connectTimeout = b.connectTimeout;
        this.readTimeout = b.readTimeout;
        this.callTimeout = b.callTimeout;
        this.userAgent = b.userAgent;
        this.pinnedForm = b.pinnedForm;
        this.encoding = b.encoding;
        this.errorMessage = b.errorMessage;
        this.acceptUnrotatedWrites = b.acceptUnrotatedWrites;
        this.maxReplyBytes = b.maxReplyBytes;
        this.readRetries = b.readRetries;
        this.logLevel = b.logLevel;
        this.rejectionKinds = b.rejectionKinds;
        this.chains = b.chains;
        this.listeners = List.copyOf(b.listeners);
        this.loggerFinder = b.loggerFinder;
        this.jobBudget = b.jobBudget;
    }

    /** {@return a builder holding the defaults; base URL, key and HTTP client must be set} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding these options, to change some of them} */
    public Builder toBuilder() {
        Builder b = new Builder()
                .baseUrl(baseUrl)
                .apiKey(apiKey)
                .http(http)
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .callTimeout(callTimeout)
                .userAgent(userAgent)
                .pinnedForm(pinnedForm)
                .encoding(encoding)
                .errorMessage(errorMessage)
                .acceptUnrotatedWrites(acceptUnrotatedWrites)
                .maxReplyBytes(maxReplyBytes)
                .readRetries(readRetries)
                .logLevel(logLevel)
                .rejectionKinds(rejectionKinds)
                .chains(chains)
                .loggerFinder(loggerFinder)
                .jobBudget(jobBudget);
        b.listeners.addAll(listeners);
        return b;
    }

    public HttpUrl baseUrl() {
        return baseUrl;
    }

    public String apiKey() {
        return apiKey;
    }

    public OkHttpClient http() {
        return http;
    }

    public Duration connectTimeout() {
        return connectTimeout;
    }

    public Duration readTimeout() {
        return readTimeout;
    }

    public Duration callTimeout() {
        return callTimeout;
    }

    public String userAgent() {
        return userAgent;
    }

    public PathForm pinnedForm() {
        return pinnedForm;
    }

    public RequestEncoding encoding() {
        return encoding;
    }

    public Pattern errorMessage() {
        return errorMessage;
    }

    public boolean acceptUnrotatedWrites() {
        return acceptUnrotatedWrites;
    }

    public long maxReplyBytes() {
        return maxReplyBytes;
    }

    public int readRetries() {
        return readRetries;
    }

    public LogLevel logLevel() {
        return logLevel;
    }

    public RejectionKinds rejectionKinds() {
        return rejectionKinds;
    }

    public ChainSettings chains() {
        return chains;
    }

    public List<ChatApiListener> listeners() {
        return listeners;
    }

    public System.LoggerFinder loggerFinder() {
        return loggerFinder;
    }

    public JobBudget jobBudget() {
        return jobBudget;
    }

    /** Hides the key. */
    @Override
    public String toString() {
        return "ClientOptions[baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + "]";
    }

    /** Collects the options; each setter only stores its value. */
    public static final class Builder {
        private HttpUrl baseUrl;
        private String apiKey;
        private OkHttpClient http;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration readTimeout = Duration.ofSeconds(30);
        private Duration callTimeout = Duration.ofSeconds(60);
        private String userAgent = DEFAULT_USER_AGENT;
        private PathForm pinnedForm;
        private RequestEncoding encoding = RequestEncoding.FORM;
        private Pattern errorMessage = DEFAULT_ERROR_MESSAGE;
        private boolean acceptUnrotatedWrites;
        private long maxReplyBytes = DEFAULT_MAX_REPLY_BYTES;
        private int readRetries = 2;
        private LogLevel logLevel = LogLevel.TRACE;
        private RejectionKinds rejectionKinds = RejectionKinds.DEFAULTS;
        private ChainSettings chains = ChainSettings.DEFAULTS;
        private final List<ChatApiListener> listeners = new ArrayList<>();
        private System.LoggerFinder loggerFinder;
        private JobBudget jobBudget = JobBudget.DEFAULT;

        private Builder() {}

        public Builder baseUrl(HttpUrl value) {
            this.baseUrl = value;
            return this;
        }

        public Builder apiKey(String value) {
            this.apiKey = value;
            return this;
        }

        public Builder http(OkHttpClient value) {
            this.http = value;
            return this;
        }

        public Builder connectTimeout(Duration value) {
            this.connectTimeout = value;
            return this;
        }

        public Builder readTimeout(Duration value) {
            this.readTimeout = value;
            return this;
        }

        public Builder callTimeout(Duration value) {
            this.callTimeout = value;
            return this;
        }

        public Builder userAgent(String value) {
            this.userAgent = value;
            return this;
        }

        public Builder pinnedForm(PathForm value) {
            this.pinnedForm = value;
            return this;
        }

        public Builder encoding(RequestEncoding value) {
            this.encoding = value;
            return this;
        }

        public Builder errorMessage(Pattern value) {
            this.errorMessage = value;
            return this;
        }

        public Builder acceptUnrotatedWrites(boolean value) {
            this.acceptUnrotatedWrites = value;
            return this;
        }

        public Builder maxReplyBytes(long value) {
            this.maxReplyBytes = value;
            return this;
        }

        public Builder readRetries(int value) {
            this.readRetries = value;
            return this;
        }

        public Builder logLevel(LogLevel value) {
            this.logLevel = value;
            return this;
        }

        public Builder rejectionKinds(RejectionKinds value) {
            this.rejectionKinds = value;
            return this;
        }

        public Builder chains(ChainSettings value) {
            this.chains = value;
            return this;
        }

        public Builder listener(ChatApiListener value) {
            this.listeners.add(value);
            return this;
        }

        public Builder loggerFinder(System.LoggerFinder value) {
            this.loggerFinder = value;
            return this;
        }

        public Builder jobBudget(JobBudget value) {
            this.jobBudget = value;
            return this;
        }

        /** {@return the options} @throws IllegalStateException when base URL, key or HTTP client is missing */
        public ClientOptions build() {
            return new ClientOptions(this);
        }
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

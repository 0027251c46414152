package io.chatapi.spring.boot;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code chatapi.*} properties. Each client setting starts at the SDK's own default (written here as a constant, so
 * that the configuration metadata shows it to IDEs; {@code ConfigurationMetadataTest} holds them equal to the SDK's);
 * the User-Agent and the path form are left to the SDK when unset.
 */
@ConfigurationProperties("chatapi")
public class ChatApiProperties {
    /** The API root, such as https://chat.example.com/api/. Required. */
    private String baseUrl;

    /** The API key (dashboard: Settings, API Key). Required. Never logged. */
    private String apiKey;

    /** Timeout for opening a connection (positive). */
    private Duration connectTimeout = Duration.ofSeconds(10);

    /** Timeout between bytes while sending or receiving (positive). */
    private Duration readTimeout = Duration.ofSeconds(30);

    /**
     * Timeout of a whole call: the wait for the token chain, authentication, every attempt of a read and every pause
     * (positive). With chatapi.chain-store=redis the longest hold of a chain (chatapi.redis.max-hold) is kept above it.
     */
    private Duration callTimeout = Duration.ofSeconds(60);

    /** How many times a failed read is sent again (0 to 10); writes are never sent twice. */
    private Integer readRetries = 2;

    /**
     * How many token chains calls may run on at once (1 to 64); a server that keeps one chain per key is detected and
     * then one is used.
     */
    private Integer maxChains = 1;

    /** The User-Agent header. Default chat-api-java/(version). */
    private String userAgent;

    /** The largest reply body accepted (1KB to 2047MB); a larger one fails the call. */
    private DataSize maxReplySize = DataSize.ofMegabytes(64);

    /** Accept a plain-http base URL on a host other than loopback, sending the key unencrypted. */
    private boolean allowInsecureHttp;

    /** Accept a write reply without a new access token, for a server that does not rotate tokens. */
    private boolean acceptWritesWithoutNewToken;

    /** The form field naming the agent in user/edit, which the spec does not give (user/delete uses uid). */
    private String agentEditIdParameter = "uid";

    /** Use only this path form, with no fallback. Default: try the sample form first, the described one on 404/405. */
    private PathForm pathForm;

    /** How POST parameters travel. */
    private RequestEncoding requestEncoding = RequestEncoding.FORM;

    /**
     * Where token chains keep their token and turn: in-process (each process its own chains), or redis (shared by every
     * process using the key; needs chatapi.redis.url, and chat-api-redis on the class path).
     */
    private ChainStoreKind chainStore = ChainStoreKind.IN_PROCESS;

    /** The health indicator. */
    private final Health health = new Health();

    /** Micrometer metrics and traces. */
    private final Micrometer micrometer = new Micrometer();

    /** {@return the API root} */
    public String getBaseUrl() {
        return baseUrl;
    }

    /** @param baseUrl the API root */
    public void setBaseUrl(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** {@return the API key} */
    public String getApiKey() {
        return apiKey;
    }

    /** @param apiKey the API key */
    public void setApiKey(String apiKey) {
        this.apiKey = apiKey;
    }

    /** {@return the connect timeout} */
    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    /** @param connectTimeout the connect timeout */
    public void setConnectTimeout(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    /** {@return the read timeout} */
    public Duration getReadTimeout() {
        return readTimeout;
    }

    /** @param readTimeout the read timeout */
    public void setReadTimeout(Duration readTimeout) {
        this.readTimeout = readTimeout;
    }

    /** {@return the call timeout} */
    public Duration getCallTimeout() {
        return callTimeout;
    }

    /** @param callTimeout the call timeout */
    public void setCallTimeout(Duration callTimeout) {
        this.callTimeout = callTimeout;
    }

    /** {@return the number of retries of a read} */
    public Integer getReadRetries() {
        return readRetries;
    }

    /** @param readRetries the number of retries of a read */
    public void setReadRetries(Integer readRetries) {
        this.readRetries = readRetries;
    }

    /** {@return the most token chains} */
    public Integer getMaxChains() {
        return maxChains;
    }

    /** @param maxChains the most token chains */
    public void setMaxChains(Integer maxChains) {
        this.maxChains = maxChains;
    }

    /** {@return the User-Agent, or {@code null} for the SDK's} */
    public String getUserAgent() {
        return userAgent;
    }

    /** @param userAgent the User-Agent */
    public void setUserAgent(String userAgent) {
        this.userAgent = userAgent;
    }

    /** {@return the largest reply accepted} */
    public DataSize getMaxReplySize() {
        return maxReplySize;
    }

    /** @param maxReplySize the largest reply accepted */
    public void setMaxReplySize(DataSize maxReplySize) {
        this.maxReplySize = maxReplySize;
    }

    /** {@return whether plain http is accepted on any host} */
    public boolean isAllowInsecureHttp() {
        return allowInsecureHttp;
    }

    /** @param allowInsecureHttp whether plain http is accepted on any host */
    public void setAllowInsecureHttp(boolean allowInsecureHttp) {
        this.allowInsecureHttp = allowInsecureHttp;
    }

    /** {@return whether a write reply without a new token can be a success} */
    public boolean isAcceptWritesWithoutNewToken() {
        return acceptWritesWithoutNewToken;
    }

    /** @param acceptWritesWithoutNewToken whether a write reply without a new token can be a success */
    public void setAcceptWritesWithoutNewToken(boolean acceptWritesWithoutNewToken) {
        this.acceptWritesWithoutNewToken = acceptWritesWithoutNewToken;
    }

    /** {@return the form field naming the agent in user/edit} */
    public String getAgentEditIdParameter() {
        return agentEditIdParameter;
    }

    /** @param agentEditIdParameter the form field naming the agent in user/edit */
    public void setAgentEditIdParameter(String agentEditIdParameter) {
        this.agentEditIdParameter = agentEditIdParameter;
    }

    /** {@return the only path form to use, or {@code null} to fall back} */
    public PathForm getPathForm() {
        return pathForm;
    }

    /** @param pathForm the only path form to use */
    public void setPathForm(PathForm pathForm) {
        this.pathForm = pathForm;
    }

    /** {@return how POST parameters travel} */
    public RequestEncoding getRequestEncoding() {
        return requestEncoding;
    }

    /** @param requestEncoding how POST parameters travel */
    public void setRequestEncoding(RequestEncoding requestEncoding) {
        this.requestEncoding = requestEncoding;
    }

    /** {@return where token chains keep their token and turn} */
    public ChainStoreKind getChainStore() {
        return chainStore;
    }

    /** @param chainStore where token chains keep their token and turn */
    public void setChainStore(ChainStoreKind chainStore) {
        this.chainStore = chainStore;
    }

    /** Where token chains keep their token and turn. */
    public enum ChainStoreKind {
        /** In this process: replicas on one key each run their own chains. */
        IN_PROCESS,
        /** In Redis, shared by every process on the key (chat-api-redis). */
        REDIS
    }

    /** {@return the health indicator's settings} */
    public Health getHealth() {
        return health;
    }

    /** {@return the Micrometer settings} */
    public Micrometer getMicrometer() {
        return micrometer;
    }

    /** Never shows the key. */
    @Override
    public String toString() {
        return "ChatApiProperties[baseUrl=" + baseUrl + ", apiKey=" + (apiKey == null ? "unset" : "[redacted]") + "]";
    }

    /** The {@code chatapi.health.*} properties. */
    public static class Health {
        /**
         * Whether to contribute a "chatApi" health indicator, which lists the agents. Off by default: every check is a
         * call, and every call rotates the access token and takes a turn on the token chain (authenticating first when
         * the chain has no token), so a frequent probe adds load and queues behind the application's own calls.
         */
        private boolean enabled;

        /** Timeout of one check's call; a check is never retried. */
        private Duration timeout = Duration.ofSeconds(5);

        /** {@return whether the health indicator is on} */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether the health indicator is on */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        /** {@return the timeout of one check} */
        public Duration getTimeout() {
            return timeout;
        }

        /** @param timeout the timeout of one check */
        public void setTimeout(Duration timeout) {
            this.timeout = timeout;
        }
    }

    /** The {@code chatapi.micrometer.*} properties. */
    public static class Micrometer {
        /**
         * Whether to publish the client's metrics and one observation per call when the application has a Micrometer
         * MeterRegistry or ObservationRegistry.
         */
        private boolean enabled = true;

        /** {@return whether Micrometer is wired when present} */
        public boolean isEnabled() {
            return enabled;
        }

        /** @param enabled whether Micrometer is wired when present */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }
}

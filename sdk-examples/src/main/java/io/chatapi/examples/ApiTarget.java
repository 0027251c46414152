package io.chatapi.examples;

import io.chatapi.examples.demo.DemoServer;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.ChatApiListener;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The server a command talks to and the client for it: the real one named by {@code
 * CHAT_API_BASE_URL} and {@code CHAT_API_KEY}, or the embedded demo server when asked for. Closing
 * it closes the client (and its threads) and stops the demo server.
 */
public final class ApiTarget implements AutoCloseable {
    /** Environment variable holding the default {@code --timeout}, such as {@code 30s}. */
    public static final String ENV_TIMEOUT = "CHAT_API_TIMEOUT";

    private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /**
     * How calls are made.
     *
     * @param timeout the longest a call may take, retries included
     * @param allowInsecureHttp whether plain http is accepted on a host other than this machine
     * @param readRetries how many times a failed read is tried again within {@code timeout} (the SDK's {@code
     *     readRetries}, 0 to 10)
     * @param listener told what the client does (a command that must know what the SDK's engine sent, such as
     *     {@code provision}); one that does nothing by default
     * @param sdkLog the level down to which the SDK's log lines are shown on stderr ({@code --verbose}, {@code
     *     CHAT_API_LOG=debug}); empty: warnings only, so that stderr keeps to errors and progress
     */
    public record Settings(
            Duration timeout,
            boolean allowInsecureHttp,
            int readRetries,
            ChatApiListener listener,
            Optional<LogLevel> sdkLog) {
        /** The listener of a command that needs none. */
        private static final ChatApiListener NO_LISTENER = new ChatApiListener() {};

        /**
         * Settings without a listener, the SDK's lines not shown.
         *
         * @param timeout the longest a call may take, retries included
         * @param allowInsecureHttp whether plain http is accepted on a host other than this machine
         * @param readRetries how many times a failed read is tried again, 0 to 10
         */
        public Settings(Duration timeout, boolean allowInsecureHttp, int readRetries) {
            this(timeout, allowInsecureHttp, readRetries, NO_LISTENER, Optional.empty());
        }

        /**
         * {@return these settings with a listener}
         *
         * @param listener told what the client does
         */
        public Settings withListener(ChatApiListener listener) {
            return new Settings(timeout, allowInsecureHttp, readRetries, listener, sdkLog);
        }

        /**
         * {@return these settings, showing the SDK's log lines down to {@code level} on stderr}
         *
         * @param level DEBUG or TRACE
         */
        public Settings showingSdkLog(LogLevel level) {
            return new Settings(timeout, allowInsecureHttp, readRetries, listener, Optional.of(level));
        }

        /**
         * Settings where a failed read is tried up to 10 times more (the SDK's most), all within {@code timeout}: a
         * lost reply or a gateway page on a plain read costs a retry, not the command.
         *
         * @param timeout the longest a call may take, retries included
         * @param allowInsecureHttp whether plain http is accepted on a host other than this machine
         */
        public Settings(Duration timeout, boolean allowInsecureHttp) {
            this(timeout, allowInsecureHttp, 10);
        }

        /**
         * {@return these settings with another number of read retries}
         *
         * @param retries how many times a failed read is tried again, 0 to 10
         */
        public Settings withReadRetries(int retries) {
            return new Settings(timeout, allowInsecureHttp, retries, listener, sdkLog);
        }

        /**
         * The settings the environment gives: {@code CHAT_API_TIMEOUT}, else 60 s; plain http only on
         * this machine.
         *
         * @param env the environment variables
         * @return the settings
         * @throws BadInputException when {@code CHAT_API_TIMEOUT} is not a duration above zero
         */
        public static Settings fromEnv(Map<String, String> env) {
            String text = env.getOrDefault(ENV_TIMEOUT, "");
            if (text.isBlank()) {
                return new Settings(DEFAULT_TIMEOUT, false);
            }
            Duration timeout = DurationText.parse(text)
                    .filter(d -> !d.isZero())
                    .orElseThrow(() -> new BadInputException(ENV_TIMEOUT + ": \"" + text.strip()
                            + "\" is not a duration above zero; write it as 500ms, 30s, 2m or a number of seconds"));
            return new Settings(timeout, false);
        }
    }

    private final ChatApiClient client;
    private final DemoServer demo;
    private final String baseUrl;
    /** Shows the SDK's lines on stderr until closed; null when not asked for. */
    private final SdkDebugLog debugLog;

    private ApiTarget(ChatApiClient client, DemoServer demo, String baseUrl, SdkDebugLog debugLog) {
        this.client = client;
        this.demo = demo;
        this.baseUrl = baseUrl;
        this.debugLog = debugLog;
    }

    /**
     * Connects to the server the environment names.
     *
     * @param env the environment variables
     * @param settings how calls are made
     * @return the target
     * @throws BadInputException when either variable is unset or blank (naming the ones to set, or
     *     {@code --demo}), the URL is unusable, or plain http on another host without {@code
     *     allowInsecureHttp}
     */
    public static ApiTarget fromEnv(Map<String, String> env, Settings settings) {
        List<String> missing = new ArrayList<>();
        for (String name : List.of(ChatApiClient.ENV_BASE_URL, ChatApiClient.ENV_API_KEY)) {
            String value = env.get(name);
            if (value == null || value.isBlank()) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(String.join(" and ", missing) + (missing.size() == 1 ? " is" : " are")
                    + " not set (or empty); set " + ChatApiClient.ENV_BASE_URL + " and " + ChatApiClient.ENV_API_KEY
                    + " to name the server, or give --demo to try the command on an in-memory server with sample"
                    + " data");
        }
        String baseUrl = env.get(ChatApiClient.ENV_BASE_URL).trim();
        refuseUserInfo(baseUrl);
        if (!baseUrl.contains("://")) {
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + " (" + baseUrl + ") has no scheme: write the"
                    + " whole URL with https://, such as https://chat.example.com/api/");
        }
        checkPlainHttp(baseUrl, settings);
        try {
            return new ApiTarget(client(baseUrl, env.get(ChatApiClient.ENV_API_KEY), settings), null, baseUrl, null);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + ": " + e.getMessage(), e);
        }
    }

    /**
     * Starts the embedded demo server with sample data and says so on {@code notes}.
     *
     * @param notes where to say which server is used
     * @param settings how calls are made
     * @return the target
     */
    public static ApiTarget demo(PrintStream notes, Settings settings) {
        DemoServer server = DemoServer.start();
        notes.println("note: using an embedded demo server with sample data at " + server.baseUrl()
                + " (changes last until the program ends)");
        return new ApiTarget(client(server.baseUrl(), server.apiKey(), settings), server, server.baseUrl(), null);
    }

    private static ChatApiClient client(String baseUrl, String apiKey, Settings settings) {
        Duration timeout = settings.timeout();
        ChatApiClientBuilder builder = ChatApiClient.builder();
        settings.sdkLog().ifPresent(builder::logLevel);
        if (settings.listener() != Settings.NO_LISTENER) {
            builder.listener(settings.listener()); // none by default: then a call spends nothing on events
        }
        return builder.baseUrl(baseUrl)
                .apiKey(apiKey)
                .callTimeout(timeout)
                // A single wait never outlasts the whole call's bound.
                .readTimeout(min(timeout, Duration.ofSeconds(30)))
                .connectTimeout(min(timeout, Duration.ofSeconds(10)))
                .allowInsecureHttp(settings.allowInsecureHttp())
                .readRetries(settings.readRetries())
                .build();
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /**
     * A base URL with user info ({@code https://user:password@host/}) is refused, never repeated: the API
     * authenticates with the key alone, and the URL is printed on stdout and saved in the report, the plan and
     * the ledger.
     */
    private static void refuseUserInfo(String baseUrl) {
        int scheme = baseUrl.indexOf("://");
        String rest = scheme < 0 ? baseUrl : baseUrl.substring(scheme + 3);
        int end = rest.length();
        for (char c : new char[] {'/', '?', '#'}) {
            int at = rest.indexOf(c);
            end = at >= 0 ? Math.min(end, at) : end;
        }
        if (rest.substring(0, end).indexOf('@') >= 0) {
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + " carries user info (user:password@ before the"
                    + " host), which this tool refuses and never prints: the API authenticates with "
                    + ChatApiClient.ENV_API_KEY + " alone. Remove it from the URL");
        }
    }

    /**
     * Plain http sends the key and every token unencrypted; on this machine nobody else sees them.
     * Checked here, so the advice names this tool's flag, not the SDK's setting.
     */
    private static void checkPlainHttp(String baseUrl, Settings settings) {
        URI uri;
        try {
            uri = new URI(baseUrl);
        } catch (URISyntaxException e) {
            // The reason alone: the exception's message repeats the whole URL.
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + " is not a URL: " + e.getReason(), e);
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        boolean loopback = host.equals("localhost")
                || host.equals("[::1]")
                || host.equals("::1")
                || host.matches("127(\\.\\d{1,3}){3}");
        if ("http".equalsIgnoreCase(uri.getScheme()) && !loopback && !settings.allowInsecureHttp()) {
            throw new BadInputException(ChatApiClient.ENV_BASE_URL + " uses plain http on " + host
                    + ": the API key and tokens would cross the network unencrypted. Use https, or give"
                    + " --allow-insecure-http on a network you trust");
        }
    }

    /**
     * This target, its client's log lines shown on {@code err} until it is closed, when its settings asked for them.
     *
     * @param settings the settings it was opened with
     * @param err the command's stderr
     * @return this target, or one that shows the lines
     */
    ApiTarget showingSdkLog(Settings settings, PrintStream err) {
        return settings.sdkLog().isEmpty() || debugLog != null
                ? this
                : new ApiTarget(client, demo, baseUrl, SdkDebugLog.show(err));
    }

    /**
     * The client, authenticated on its first call.
     *
     * @return the client
     */
    public ChatApiClient client() {
        return client;
    }

    /**
     * The API root, as given (never the key).
     *
     * @return the base URL
     */
    public String baseUrl() {
        return baseUrl;
    }

    /**
     * Whether this is the embedded demo server rather than a real one.
     *
     * @return true for the demo server
     */
    public boolean embedded() {
        return demo != null;
    }

    /** Closes the client, then stops the demo server if there is one. */
    @Override
    public void close() {
        client.close();
        if (debugLog != null) {
            debugLog.close();
        }
        if (demo != null) {
            demo.close();
        }
    }
}

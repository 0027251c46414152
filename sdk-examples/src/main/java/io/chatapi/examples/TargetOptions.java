package io.chatapi.examples;

import io.chatapi.sdk.core.LogLevel;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The server a command talks to, shared by every command that needs one: the one named by {@code
 * CHAT_API_BASE_URL} and {@code CHAT_API_KEY}, or with {@code --demo} an embedded in-memory server
 * with sample data. Never the demo server unless asked for. Also how long a call may take, and
 * whether plain http is accepted beyond this machine.
 */
public final class TargetOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(
            names = "--demo",
            description = "Run against an embedded in-memory server with sample data instead of "
                    + "CHAT_API_BASE_URL; changes last until the program ends.")
    private boolean demo;

    @Option(
            names = "--timeout",
            paramLabel = "DURATION",
            converter = DurationText.class,
            description = "Longest wait for one call to the server, retries included (500ms, 30s, 2m; default: "
                    + ApiTarget.ENV_TIMEOUT + ", or 60s).")
    private Duration timeout;

    @Option(
            names = "--allow-insecure-http",
            description = "Accept a plain-http CHAT_API_BASE_URL on a host other than this machine. The API key and"
                    + " tokens then cross the network unencrypted: only on a network you trust.")
    private boolean allowInsecureHttp;

    @Option(
            names = "--verbose",
            description = "Print the SDK's DEBUG lines on stderr (each call, retry and authentication; never the key"
                    + " or a token), as CHAT_API_LOG=debug does.")
    private boolean verbose;

    /**
     * Whether {@code --demo} was given.
     *
     * @return true for the embedded demo server
     */
    public boolean demo() {
        return demo;
    }

    /**
     * The environment and streams of the run this command belongs to.
     *
     * @return the context
     */
    public CliContext context() {
        return CliContext.of(command);
    }

    /**
     * How calls are made: {@code --timeout} (else {@code CHAT_API_TIMEOUT}, else 60 s) and {@code
     * --allow-insecure-http}.
     *
     * @return the settings
     * @throws BadInputException when the timeout is zero, or the variable is not a duration
     */
    public ApiTarget.Settings settings() {
        ApiTarget.Settings fromEnv = ApiTarget.Settings.fromEnv(context().env());
        if (timeout != null && timeout.isZero()) {
            throw new BadInputException("--timeout must be more than 0");
        }
        ApiTarget.Settings settings =
                new ApiTarget.Settings(timeout != null ? timeout : fromEnv.timeout(), allowInsecureHttp);
        return sdkLog(context().env()).map(settings::showingSdkLog).orElse(settings);
    }

    /**
     * The level down to which the SDK's lines are shown: DEBUG with {@code --verbose}, or what {@code CHAT_API_LOG}
     * names when it is DEBUG or TRACE; otherwise none (the CLI keeps stderr for errors and progress).
     */
    private Optional<LogLevel> sdkLog(Map<String, String> env) {
        Optional<LogLevel> named;
        try {
            named = Optional.ofNullable(env.get(LogLevel.ENV))
                    .filter(t -> !t.isBlank())
                    .map(LogLevel::parse)
                    .filter(l -> l == LogLevel.DEBUG || l == LogLevel.TRACE);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(LogLevel.ENV + ": " + e.getMessage(), e);
        }
        return named.or(() -> verbose ? Optional.of(LogLevel.DEBUG) : Optional.empty());
    }

    /**
     * The longest a call may take, as {@link #settings()} says.
     *
     * @return the timeout
     */
    public Duration timeout() {
        return settings().timeout();
    }

    /**
     * Opens the target: the demo server when {@code --demo} was given, otherwise the server the
     * environment names.
     *
     * @return the target, to close when done
     * @throws BadInputException when the variables are unset or blank and {@code --demo} was not
     *     given, naming what to set; or the URL is plain http on another host without {@code
     *     --allow-insecure-http}
     */
    public ApiTarget open() {
        return open(settings());
    }

    /**
     * Opens the target as {@link #open()} does, with these settings (a command that reads much, such as {@code
     * provision}, tries a failed read more often).
     *
     * @param settings how calls are made
     * @return the target, to close when done
     * @throws BadInputException as {@link #open()}
     */
    public ApiTarget open(ApiTarget.Settings settings) {
        CliContext context = context();
        ApiTarget target = demo ? ApiTarget.demo(context.err(), settings) : ApiTarget.fromEnv(context.env(), settings);
        return target.showingSdkLog(settings, context.err());
    }
}

package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs the CLI in-process against a test server and captures what it printed, decoded as UTF-8.
 *
 * @param code the exit code
 * @param out what went to stdout
 * @param err what went to stderr
 */
public record CliRun(int code, String out, String err) {
    /** Runs {@code args} against {@code server}, with {@code extraEnv} added to the environment. */
    public static CliRun against(ChatApiTestServer server, Map<String, String> extraEnv, String... args) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        return withEnv(env, false, args);
    }

    /**
     * Runs {@code args} against {@code server} as {@link #against(ChatApiTestServer, Map, String...)} does, with these
     * pauses between a converging command's tries and rounds (a test whose faults come per request, not per second).
     */
    public static CliRun withPauses(
            ChatApiTestServer server, Map<String, String> extraEnv, JobBudget pauses, String... args) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                        env,
                        new ByteArrayInputStream(new byte[0]),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        false)
                .withPauses(pauses);
        int code = Cli.run(args, context);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs {@code args} against {@code server}. */
    public static CliRun against(ChatApiTestServer server, String... args) {
        return against(server, Map.of(), args);
    }

    /** Runs {@code args} against {@code server} with {@code stdin} as standard input. */
    public static CliRun withStdin(ChatApiTestServer server, String stdin, String... args) {
        Map<String, String> env =
                Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey());
        return run(env, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), false, args);
    }

    /**
     * Runs {@code args} against {@code server} as if typed at a terminal (stdin and stderr both a
     * console) where the person answers {@code stdin}.
     */
    public static CliRun onTerminal(ChatApiTestServer server, String stdin, String... args) {
        Map<String, String> env =
                Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                env,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                true,
                true);
        int code = Cli.run(args, context);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs {@code args} with exactly this environment. */
    public static CliRun withEnv(Map<String, String> env, boolean interactive, String... args) {
        return run(env, new ByteArrayInputStream(new byte[0]), interactive, args);
    }

    private static CliRun run(Map<String, String> env, InputStream in, boolean interactive, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = Cli.run(args, new CliContext(env, in, outStream, errStream, interactive));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}

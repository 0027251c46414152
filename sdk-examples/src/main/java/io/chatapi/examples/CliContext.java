package io.chatapi.examples;

import io.chatapi.sdk.core.JobBudget;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What a command may touch besides its arguments: the environment, the three standard streams and
 * whether a person is watching, passed in so that tests can run commands in-process with their own.
 *
 * @param env the environment variables ({@code CHAT_API_BASE_URL}, {@code CHAT_API_KEY}, password
 *     variables)
 * @param in standard input (a password given with {@code --password-stdin})
 * @param out where results go (tables, JSON, CSV, plans)
 * @param err where notes, progress and errors go
 * @param interactive whether stderr is a terminal, so a progress bar is worth drawing
 * @param console whether stdin and stderr are both a terminal, so a person can be asked to confirm
 *     (a deletion) on stderr and answer on stdin
 * @param pauses how long a command that converges ({@code provision}) pauses between tries and rounds: the SDK's
 *     {@link JobBudget#DEFAULT}; a test whose faults come per request, not per second, gives shorter ones, which
 *     change how long it takes, never what it proves
 */
public record CliContext(
        Map<String, String> env,
        InputStream in,
        PrintStream out,
        PrintStream err,
        boolean interactive,
        boolean console,
        JobBudget pauses) {
    /**
     * Copies the environment, so a command sees one consistent snapshot.
     *
     * @param env the environment variables
     * @param in standard input
     * @param out where results go
     * @param err where notes, progress and errors go
     * @param interactive whether stderr is a terminal
     * @param console whether stdin and stderr are both a terminal
     * @param pauses the pauses of a converging command
     */
    public CliContext {
        env = Map.copyOf(env);
        if (pauses == null) {
            throw new IllegalArgumentException("pauses must not be null");
        }
    }

    /**
     * A context with the SDK's usual pauses.
     *
     * @param env the environment variables
     * @param in standard input
     * @param out where results go
     * @param err where notes, progress and errors go
     * @param interactive whether stderr is a terminal
     * @param console whether stdin and stderr are both a terminal
     */
    public CliContext(
            Map<String, String> env,
            InputStream in,
            PrintStream out,
            PrintStream err,
            boolean interactive,
            boolean console) {
        this(env, in, out, err, interactive, console, JobBudget.DEFAULT);
    }

    /**
     * {@return this context with other pauses}
     *
     * @param shorter the pauses of a converging command
     */
    public CliContext withPauses(JobBudget shorter) {
        return new CliContext(env, in, out, err, interactive, console, shorter);
    }

    /**
     * A context where nobody can be asked anything (no console).
     *
     * @param env the environment variables
     * @param in standard input
     * @param out where results go
     * @param err where notes, progress and errors go
     * @param interactive whether stderr is a terminal
     */
    public CliContext(Map<String, String> env, InputStream in, PrintStream out, PrintStream err, boolean interactive) {
        this(env, in, out, err, interactive, false);
    }

    /**
     * A context whose standard input is empty.
     *
     * @param env the environment variables
     * @param out where results go
     * @param err where notes, progress and errors go
     * @param interactive whether stderr is a terminal
     */
    public CliContext(Map<String, String> env, PrintStream out, PrintStream err, boolean interactive) {
        this(env, new ByteArrayInputStream(new byte[0]), out, err, interactive);
    }

    /**
     * The context of the run a command belongs to, held by the root {@link Cli} command.
     *
     * @param command the spec of any command of the tree
     * @return the context of its run
     */
    public static CliContext of(CommandSpec command) {
        return ((Cli) command.root().userObject()).context();
    }

    /**
     * Names the environment's variables, never their values: they hold the API key and passwords.
     *
     * @return a description without secrets
     */
    @Override
    public String toString() {
        return "CliContext[env=" + new java.util.TreeSet<>(env.keySet()) + ", interactive=" + interactive + ", console="
                + console + ", pauses=" + pauses + "]";
    }

    /**
     * Connects to the server named by {@code CHAT_API_BASE_URL} and {@code CHAT_API_KEY}.
     *
     * @return the target, to close when done
     * @throws BadInputException when either variable is unset or blank, or the URL is unusable
     */
    public ApiTarget openTarget() {
        return ApiTarget.fromEnv(env, ApiTarget.Settings.fromEnv(env));
    }
}

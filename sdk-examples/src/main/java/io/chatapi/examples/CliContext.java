package io.chatapi.examples;

import java.io.PrintStream;
import java.util.Map;

/**
 * What a command may touch besides its arguments: the environment, the two output streams and
 * whether a person is watching (a terminal), passed in so that tests can supply their own.
 *
 * @param env the environment variables ({@code CHAT_API_BASE_URL}, {@code CHAT_API_KEY}, password
 *     variables)
 * @param out where results go (tables, plans, exported records)
 * @param err where notes, progress and errors go
 * @param interactive whether stderr is a terminal, so a progress bar is worth drawing
 */
public record CliContext(Map<String, String> env, PrintStream out, PrintStream err, boolean interactive) {
    /**
     * Copies the environment, so a command sees one consistent snapshot.
     *
     * @param env the environment variables
     * @param out where results go
     * @param err where notes, progress and errors go
     * @param interactive whether stderr is a terminal
     */
    public CliContext {
        env = Map.copyOf(env);
    }

    /**
     * Connects to the server named by the environment, or starts the embedded test server.
     *
     * @return the target, to close when done
     * @throws BadInputException when only one of the two variables is set
     */
    public ApiTarget openTarget() {
        return ApiTarget.open(env, err);
    }
}

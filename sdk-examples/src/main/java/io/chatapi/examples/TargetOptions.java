package io.chatapi.examples;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The server a command talks to, shared by every command that needs one: the one named by {@code
 * CHAT_API_BASE_URL} and {@code CHAT_API_KEY}, or with {@code --demo} an embedded in-memory server
 * with sample data. Never the demo server unless asked for.
 */
public final class TargetOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(
            names = "--demo",
            description = "Run against an embedded in-memory server with sample data instead of "
                    + "CHAT_API_BASE_URL; changes last until the program ends.")
    private boolean demo;

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
     * Opens the target: the demo server when {@code --demo} was given, otherwise the server the
     * environment names.
     *
     * @return the target, to close when done
     * @throws BadInputException when the variables are unset or blank and {@code --demo} was not
     *     given, naming what to set
     */
    public ApiTarget open() {
        CliContext context = context();
        return demo ? ApiTarget.demo(context.err()) : context.openTarget();
    }
}

package io.chatapi.examples;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The root's subcommands, built only as far as a run needs them. Picocli builds a command's whole model (every
 * option, mixin and subcommand method, by reflection) when the command is added; for all nine commands that was
 * most of the tool's start-up. So only the command a run names is built in full; the others are entries of a name
 * and a description, enough for {@code --help}'s list and for picocli's "did you mean". Generating the completion
 * script needs every option of every command, so that run builds them all.
 */
final class CommandTree {
    private static final String COMPLETION = "generate-completion";

    private CommandTree() {}

    /**
     * Adds {@code commands} to {@code root}: in full the one {@code args} names (or all, for completion), the
     * others by name and description.
     *
     * @param root the root command line, without subcommands yet
     * @param commands the {@code @Command} classes, in the order {@code --help} lists them
     * @param args the run's arguments
     */
    static void addSubcommands(CommandLine root, List<Class<?>> commands, String[] args) {
        String named = commandNamed(args);
        for (Class<?> command : commands) {
            Command annotation = command.getAnnotation(Command.class);
            boolean full = COMPLETION.equals(named) || annotation.name().equals(named);
            if (full) {
                root.addSubcommand(annotation.name(), command);
            } else {
                CommandSpec entry = CommandSpec.create().name(annotation.name());
                entry.usageMessage().description(annotation.description()).hidden(annotation.hidden());
                root.addSubcommand(annotation.name(), entry);
            }
        }
    }

    /** The command a run names: its first argument that is not an option (the root takes no option values). */
    private static String commandNamed(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return arg;
            }
        }
        return null;
    }
}

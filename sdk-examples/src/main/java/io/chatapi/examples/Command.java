package io.chatapi.examples;

/** One subcommand of the {@link Cli}: its name, its help, what it accepts and what it does. */
public interface Command {
    /**
     * The name typed after the program.
     *
     * @return the name, such as {@code provision}
     */
    String name();

    /**
     * One line for the command list.
     *
     * @return the summary
     */
    String summary();

    /**
     * The full help, printed by {@code <command> --help}.
     *
     * @return the help text
     */
    String usage();

    /**
     * What the command accepts.
     *
     * @return its flags, options and number of positional arguments
     */
    Args.Spec spec();

    /**
     * Runs the command.
     *
     * @param args the parsed arguments
     * @param context environment and streams
     * @return the {@link ExitCode}
     * @throws BadInputException when the input is wrong; the CLI exits with {@link ExitCode#BAD_INPUT}
     * @throws Exception any other failure; the CLI exits with {@link ExitCode#FAILED}
     */
    int run(Args args, CliContext context) throws Exception;
}

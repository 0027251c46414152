package io.chatapi.examples.resources;

import io.chatapi.examples.CliContext;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code --output table|json|jsonl} of a command that prints a list. */
final class ListOutput {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "table|json|jsonl",
            description = "table (default), json (one array) or jsonl (one object per line).")
    private Output format = Output.TABLE;

    /** A printer on the command's stdout in the chosen format. */
    Printer printer() {
        return new Printer(format, CliContext.of(command).out());
    }
}

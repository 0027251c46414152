package io.chatapi.examples.resources;

import io.chatapi.examples.CliContext;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code --output table|json} of a command that prints one record or the result of a change. */
final class RecordOutput {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "table|json",
            completionCandidates = Formats.class,
            description = "table (default) or json (one object).")
    private Output format = Output.TABLE;

    /** A printer on the command's stdout in the chosen format. */
    Printer printer() {
        return new Printer(format, CliContext.of(command).out());
    }

    /** The formats offered for one record. */
    static final class Formats implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return List.of(Output.TABLE.toString(), Output.JSON.toString()).iterator();
        }
    }
}

package io.chatapi.examples.resources;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** A resource's parent command ({@code agents}, {@code domains}, ...): given no verb, bad input. */
abstract class ResourceCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(
                spec.commandLine(),
                "give a subcommand: " + String.join(", ", spec.subcommands().keySet()));
    }
}

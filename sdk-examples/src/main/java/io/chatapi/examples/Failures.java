package io.chatapi.examples;

import io.chatapi.sdk.errors.ChatApiException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns what went wrong into one line on stderr and an {@link ExitCode}: bad arguments, {@link
 * BadInputException} and the SDK's argument checks exit 2, {@link OutcomeUnknownException} 3, anything else 1. Never prints a
 * stack trace or a secret (the SDK's messages carry none).
 */
final class Failures {
    private final PrintStream err;
    private final Map<String, String> env;

    Failures(PrintStream err, Map<String, String> env) {
        this.err = err;
        this.env = env;
    }

    /** Picocli could not parse the arguments: say why and where help is. */
    int onBadArguments(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        if (e instanceof UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty()) {
            err.println("error: unknown option or argument: " + String.join(" ", redacted(unmatched.getUnmatched())));
            UnmatchedArgumentException.printSuggestions(unmatched, err);
        } else {
            err.println("error: " + e.getMessage());
        }
        err.println("(see: " + command.getCommandSpec().qualifiedName() + " --help)");
        return ExitCode.BAD_INPUT;
    }

    /**
     * The unknown arguments with the values of unknown options hidden: {@code --password hunter2}
     * is a mistake worth naming, but not worth printing into a CI log.
     */
    static List<String> redacted(List<String> unmatched) {
        List<String> shown = new ArrayList<>();
        boolean afterOption = false;
        for (String arg : unmatched) {
            if (arg.startsWith("-")) {
                int eq = arg.indexOf('=');
                shown.add(eq < 0 ? arg : arg.substring(0, eq + 1) + "…");
                afterOption = eq < 0;
            } else {
                shown.add(afterOption ? "…" : arg);
                afterOption = false;
            }
        }
        return shown;
    }

    /** A command threw: map the exception to an exit code. */
    int onFailure(Exception e, CommandLine command, ParseResult parsed) {
        int code = ExitCode.forFailure(e);
        boolean expected = e instanceof BadInputException
                || e instanceof IllegalArgumentException
                || e instanceof OutcomeUnknownException
                || e instanceof ChatApiException
                || e instanceof CommandFailedException
                || e instanceof IOException
                || e instanceof UncheckedIOException;
        err.println("error: " + (expected ? CliMessages.of(e) : e.toString()));
        if (expected) {
            FailureHints.of(e, env).ifPresent(hint -> err.println("hint: " + hint));
        }
        if (code == ExitCode.BAD_INPUT) {
            err.println("(see: " + command.getCommandSpec().qualifiedName() + " --help)");
        }
        return code;
    }
}

package io.chatapi.examples.resources;

import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * Where an agent's password comes from: a variable, a file or stdin, never the command line (where
 * {@code ps} and shell history would show it). Never printed.
 */
final class PasswordOptions {
    @Option(
            names = "--password-env",
            paramLabel = "VARIABLE",
            description = "Read the password from this environment variable.")
    private String variable;

    @Option(
            names = "--password-file",
            paramLabel = "FILE",
            preprocessor = AttachedValue.class,
            description = "Read the password from the first line of this file.")
    private Path file;

    @Option(names = "--password-stdin", description = "Read the password from the first line of stdin.")
    private boolean stdin;

    /**
     * The password from the one source given.
     *
     * @return the password, or empty when no source was given
     * @throws BadInputException when more than one source is given, or the source is empty
     */
    Optional<String> read(CliContext context) {
        int given = (variable != null ? 1 : 0) + (file != null ? 1 : 0) + (stdin ? 1 : 0);
        if (given > 1) {
            throw new BadInputException("give one of --password-env, --password-file, --password-stdin");
        }
        if (given == 0) {
            return Optional.empty();
        }
        String password;
        String source;
        if (variable != null) {
            password = context.env().get(variable);
            source = "variable " + variable;
        } else if (file != null) {
            password = firstLine(file);
            source = "file " + file;
        } else {
            password = firstLine(context);
            source = "stdin";
        }
        if (password == null || password.isBlank()) {
            throw new BadInputException("no password in " + source + " (it is unset or empty)");
        }
        return Optional.of(password);
    }

    private static String firstLine(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return in.readLine();
        } catch (IOException e) {
            throw new BadInputException(
                    "--password-file: cannot read " + file + " (" + e.getClass().getSimpleName() + ")", e);
        }
    }

    private static String firstLine(CliContext context) {
        try {
            return new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8)).readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

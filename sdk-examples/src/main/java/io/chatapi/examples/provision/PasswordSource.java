package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where a new agent's password comes from: an environment variable or a file, never the state file
 * itself. Only {@link #describe()} is ever printed; the password is read when an agent is about to
 * be created and goes nowhere but the SDK call.
 */
sealed interface PasswordSource {
    /** What the plan shows, such as {@code (from ANN_PASSWORD)}: the source, never the value. */
    String describe();

    /**
     * Reads the password.
     *
     * @param env the environment variables
     * @param origin the state file entry, for the message
     * @throws BadInputException when the variable is not set, or the file is missing or empty; the
     *     message names the source, not the value
     */
    String read(Map<String, String> env, Origin origin);

    /** The password is in environment variable {@code variable}. */
    record FromEnv(String variable) implements PasswordSource {
        @Override
        public String describe() {
            return "(from " + variable + ")";
        }

        @Override
        public String read(Map<String, String> env, Origin origin) {
            String value = env.get(variable);
            if (value == null || value.isEmpty()) {
                throw new BadInputException(origin + ".password_env: environment variable " + variable + " is not set");
            }
            return value;
        }
    }

    /** The password is the content of {@code file}, less one trailing line break. */
    record FromFile(Path file) implements PasswordSource {
        @Override
        public String describe() {
            return "(from file " + file + ")";
        }

        @Override
        public String read(Map<String, String> env, Origin origin) {
            String value;
            try {
                value = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new BadInputException(origin + ".password_file: cannot read " + file + " ("
                        + e.getClass().getSimpleName() + ")");
            }
            value = value.endsWith("\r\n")
                    ? value.substring(0, value.length() - 2)
                    : value.endsWith("\n") ? value.substring(0, value.length() - 1) : value;
            if (value.isEmpty()) {
                throw new BadInputException(origin + ".password_file: " + file + " is empty");
            }
            return value;
        }
    }
}

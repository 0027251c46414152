package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
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

    /**
     * The password is in environment variable {@code variable}, which may not be one of the tool's own ({@code
     * CHAT_API_*}): a state file must not be able to send the API key as an agent's password.
     *
     * @param variable the variable's name
     */
    record FromEnv(String variable) implements PasswordSource {
        /** What the tool's own variables start with. */
        static final String RESERVED_PREFIX = "CHAT_API_";

        /**
         * Checks the name.
         *
         * @throws BadInputException when {@code variable} is one of the tool's own variables
         */
        public FromEnv {
            if (isReserved(variable)) {
                throw new BadInputException("password_env: " + variable + " is one of this tool's own variables ("
                        + RESERVED_PREFIX + "*), never an agent's password; name another variable");
            }
        }

        static boolean isReserved(String variable) {
            return variable.toUpperCase(Locale.ROOT).startsWith(RESERVED_PREFIX);
        }

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

    /**
     * The password is the content of {@code file}, less one trailing line break. The file must lie under {@code
     * folder} (the state file's, or the one {@code --password-dir} names), be a regular file reached through no
     * symbolic link, and hold at most {@value #MAX_BYTES} bytes: a state file arriving in a pull request cannot
     * make the tool send {@code ../../.ssh/id_ed25519}, nor read {@code /dev/zero} until memory runs out.
     *
     * @param file the file, absolute and normalised
     * @param folder the folder it must lie under, absolute and normalised
     */
    record FromFile(Path file, Path folder) implements PasswordSource {
        /** The most a password file may hold. */
        static final int MAX_BYTES = 4096;

        /**
         * Checks that {@code file} lies under {@code folder}, as written.
         *
         * @throws BadInputException when it does not
         */
        public FromFile {
            if (!file.startsWith(folder)) {
                throw new BadInputException("password_file: " + file + " is outside " + folder + "; a password file"
                        + " must lie under the state file's folder (or the folder --password-dir names)");
            }
        }

        @Override
        public String describe() {
            return "(from file " + file + ")";
        }

        /**
         * Checks what can be checked before the password is needed: when the file exists, that it is a regular
         * file under the folder, reached through no link, and small enough.
         *
         * @param origin the state file entry, for the message
         * @throws BadInputException when it is not
         */
        void checkIfPresent(Origin origin) {
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                checked(origin);
            }
        }

        @Override
        public String read(Map<String, String> env, Origin origin) {
            checked(origin);
            byte[] bytes = new byte[MAX_BYTES + 1];
            int length = 0;
            try (SeekableByteChannel channel =
                    Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
                    // A regular file ends; at most MAX_BYTES + 1 are read.
                }
                length = buffer.position();
            } catch (IOException e) {
                throw new BadInputException(origin + ".password_file: cannot read " + file + " ("
                        + e.getClass().getSimpleName() + ")");
            }
            if (length > MAX_BYTES) {
                throw tooLarge(origin);
            }
            String value = new String(bytes, 0, length, StandardCharsets.UTF_8);
            value = value.endsWith("\r\n")
                    ? value.substring(0, value.length() - 2)
                    : value.endsWith("\n") ? value.substring(0, value.length() - 1) : value;
            if (value.isEmpty()) {
                throw new BadInputException(origin + ".password_file: " + file + " is empty");
            }
            return value;
        }

        /** The checks made before opening: opening a FIFO or a device could block or never end. */
        private void checked(Origin origin) {
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                throw new BadInputException(origin + ".password_file: cannot read " + file + " ("
                        + e.getClass().getSimpleName() + ")");
            }
            if (attributes.isSymbolicLink()) {
                throw new BadInputException(origin + ".password_file: " + file
                        + " is a symbolic link; give the file itself, under " + folder);
            }
            if (!attributes.isRegularFile()) {
                throw new BadInputException(origin + ".password_file: " + file + " is not a regular file");
            }
            if (attributes.size() > MAX_BYTES) {
                throw tooLarge(origin);
            }
            // A link among the folders between (secrets -> /etc) leads outside as surely as ../ does.
            try {
                if (!file.toRealPath().startsWith(folder.toRealPath())) {
                    throw new BadInputException(origin + ".password_file: " + file + " leads outside " + folder
                            + " through a symbolic link");
                }
            } catch (IOException e) {
                throw new BadInputException(origin + ".password_file: cannot read " + file + " ("
                        + e.getClass().getSimpleName() + ")");
            }
        }

        private BadInputException tooLarge(Origin origin) {
            return new BadInputException(origin + ".password_file: " + file + " holds more than " + MAX_BYTES
                    + " bytes; a password file holds the password alone");
        }
    }
}

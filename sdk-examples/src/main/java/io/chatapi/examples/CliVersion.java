package io.chatapi.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The {@code --version} text: the version the CLI was built as, from a resource Maven filters. */
public final class CliVersion implements IVersionProvider {
    /** Used by picocli. */
    public CliVersion() {}

    /**
     * The version line.
     *
     * @return one line, such as {@code chat-api-cli 0.2.0-SNAPSHOT}
     */
    @Override
    public String[] getVersion() {
        Properties properties = new Properties();
        try (InputStream in = CliVersion.class.getResourceAsStream("cli.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new String[] {
            "chat-api-cli " + properties.getProperty("version", "(unknown version)") + " (Java "
                    + System.getProperty("java.version") + ")"
        };
    }
}

package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where {@code --ledger} (or the state file's {@code ledger:}) says the ledger is: a file, or a Redis a team shares,
 * {@code redis://HOST:PORT/NAME} ({@code rediss://} over TLS; an ACL user as {@code redis://USER:PASSWORD@HOST:PORT/NAME},
 * or {@code redis://USER@HOST:PORT/NAME} with the password in {@code CHAT_API_LEDGER_PASSWORD}). NAME is the prefix of
 * the ledger's keys. The password is never shown: {@link #shown()} masks it in every message.
 */
sealed interface LedgerLocation {
    /** The variable holding a Redis ledger's password when the URL names a user without one. */
    String ENV_PASSWORD = "CHAT_API_LEDGER_PASSWORD";

    /** {@return the location as messages and reports show it}, never with a password */
    String shown();

    /**
     * A ledger file.
     *
     * @param file its path
     */
    record File(Path file) implements LedgerLocation {
        @Override
        public String shown() {
            return file.toString();
        }
    }

    /**
     * A ledger in Redis.
     *
     * @param tls whether over TLS ({@code rediss://})
     * @param host the host
     * @param port the port
     * @param user the ACL user, if any
     * @param password the password, if any; never shown
     * @param name the prefix of the ledger's keys
     */
    record Redis(boolean tls, String host, int port, Optional<String> user, Optional<String> password, String name)
            implements LedgerLocation {
        @Override
        public String shown() {
            String who = user.map(u -> u + (password.isPresent() ? ":***@" : "@"))
                    .orElse(password.isPresent() ? ":***@" : "");
            return (tls ? "rediss://" : "redis://") + who + host + ":" + port + "/" + name;
        }

        /** Never the password, whatever prints it. */
        @Override
        public String toString() {
            return shown();
        }
    }

    /**
     * Reads {@code text}: a {@code redis://} or {@code rediss://} URL, else a file path ({@code relativeTo} resolves a
     * relative one: the state file's folder for its {@code ledger:} key).
     *
     * @param origin what gave it, for messages ({@code --ledger}, {@code state.yaml: ledger})
     * @throws BadInputException when a Redis URL lacks a host or a name, or its port is not a number
     */
    static LedgerLocation parse(String text, String origin, Path relativeTo, Map<String, String> env) {
        String trimmed = text.strip();
        String lower = trimmed.toLowerCase(java.util.Locale.ROOT);
        if (!lower.startsWith("redis://") && !lower.startsWith("rediss://")) {
            if (lower.matches("^[a-z][a-z0-9+.-]*://.*")) {
                throw new BadInputException(origin + ": a ledger is a file or redis://HOST:PORT/NAME (rediss:// over"
                        + " TLS); this URL's scheme is neither");
            }
            return new File(relativeTo.resolve(trimmed));
        }
        URI uri;
        try {
            uri = new URI(trimmed);
        } catch (URISyntaxException e) {
            throw new BadInputException(
                    origin + ": not a Redis URL (" + e.getReason() + "); write redis://HOST:PORT/NAME");
        }
        String host = uri.getHost();
        String name = Optional.ofNullable(uri.getPath()).orElse("").replaceFirst("^/", "");
        if (host == null || host.isBlank() || name.isBlank() || name.contains("/")) {
            throw new BadInputException(
                    origin + ": write the Redis ledger as redis://HOST:PORT/NAME (NAME: the prefix of"
                            + " its keys, such as agency-prod), with a host and one name");
        }
        Optional<String> user = Optional.empty();
        Optional<String> password = Optional.empty();
        String info = uri.getRawUserInfo();
        if (info != null && !info.isEmpty()) {
            int colon = info.indexOf(':');
            String u = decode(colon < 0 ? info : info.substring(0, colon));
            user = u.isEmpty() ? Optional.empty() : Optional.of(u);
            password = colon < 0 ? Optional.empty() : Optional.of(decode(info.substring(colon + 1)));
        }
        if (password.isEmpty()) {
            password = Optional.ofNullable(env.get(ENV_PASSWORD)).filter(p -> !p.isEmpty());
        }
        int port = uri.getPort() < 0 ? 6379 : uri.getPort();
        return new Redis(lower.startsWith("rediss://"), host, port, user, password, name);
    }

    private static String decode(String text) {
        return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}

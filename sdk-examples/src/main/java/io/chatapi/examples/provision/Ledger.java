package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The records this tool owns on one server, as Terraform's state file holds what Terraform made:
 * every record it created, and every record the state file adopted ({@code adopt: true}). Prune
 * deletes only owned records, so a record made by hand is never deleted. A record is owned when
 * kind, id and natural key (e-mail, address, or name) all match, so a ledger of a server whose ids
 * were reset cannot hit a stranger's record that reuses an id.
 *
 * <p>Kept as JSON beside the state file ({@code state.yaml} → {@code state.ledger.json}) and
 * rewritten atomically (a temporary file moved over it) after every change it records, so a run
 * that stops half-way still owns what it made.
 */
final class Ledger {
    /** The kinds of record, as the ledger names them. */
    static final String AGENT = "agent";

    static final String DOMAIN = "domain";
    static final String TRIGGER = "trigger";
    static final String ALIAS = "alias";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int VERSION = 1;

    /**
     * One owned record.
     *
     * @param kind agent, domain, trigger or alias
     * @param id the server's id
     * @param key the e-mail, address or name it had when recorded
     * @param adopted whether the state file adopted it (true) or the tool created it (false)
     */
    record Owned(String kind, String id, String key, boolean adopted) {}

    private final Path file;
    private final boolean found;
    private final String server;
    private final List<Owned> records;
    private boolean changed;

    private Ledger(Path file, boolean found, String server, List<Owned> records) {
        this.file = file;
        this.found = found;
        this.server = server;
        this.records = new ArrayList<>(records);
    }

    /** The default ledger of {@code stateFile}: {@code state.yaml} → {@code state.ledger.json}, same folder. */
    static Path besides(Path stateFile) {
        String name = stateFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return stateFile.resolveSibling(stem + ".ledger.json");
    }

    /**
     * Reads the ledger at {@code file}; a missing file is an empty ledger that {@link #found()} says
     * was not there.
     *
     * @param server the target, so that one server's ledger is never used on another
     * @throws BadInputException when the file is not a ledger, or belongs to another server
     */
    static Ledger load(Path file, String server) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Ledger(file, false, server, List.of());
        } catch (IOException e) {
            throw new BadInputException("ledger " + file + ": cannot read (" + e.getMessage() + ")", e);
        }
        List<Owned> records = new ArrayList<>();
        String recordedServer;
        try {
            JsonNode root = JSON.readTree(text);
            if (root == null
                    || root.path("version").asInt() != VERSION
                    || !root.path("records").isArray()) {
                throw new BadInputException("ledger " + file + ": not a ledger of this tool (version " + VERSION
                        + " with a records list); move it away or give --ledger");
            }
            recordedServer = root.path("server").asText("");
            for (JsonNode r : root.get("records")) {
                records.add(new Owned(
                        r.path("kind").asText(""),
                        r.path("id").asText(""),
                        r.path("key").asText(""),
                        r.path("adopted").asBoolean(false)));
            }
        } catch (JacksonException e) {
            throw new BadInputException("ledger " + file + ": not valid JSON (" + e.getOriginalMessage() + ")", e);
        }
        if (!recordedServer.equals(server)) {
            throw new BadInputException("ledger " + file + " records what the tool owns on " + recordedServer
                    + ", not on " + server + "; give --ledger with this server's ledger");
        }
        return new Ledger(file, true, server, records);
    }

    /** Where the ledger is kept. */
    Path file() {
        return file;
    }

    /** Whether the ledger file was there when read; without it the tool owns nothing. */
    boolean found() {
        return found;
    }

    /** Whether the record of this kind, id and key is owned. */
    boolean owns(String kind, String id, String key) {
        return records.stream()
                .anyMatch(r ->
                        r.kind().equals(kind) && r.id().equals(id) && r.key().equals(normal(kind, key)));
    }

    /** Records that the tool owns this record from now on. */
    void own(String kind, String id, String key, boolean adopted) {
        forget(kind, id);
        records.add(new Owned(kind, id, normal(kind, key), adopted));
        changed = true;
    }

    /** Records that the record is gone. */
    void forget(String kind, String id) {
        changed |= records.removeIf(r -> r.kind().equals(kind) && r.id().equals(id));
    }

    /** Whether something was recorded since the last {@link #save()}. */
    boolean changed() {
        return changed;
    }

    /**
     * Writes the ledger: to a temporary file in the same folder, then moved over the old one, so a
     * crash leaves the old ledger or the new one, never half of one.
     *
     * @throws UncheckedIOException when the file cannot be written
     */
    void save() {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", VERSION);
        root.put("server", server);
        ArrayNode list = root.putArray("records");
        for (Owned r : records) {
            list.addObject()
                    .put("kind", r.kind())
                    .put("id", r.id())
                    .put("key", r.key())
                    .put("adopted", r.adopted());
        }
        try {
            Path folder = file.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            Path temp = Files.createTempFile(folder, file.getFileName().toString(), ".tmp");
            try {
                Files.writeString(
                        temp, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root), StandardCharsets.UTF_8);
                try {
                    Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("ledger " + file + " could not be written: " + e.getMessage(), e);
        }
        changed = false;
    }

    /** E-mails and addresses are matched ignoring case; names as written. */
    private static String normal(String kind, String key) {
        return kind.equals(AGENT) || kind.equals(DOMAIN) ? key.strip().toLowerCase(Locale.ROOT) : key;
    }
}

package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.provision.Ledger.Owned;
import io.chatapi.examples.provision.Ledger.Pending;
import io.chatapi.sdk.agents.AgentStatus;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ledger's file: JSON with {@code version}, {@code server}, {@code records} (owned: kind, id,
 * key, domains, adopted, and for a domain the tool registered its plug-in {@code token}), {@code pending} (kind, key, domains, since) and {@code status_codes} (the code the
 * server reported for each status the tool set, such as {@code {"online": "1"}}). Kept whole by a {@link LedgerStore}
 * (a file, or a key in a shared Redis), so a run that stops at any point (a crash, {@code kill -9}, a power cut)
 * leaves the old ledger or the new one, never half of one.
 */
final class LedgerFile {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** 2 added the shops of triggers and aliases and the pending creates; version 1 is still read. */
    private static final int VERSION = 2;

    /**
     * What a ledger file holds.
     *
     * @param records the owned records
     * @param pending the creates not identified yet
     * @param statusCodes the status codes learnt
     */
    record Contents(List<Owned> records, List<Pending> pending, Map<AgentStatus, String> statusCodes) {}

    private LedgerFile() {}

    /**
     * Reads a ledger's JSON text, from a file or a shared store.
     *
     * @param where where it was read, for messages (a path, or a Redis URL without its password)
     * @param server the target, so that one server's ledger is never used on another
     * @throws BadInputException when the text is not a ledger, or belongs to another server
     */
    static Contents parse(String text, String where, String server) {
        List<Owned> records = new ArrayList<>();
        List<Pending> pending = new ArrayList<>();
        Map<AgentStatus, String> codes = new EnumMap<>(AgentStatus.class);
        String recordedServer;
        try {
            JsonNode root = JSON.readTree(text);
            int version = root == null ? 0 : root.path("version").asInt();
            if ((version != 1 && version != VERSION) || !root.path("records").isArray()) {
                throw new BadInputException("ledger " + where + ": not a ledger of this tool (version 1 or " + VERSION
                        + " with a records list); move it away or give --ledger");
            }
            recordedServer = root.path("server").asText("");
            for (JsonNode r : root.get("records")) {
                records.add(new Owned(
                        r.path("kind").asText(""),
                        r.path("id").asText(""),
                        r.path("key").asText(""),
                        texts(r.path("domains")),
                        r.path("adopted").asBoolean(false),
                        // Absent in ledgers written before it was kept: such a domain's token is learnt when read.
                        Optional.of(r.path("token").asText("").strip()).filter(t -> !t.isEmpty())));
            }
            for (JsonNode p : root.path("pending")) {
                pending.add(new Pending(
                        p.path("kind").asText(""),
                        p.path("key").asText(""),
                        texts(p.path("domains")),
                        since(p.path("since").asText(""))));
            }
            for (AgentStatus status : AgentStatus.values()) {
                JsonNode code = root.path("status_codes").path(status.wireValue());
                if (code.isTextual() && !code.textValue().isBlank()) {
                    codes.put(status, code.textValue());
                }
            }
        } catch (JacksonException e) {
            throw new BadInputException("ledger " + where + ": not valid JSON (" + e.getOriginalMessage() + ")", e);
        }
        if (!recordedServer.equals(server)) {
            throw new BadInputException(otherServer(where, recordedServer, server));
        }
        return new Contents(records, pending, codes);
    }

    /** {@return the ledger as the JSON text a file or a shared store holds} */
    static String text(String server, List<Owned> records, List<Pending> pending, Map<AgentStatus, String> codes) {
        return toJson(server, records, pending, codes);
    }

    private static String toJson(
            String server, List<Owned> records, List<Pending> pending, Map<AgentStatus, String> codes) {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", VERSION);
        root.put("server", server);
        ArrayNode list = root.putArray("records");
        for (Owned r : records) {
            ObjectNode record =
                    list.addObject().put("kind", r.kind()).put("id", r.id()).put("key", r.key());
            r.domains().forEach(record.putArray("domains")::add);
            record.put("adopted", r.adopted());
            r.token().ifPresent(token -> record.put("token", token));
        }
        ArrayNode intents = root.putArray("pending");
        for (Pending p : pending) {
            ObjectNode entry = intents.addObject().put("kind", p.kind()).put("key", p.key());
            p.domains().forEach(entry.putArray("domains")::add);
            entry.put("since", p.since().toString());
        }
        ObjectNode learnt = root.putObject("status_codes");
        for (AgentStatus status : AgentStatus.values()) {
            if (codes.containsKey(status)) {
                learnt.put(status.wireValue(), codes.get(status));
            }
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (JacksonException e) {
            throw new IllegalStateException("a tree of texts always serialises", e);
        }
    }

    private static String otherServer(String file, String recorded, String server) {
        if (recorded.equals("(demo)")) {
            // Versions before 0.2.0 wrote a ledger for --demo runs; it owns nothing anywhere.
            return "ledger " + file + " was written by a --demo run of an older version and owns nothing on " + server
                    + "; delete it (a demo run no longer writes a ledger)";
        }
        return "ledger " + file + " records what the tool owns on " + recorded + ", not on " + server
                + "; give --ledger with this server's ledger (or a new path, to start owning nothing)";
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(t -> texts.add(t.asText()));
        return texts;
    }

    private static Instant since(String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            return Instant.EPOCH;
        }
    }
}

package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Compares a ledger file with what a server holds, as "kind id" and "kind name on shop" lines. */
final class LedgerCheck {
    private LedgerCheck() {}

    /** The ledger file, parsed. */
    static JsonNode read(Path ledger) {
        try {
            return JsonMapper.builder().build().readTree(Files.readString(ledger));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The owned records as "kind id". */
    static TreeSet<String> owned(Path ledger) {
        TreeSet<String> owned = new TreeSet<>();
        read(ledger)
                .get("records")
                .forEach(r ->
                        owned.add(r.get("kind").asText() + " " + r.get("id").asText()));
        return owned;
    }

    /** The pending creates as "kind key on shops". */
    static List<String> pending(Path ledger) {
        List<String> pending = new ArrayList<>();
        read(ledger).path("pending").forEach(p -> {
            List<String> shops = new ArrayList<>();
            p.path("domains").forEach(d -> shops.add(d.asText()));
            pending.add(p.get("kind").asText() + " " + p.get("key").asText()
                    + (shops.isEmpty() ? "" : " on " + String.join(", ", shops)));
        });
        return pending;
    }

    /** Every record of the server as "kind id". */
    static TreeSet<String> onServer(ChatApiTestServer server) {
        TreeSet<String> all = new TreeSet<>();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            client.agents().list().forEach(a -> all.add("agent " + a.id()));
            client.domains().list().forEach(d -> all.add("domain " + d.id()));
            client.triggers().list().forEach(t -> all.add("trigger " + t.id()));
            client.aliases().list().forEach(a -> all.add("alias " + a.id()));
        }
        return all;
    }

    /**
     * On a server that started empty: the ledger owns exactly what the server holds (everything the
     * tool created), and nothing is left pending.
     */
    static void ownsExactlyWhatTheServerHolds(Path ledger, ChatApiTestServer server) {
        assertThat(pending(ledger)).as("pending creates in " + ledger).isEmpty();
        assertThat(owned(ledger)).as("owned records against the server").isEqualTo(onServer(server));
    }
}

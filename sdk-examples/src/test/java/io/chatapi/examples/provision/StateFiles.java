package io.chatapi.examples.provision;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** State files for the provisioning tests, written against the testkit's default seed. */
final class StateFiles {
    /**
     * Keeps Zoë (the admin, on shop.example.com) and the "Welcome" trigger as the seed has them, and
     * asks for a new agent, domain, assignment, inactive trigger and alias.
     */
    static final String NEW_SITE = """
      agents:
        - email: zoe.muller@example.com
          name: Zoë Müller
        - email: ann.lee@example.com
          name: Ann Lee
          job_title: Support – Berlin
          chats: 3
          status: away
          password_env: ANN_PASSWORD
      domains:
        - address: shop.example.com
          shop: 1
        - address: neu.example.de
      assignments:
        - agent: zoe.muller@example.com
          domain: shop.example.com
        - agent: ann.lee@example.com
          domain: neu.example.de
      triggers:
        - name: Willkommen
          url: https://neu.example.de/
          message: Hallo! Fragen zur Bestellung?
          delay: 15
          domain: neu.example.de
          active: false
        - name: Welcome
          url: https://shop.example.com/
          message: Hi there! Questions about an order? We're online.
          delay: 10
          domain: shop.example.com
      aliases:
        - name: danke
          text: Vielen Dank für Ihren Einkauf!
          domains: [neu.example.de, shop.example.com]
      """;

    static final String ANN_PASSWORD = "Ann-S3cret-Passw0rd!";

    /**
     * An agency's three shops with the same trigger and alias names, and one agent: 10 creates, in
     * this order: 3 domains, the agent, 3 "Welcome" triggers, 3 "hi" aliases.
     */
    static final String THREE_SHOPS = """
      agents:
        - email: ann.lee@example.com
          name: Ann Lee
          password_env: ANN_PASSWORD
      domains:
        - address: a.example.com
        - address: b.example.com
        - address: c.example.com
      triggers:
        - {name: Welcome, url: "https://a.example.com/", message: Hi from A, delay: 5, domain: a.example.com}
        - {name: Welcome, url: "https://b.example.com/", message: Hi from B, delay: 5, domain: b.example.com}
        - {name: Welcome, url: "https://c.example.com/", message: Hi from C, delay: 5, domain: c.example.com}
      aliases:
        - {name: hi, text: Hello from A, domains: [a.example.com]}
        - {name: hi, text: Hello from B, domains: [b.example.com]}
        - {name: hi, text: Hello from C, domains: [c.example.com]}
      """;

    /** The state file that lists nothing: with --prune, every owned record goes. */
    static final String NOTHING = "{}\n";

    private StateFiles() {}

    /**
     * Writes a ledger for {@code server} owning the records given as {@code kind id key} triples,
     * as if the tool had created them.
     */
    static Path ledger(Path file, String server, String... kindIdKey) {
        StringBuilder records = new StringBuilder();
        for (int i = 0; i < kindIdKey.length; i += 3) {
            records.append(records.length() == 0 ? "" : ",\n")
                    .append("{\"kind\": \"")
                    .append(kindIdKey[i])
                    .append("\", \"id\": \"")
                    .append(kindIdKey[i + 1])
                    .append("\", \"key\": \"")
                    .append(kindIdKey[i + 2])
                    .append("\", \"adopted\": false}");
        }
        String text = "{\"version\": 1, \"server\": \"" + server + "\", \"records\": [\n" + records + "]}\n";
        return write(file.getParent(), file.getFileName().toString(), text);
    }

    /**
     * Writes a ledger for {@code server} holding one create as pending, as a run leaves it when it
     * stops between recording the intent and recording the record's id.
     */
    static Path pendingLedger(Path file, String server, String kind, String key, String... domains) {
        String shops = String.join("\", \"", domains);
        String text = "{\"version\": 2, \"server\": \"" + server + "\", \"records\": [], \"pending\": [{\"kind\": \""
                + kind + "\", \"key\": \"" + key + "\", \"domains\": ["
                + (domains.length == 0 ? "" : "\"" + shops + "\"")
                + "], \"since\": \"2025-01-01T00:00:00Z\"}]}\n";
        return write(file.getParent(), file.getFileName().toString(), text);
    }

    static Path write(Path folder, String name, String text) {
        try {
            return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code export-tickets --redact}: no e-mail, name, phone, street, IP or message body of the plain export is left,
 * in either format, and the same person gets the same hash, so rows still join (#40 item 2).
 */
class RedactedExportTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final ObjectMapper JSON = new ObjectMapper();

    /** As {@code openssl rand -base64 32} makes one. */
    static final String STRONG_KEY = "q3N0vJ8c2Wm+Xr5TzLk1bHf9YpG7uAe4sD6iOjRnVwE=";

    @Test
    void noPersonalValueOfThePlainExportSurvivesInEitherFormat(ChatApiTestServer server) throws IOException {
        List<JsonNode> plain = rows(CliRun.against(server, "export-tickets"));
        Set<String> personal = personalValues(plain);
        assertThat(personal).as("the test data has personal data to hide").hasSizeGreaterThan(15);

        CliRun jsonl = CliRun.against(server, "export-tickets", "--redact");
        CliRun csv = CliRun.against(server, "export-tickets", "--redact", "--format", "csv");

        assertThat(jsonl.code()).as(jsonl.err()).isEqualTo(ExitCode.OK);
        assertThat(csv.code()).as(csv.err()).isEqualTo(ExitCode.OK);
        for (String value : personal) {
            assertThat(jsonl.out()).as("JSON Lines").doesNotContain(value);
            assertThat(csv.out()).as("CSV").doesNotContain(value);
        }
        JsonNode first = rows(jsonl).get(0);
        assertThat(first.path("client_email").asText()).matches("h:[0-9a-f]{32}");
        assertThat(first.path("geo_ip").isNull())
                .as("an IP is dropped: a hash of one of 2^32 addresses is no secret to the key's holder")
                .isTrue();
        assertThat(first.path("conversation").get(0).path("body").isNull()).isTrue();
        assertThat(first.path("conversation").get(0).path("time_sent").asText()).isNotEmpty();
        assertThat(first.path("ticket_id").asText())
                .isEqualTo(plain.get(0).path("ticket_id").asText());
        assertThat(first.path("client_data").path("cart_info"))
                .as("the cart is kept")
                .isEqualTo(plain.get(0).path("client_data").path("cart_info"));
    }

    @Test
    void withAKeyTheSamePersonHasTheSameHashInEveryRowAndEveryExport(ChatApiTestServer server) throws IOException {
        Map<String, String> key = Map.of("CHAT_API_REDACT_KEY", STRONG_KEY);
        List<JsonNode> plain = rows(CliRun.against(server, "export-tickets"));

        List<JsonNode> once = rows(CliRun.against(server, key, "export-tickets", "--redact"));
        List<JsonNode> again = rows(CliRun.against(server, key, "export-tickets", "--redact"));
        List<JsonNode> unkeyed = rows(CliRun.against(server, "export-tickets", "--redact"));

        assertThat(again).isEqualTo(once);
        assertThat(unkeyed.get(0).path("client_email")).isNotEqualTo(once.get(0).path("client_email"));
        for (int i = 0; i < plain.size(); i++) {
            for (int j = 0; j < plain.size(); j++) {
                boolean sameAgent =
                        plain.get(i).path("agent_email").equals(plain.get(j).path("agent_email"));
                assertThat(once.get(i).path("agent_email").equals(once.get(j).path("agent_email")))
                        .as("rows %d and %d join on the agent as the plain export does", i, j)
                        .isEqualTo(sameAgent);
            }
        }
        JsonNode userInfo = once.get(0).path("client_data").path("user_info");
        assertThat(userInfo.path("email").asText())
                .isEqualTo(once.get(0).path("client_email").asText());
    }

    @Test
    void aWeakKeyIsRefusedBeforeAnythingIsSentAndTheMessageNeverShowsIt(ChatApiTestServer server) {
        String weak = "support-hand-over-key-2026";

        CliRun run = CliRun.against(server, Map.of("CHAT_API_REDACT_KEY", weak), "export-tickets", "--redact");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .contains("CHAT_API_REDACT_KEY is too weak", "shorter than 32 characters", "openssl rand -base64 32")
                .doesNotContain(weak)
                .doesNotContain("support-hand");
        assertThat(server.counters().totalRequests()).isZero();
    }

    private static List<JsonNode> rows(CliRun run) throws IOException {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        List<JsonNode> rows = new ArrayList<>();
        for (String line : run.out().lines().toList()) {
            rows.add(JSON.readTree(line));
        }
        return rows;
    }

    /** Every e-mail, name, phone, street line, IP and message body the plain export holds. */
    private static Set<String> personalValues(List<JsonNode> rows) {
        Set<String> values = new LinkedHashSet<>();
        for (JsonNode row : rows) {
            for (String field : List.of("client_email", "client_name", "agent_name", "agent_email", "geo_ip")) {
                add(values, row.path(field));
            }
            row.path("conversation").forEach(m -> add(values, m.path("body")));
            JsonNode user = row.path("client_data").path("user_info");
            for (String field : List.of("email", "name", "lastname", "telephone", "postcode")) {
                add(values, user.path(field));
            }
            user.path("street").forEach(line -> add(values, line));
        }
        return values;
    }

    private static void add(Set<String> values, JsonNode node) {
        if (node.isTextual() && node.asText().length() >= 4) {
            values.add(node.asText());
        }
    }
}

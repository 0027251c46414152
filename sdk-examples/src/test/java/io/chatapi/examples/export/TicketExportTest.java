package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class TicketExportTest {
    /** A ticket whose texts hold everything CSV must quote, and non-ASCII. */
    static final String AWKWARD_BODY = "Hello, \"Zoë\" –\nsecond line, 東京\r\nthird 👍";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension(ChatApiTestServer.builder()
            .data(TestData.defaults().toBuilder()
                    .ticket("2001", t -> t.domain(DefaultData.SHOP_DOMAIN_UUID)
                            .agent(DefaultData.ADMIN_UUID)
                            .client("kunde@example.de")
                            .clientMessage(AWKWARD_BODY)
                            .agentMessage("Gern, \"sofort\"!"))
                    .build()));

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ChatApiClient client;

    @BeforeEach
    void connect(ChatApiTestServer server) {
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    @AfterEach
    void disconnect() {
        client.close();
    }

    @Test
    void jsonLinesHoldOneTicketPerLineWithItsWholeConversation() throws IOException {
        StringWriter out = new StringWriter();

        long written = new TicketExport(TicketExport.Format.JSONL).writeAll(client, out);

        List<String> lines = out.toString().lines().toList();
        assertThat(written).isEqualTo(5);
        assertThat(out.toString()).endsWith("\n");
        assertThat(lines).hasSize(5);
        List<JsonNode> records = new ArrayList<>();
        for (String line : lines) {
            records.add(JSON.readTree(line));
        }
        assertThat(records)
                .extracting(r -> r.get("ticket_id").asText())
                .containsExactly("1001", "1002", "1003", "1004", "2001");
        JsonNode full = records.get(0);
        assertThat(full.get("client_email").asText()).isEqualTo("agnieszka.w@example.pl");
        assertThat(full.get("client_name").asText()).isEqualTo("Agnieszka Wiśniewska");
        assertThat(full.get("messages").asInt()).isEqualTo(3);
        assertThat(full.get("conversation"))
                .extracting(m -> m.get("body").asText())
                .containsExactly(
                        "Dzień dobry! Czy młynek jest dostępny w Krakowie?",
                        "Tak, mamy go na stanie – wysyłka jutro.",
                        "Świetnie, dziękuję!");
        assertThat(full.get("conversation").get(0).get("time_sent").asText())
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        assertThat(full.get("conversation").get(1).get("agent_name").asText()).isEqualTo("Łukasz Nowak");
        assertThat(full.get("client_data").get("user_info").get("city").asText())
                .isEqualTo("Kraków");
        assertThat(full.get("geo_country_code").asText()).isEqualTo("PL");
        assertThat(full.get("geo_latitude").isNumber()).isTrue();
        assertThat(lines.get(0)).contains("Wiśniewska").doesNotContain("\\u");
        JsonNode bare = records.get(2);
        assertThat(bare.get("client_data").isNull()).isTrue();
        assertThat(bare.get("client_name").isNull()).isTrue();
        assertThat(records.get(4).get("conversation").get(0).get("body").asText())
                .isEqualTo(AWKWARD_BODY);
    }

    @Test
    void jsonLinesAndCsvCarryTheSameFieldsUnderTheSameNames() throws IOException {
        StringWriter lines = new StringWriter();
        ByteArrayOutputStream csv = new ByteArrayOutputStream();

        new TicketExport(TicketExport.Format.JSONL).writeAll(client, lines);
        new TicketExport(TicketExport.Format.CSV).writeAll(client, csv);

        List<List<String>> rows = Csv.parse(csv.toString(StandardCharsets.UTF_8));
        List<String> jsonLines = lines.toString().lines().toList();
        assertThat(jsonLines).hasSize(rows.size() - 1);
        for (int i = 0; i < jsonLines.size(); i++) {
            JsonNode record = JSON.readTree(jsonLines.get(i));
            List<String> names = new ArrayList<>();
            record.fieldNames().forEachRemaining(names::add);
            assertThat(names).as("keys of line " + (i + 1)).isEqualTo(rows.get(0));
            List<String> row = rows.get(i + 1);
            for (int c = 0; c < names.size(); c++) {
                JsonNode value = record.get(names.get(c));
                if (value.isValueNode()) {
                    // The same value in both; a missing value is null in JSON and an empty cell in CSV.
                    assertThat(value.isNull() ? "" : value.asText())
                            .as(names.get(c) + " of ticket " + row.get(0))
                            .isEqualTo(row.get(c));
                }
            }
        }
    }

    @Test
    void csvQuotesCommasQuotesAndLineBreaksAndReadsBackExactly() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        new TicketExport(TicketExport.Format.CSV).writeAll(client, bytes);

        List<List<String>> rows = Csv.parse(bytes.toString(StandardCharsets.UTF_8));
        assertThat(rows.get(0)).isEqualTo(CsvTicketWriter.COLUMNS);
        assertThat(rows.get(0))
                .startsWith("ticket_id", "client_email", "client_name", "client_uuid", "domain_token", "started_at")
                .contains("time_read", "agent_name", "agent_email", "geo_country_code", "geo_latitude")
                .endsWith("client_data");
        int columns = CsvTicketWriter.COLUMNS.size();
        assertThat(rows).hasSize(6).allSatisfy(row -> assertThat(row).hasSize(columns));
        List<String> awkward = rows.get(5);
        assertThat(awkward.get(0)).isEqualTo("2001");
        assertThat(awkward.get(column("messages"))).isEqualTo("2");
        assertThat(awkward.get(column("conversation")))
                .matches("(?s)\\[[^]]+] \\(direction 0\\) \\Q" + AWKWARD_BODY
                        + "\\E\n\\[[^]]+] \\(direction 1\\) Gern, \"sofort\"!");
        List<String> full = rows.get(1);
        assertThat(full.get(2)).isEqualTo("Agnieszka Wiśniewska");
        assertThat(JSON.readTree(full.get(column("client_data")))
                        .get("user_info")
                        .get("lastname")
                        .asText())
                .isEqualTo("Wiśniewska");
        assertThat(rows.get(3).get(column("client_data"))).isEmpty();
    }

    private static int column(String name) {
        return CsvTicketWriter.COLUMNS.indexOf(name);
    }

    @Test
    void eachTicketIsWrittenAndFlushedBeforeTheNextIsFetched(ChatApiTestServer server) throws IOException {
        List<Long> fetchedAtEachFlush = new ArrayList<>();
        Writer probe = new StringWriter() {
            @Override
            public void flush() {
                fetchedAtEachFlush.add(server.counters().requests(Endpoint.GET_TICKET));
            }
        };

        new TicketExport(TicketExport.Format.JSONL).writeAll(client, probe);

        // One flush per ticket, each after exactly that ticket's conversation was fetched; then the end.
        assertThat(fetchedAtEachFlush).containsExactly(1L, 2L, 3L, 4L, 5L, 5L);
    }

    @Test
    void progressIsReportedAfterEachTicket() throws IOException {
        List<String> updates = new ArrayList<>();

        new TicketExport(TicketExport.Format.CSV)
                .onProgress((done, total) -> updates.add(done + "/" + total))
                .writeAll(client, new StringWriter());

        assertThat(updates).containsExactly("1/5", "2/5", "3/5", "4/5", "5/5");
    }

    @Test
    void chosenTicketsAreWrittenInTheGivenOrderWithAKnownTotal() throws IOException {
        StringWriter out = new StringWriter();
        List<String> updates = new ArrayList<>();

        long written = new TicketExport(TicketExport.Format.JSONL)
                .onProgress((done, total) -> updates.add(done + "/" + total))
                .write(client, List.of("2001", "1003"), out);

        assertThat(written).isEqualTo(2);
        assertThat(out.toString().lines().map(line -> line.substring(0, 20)))
                .containsExactly("{\"ticket_id\":\"2001\",", "{\"ticket_id\":\"1003\",");
        assertThat(updates).containsExactly("1/2", "2/2");
    }

    @Test
    void aFailureMidwayLeavesTheRecordsWrittenSoFarWhole(ChatApiTestServer server) {
        StringWriter out = new StringWriter();
        TicketExport export = new TicketExport(TicketExport.Format.JSONL).onProgress((done, total) -> {
            if (done == 2) {
                // Every attempt at the third conversation (the SDK reads up to three times) meets a gateway error.
                server.faults().onlyOn(Endpoint.GET_TICKET).next(Fault.BAD_GATEWAY, 3);
            }
        });

        assertThatThrownBy(() -> export.writeAll(client, out)).isInstanceOf(ChatApiException.class);

        assertThat(out.toString().lines())
                .hasSize(2)
                .allSatisfy(line -> assertThat(JSON.readTree(line).isObject()).isTrue());
    }

    @Test
    void theTicketListIsStreamedSoItsSizeIsNotLimitedByTheLargestReplyAccepted() throws IOException {
        // list() reads a reply whole and refuses one past maxReplyBytes; the export must not need to.
        TestData.Builder many = TestData.builder()
                .agent("a-1", "Zoë Müller", "zoe@example.com", "admin")
                .domain("d-1", "shop.example.com", 1);
        for (int i = 1; i <= 300; i++) {
            many.ticket(Integer.toString(i), t -> t.domain("d-1")
                    .agent("a-1")
                    .client("c@example.com")
                    .clientMessage("Dzień dobry, czy jest dostępny?")
                    .withoutClientData()
                    .withoutGeoInfo());
        }
        try (ChatApiTestServer server =
                        ChatApiTestServer.builder().data(many.build()).build();
                ChatApiClient small = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .maxReplyBytes(16 * 1024)
                        .build()) {
            assertThatThrownBy(() -> small.tickets().list()).hasMessageContaining("exceeds the limit");

            long written = new TicketExport(TicketExport.Format.CSV).writeAll(small, new StringWriter());

            assertThat(written).isEqualTo(300);
            assertThat(server.counters().requests(Endpoint.LIST_TICKETS)).isEqualTo(2);
        }
    }
}

package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.TestData;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The CSV columns an operator asked for, formula injection, and the byte order mark. */
class CsvExportTest {
    /** Visitor-written texts a spreadsheet would run as formulas (lower case: the testkit folds e-mails). */
    static final List<String> FORMULAS =
            List.of("=hyperlink(\"http://evil.example\")", "+1+1", "-2+3", "@sum(a1)", "\tx=1", "\rx=1");

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(withClients(FORMULAS)));

    private static TestData withClients(List<String> emails) {
        TestData.Builder data = TestData.defaults().toBuilder();
        for (int i = 0; i < emails.size(); i++) {
            String email = emails.get(i);
            data.ticket(Integer.toString(3001 + i), t -> t.domain(DefaultData.SHOP_DOMAIN_UUID)
                    .agent(DefaultData.ADMIN_UUID)
                    .client(email)
                    .clientMessage("hello"));
        }
        return data.build();
    }

    @Test
    void carriesTheClientTokenReadTimeAgentAndGeolocation(ChatApiTestServer server) {
        Map<String, String> ticket = rows(CliRun.against(server, "export-tickets", "--format", "csv"), "1001");

        assertThat(ticket)
                .containsEntry("client_uuid", "8f42411f-99cc-4822-ab85-36383e199148")
                .containsEntry("domain_token", "6bbaf3d11d3fc951708fea4ee73f75ca")
                .containsEntry("started_at", "2024-06-01T11:00:00Z")
                .containsEntry("time_read", "2024-06-01T11:00:20Z")
                .containsEntry("agent_name", "Łukasz Nowak")
                .containsEntry("agent_email", "lukasz.nowak@example.com")
                .containsEntry("geo_ip", "83.24.17.201")
                .containsEntry("geo_location", "Kraków, Poland")
                .containsEntry("geo_country", "Poland")
                .containsEntry("geo_country_code", "PL")
                .containsEntry("geo_region", "Małopolskie")
                .containsEntry("geo_latitude", "50.0647")
                .containsEntry("geo_longitude", "19.945")
                .containsEntry("geo_time_zone", "Europe/Warsaw");
    }

    @Test
    void cellsThatWouldStartAFormulaGetALeadingQuoteByDefault(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets", "--format", "csv");

        for (int i = 0; i < FORMULAS.size(); i++) {
            assertThat(rows(run, Integer.toString(3001 + i)).get("client_email"))
                    .isEqualTo("'" + FORMULAS.get(i));
        }
        assertThat(rows(run, "1001").get("client_email")).isEqualTo("agnieszka.w@example.pl");
    }

    @Test
    void theGuardCanBeSwitchedOff(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets", "--format", "csv", "--no-formula-guard");

        assertThat(rows(run, "3001").get("client_email")).isEqualTo(FORMULAS.get(0));
    }

    @Test
    void jsonLinesAreNeverChanged(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets");

        assertThat(run.out()).contains("\"client_email\":\"=hyperlink(").doesNotContain("'=hyperlink");
    }

    @Test
    void bomStartsTheCsvForExcelAndIsRefusedForJsonLines(ChatApiTestServer server) {
        CliRun csv = CliRun.against(server, "export-tickets", "--format", "csv", "--bom");
        CliRun jsonl = CliRun.against(server, "export-tickets", "--bom");
        CliRun plain = CliRun.against(server, "export-tickets", "--format", "csv");

        assertThat(csv.out()).startsWith("\uFEFFticket_id,");
        assertThat(plain.out()).startsWith("ticket_id,");
        assertThat(jsonl.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(jsonl.err()).contains("--bom is for --format csv");
    }

    /** The row of one ticket, by column name. */
    private static Map<String, String> rows(CliRun run, String ticketId) {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        List<List<String>> rows = Csv.parse(run.out());
        List<String> header = rows.get(0);
        List<String> row = rows.stream()
                .filter(r -> r.get(0).equals(ticketId))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no ticket " + ticketId));
        return header.stream().collect(Collectors.toMap(h -> h, h -> row.get(header.indexOf(h))));
    }
}

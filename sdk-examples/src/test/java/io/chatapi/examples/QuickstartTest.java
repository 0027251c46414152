package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class QuickstartTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @Test
    void printsATableOfEachKindOfRecord(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "quickstart");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Agents (4)", "Domains (5)", "Triggers (4)", "Aliases (4)", "Tickets (4)");
        assertThat(lineWith(run.out(), "zoe.muller@example.com"))
                .matches("Zoë Müller +zoe\\.muller@example\\.com +admin");
        assertThat(lineWith(run.out(), "https://blog.example.org/")).matches("https://blog\\.example\\.org/ +0 +1");
        assertThat(lineWith(run.out(), "legacy.example.net")).matches("legacy\\.example\\.net +- +1");
        assertThat(lineWith(run.out(), "セール"))
                .matches(
                        "セール +https://store\\.example\\.jp/sale +ご質問はありますか？東京本店がお手伝いします。 +45 s +no +store\\.example\\.jp");
        assertThat(lineWith(run.out(), "dzięki")).matches("dzięki +Dziękujemy za zakupy! Pozdrawiamy z Krakowa\\.");
        assertThat(lineWith(run.out(), "1001"))
                .matches("1001 +agnieszka\\.w@example\\.pl +Dzień dobry! Czy młynek .*… +Agnieszka Wiśniewska");
        assertThat(lineWith(run.out(), "1003"))
                .matches("1003 +visitor@example\\.com +Hello\\? Is anyone there\\? / Anybody\\? +-");
    }

    @Test
    void readsOnlyAndPrintsNoSecret(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "quickstart");

        assertThat(server.counters().totalWrites()).isZero();
        assertThat(server.counters().requests(Endpoint.LIST_TICKETS)).isEqualTo(1);
        assertThat(run.out() + run.err()).doesNotContain(server.apiKey());
    }

    @Test
    void columnsOfNonAsciiRowsLineUpByTerminalWidth(ChatApiTestServer server) {
        List<String> agentRows = CliRun.against(server, "quickstart")
                .out()
                .lines()
                .skip(3)
                .limit(4)
                .toList();

        // The widest name, "Łukasz Nowak", takes 12 terminal columns ("田中 花子" takes 9: its four
        // letters are wide); the e-mail column starts 2 after the widest, on every row.
        assertThat(agentRows).hasSize(4).allSatisfy(row -> {
            int email = row.indexOf(row.split(" {2,}")[1]);
            assertThat(Table.length(row.substring(0, email))).isEqualTo(14);
        });
    }

    @Test
    void withoutServerVariablesItRunsAgainstTheEmbeddedTestServer() {
        CliRun run = CliRun.withEnv(Map.of(), false, "quickstart");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("using an embedded demo server");
        assertThat(run.out()).contains("Zoë Müller", "Tickets (4)");
    }

    private static String lineWith(String text, String needle) {
        return text.lines()
                .filter(l -> l.contains(needle))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + needle));
    }
}

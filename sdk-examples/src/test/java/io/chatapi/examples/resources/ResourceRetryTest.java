package io.chatapi.examples.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue #37 item 3: an add is safe to run again. The same record with the same content exits 0 and says so, sending
 * nothing; with other content it exits 1 naming the CLI command that changes it; and no message names an SDK method.
 */
class ResourceRetryTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SHOP = "0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f";

    @Test
    void theSameAliasesAddTwiceExitsZeroTheSecondTimeAndSendsNothing(ChatApiTestServer server) throws Exception {
        String[] add = {"aliases", "add", "--name", "retry-2", "--text", "Back soon", "--domain", SHOP, "-o", "json"};
        CliRun first = CliRun.against(server, add);
        long writes = server.counters().totalWrites();

        CliRun second = CliRun.against(server, add);

        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(second.code()).as(second.err()).isEqualTo(ExitCode.OK);
        assertThat(second.err()).contains("exists already with the same content", "nothing was sent");
        JsonNode record = JSON.readTree(second.out());
        assertThat(record.get("existed").asBoolean()).isTrue();
        assertThat(record.get("id").asText())
                .isEqualTo(JSON.readTree(first.out()).get("id").asText());
        assertThat(server.counters().totalWrites()).isEqualTo(writes);
    }

    @Test
    void anAddWhoseReplyWasLostExitsThreeThenZeroOnTheRetryWithOneRecord(ChatApiTestServer server) {
        String[] add = {"aliases", "add", "--name", "retry-3", "--text", "Back soon", "--domain", SHOP};
        server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        CliRun lost = CliRun.against(server, add);
        server.faults().clear();
        CliRun retry = CliRun.against(server, add);

        assertThat(lost.code()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(retry.code()).as(retry.err()).isEqualTo(ExitCode.OK);
        assertThat(CliRun.against(server, "aliases", "list").out().lines().filter(l -> l.contains("retry-3")))
                .hasSize(1);
    }

    @Test
    void anAddOfARecordThatExistsWithOtherContentExitsOneNamingTheCommandThatChangesIt(ChatApiTestServer server) {
        CliRun.against(server, "aliases", "add", "--name", "retry-4", "--text", "One", "--domain", SHOP);
        CliRun.against(
                server,
                "triggers",
                "add",
                "--name",
                "Late",
                "--url",
                "https://x.example/",
                "--message",
                "Hi",
                "--delay",
                "5",
                "--domain",
                SHOP);
        long writes = server.counters().totalWrites();

        CliRun alias = CliRun.against(server, "aliases", "add", "--name", "retry-4", "--text", "Two", "--domain", SHOP);
        CliRun trigger = CliRun.against(
                server,
                "triggers",
                "add",
                "--name",
                "Late",
                "--url",
                "https://x.example/",
                "--message",
                "Hello",
                "--delay",
                "5",
                "--domain",
                SHOP);
        CliRun agent = CliRun.against(
                server,
                Map.of("PW", "a-long-enough-password"),
                "agents",
                "add",
                "--email",
                "Zoe.Muller@example.com",
                "--name",
                "Someone Else",
                "--password-env",
                "PW");

        assertThat(List.of(alias, trigger, agent)).allSatisfy(r -> {
            assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.FAILED);
            assertThat(r.err()).contains("exists already", "nothing was sent", "provision");
        });
        assertThat(alias.err()).contains("aliases edit ", "--text");
        assertThat(trigger.err()).contains("triggers edit ", "--message");
        assertThat(agent.err()).contains("agents edit ", "--name");
        assertThat(server.counters().totalWrites()).isEqualTo(writes);
    }

    @Test
    void anAliasNameTakenOnAnotherSetOfDomainsNamesTheCliCommandsNeverAnSdkMethod(ChatApiTestServer server) {
        // The seed's alias "hi" is on two domains; adding "hi" on one of them conflicts.
        CliRun run = CliRun.against(server, "aliases", "add", "--name", "hi", "--text", "Hey", "--domain", SHOP);

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("is taken", "aliases edit ", "aliases delete ");
        assertThat(run.err()).doesNotContain("ensure", "addReplacingToken", "findOrAdd");
    }

    @Test
    void aTimeoutNamesTheTimeoutOption(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.LIST_ALIASES).next(Fault.DELAY, 5);

        CliRun run = CliRun.against(server, "aliases", "list", "--timeout", "300ms");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("--timeout");
    }

    @Test
    void noMessageOfTheCliNamesAnSdkMethod() throws Exception {
        Pattern sdk = Pattern.compile("\"[^\"]*(ensure\\(\\)|findOrAdd|addReplacingToken)[^\"]*\"");
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            List<String> hits = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.toString().contains("OnboardingExample")
                            && !f.toString().contains("Quickstart")
                            // The one list of SDK names, which messages are cleaned of.
                            && !f.toString().endsWith("CliMessages.java"))
                    .flatMap(f -> {
                        try {
                            return Files.readAllLines(f).stream()
                                    .filter(l -> !l.strip().startsWith("*")
                                            && !l.strip().startsWith("//"))
                                    .filter(l -> sdk.matcher(l).find())
                                    .map(l -> f + ": " + l.strip());
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .toList();
            assertThat(hits).isEmpty();
        }
    }
}

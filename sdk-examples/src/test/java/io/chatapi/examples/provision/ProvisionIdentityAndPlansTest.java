package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #37 items 1, 4 and 5: the SDK's identity of a domain; statuses learnt from the tool's own writes; saved
 * plans that move with their folder and survive a comment.
 */
class ProvisionIdentityAndPlansTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    @TempDir
    Path folder;

    @Test
    void aDomainSpelledWithSchemeCaseAndSlashIsTheRegisteredOneNoCreateAndAppliesCleanly(ChatApiTestServer server) {
        try (ChatApiClient client = client(server)) {
            client.domains().add(new NewDomain("x.agency.example", ShopSystem.OTHER));
        }
        Path state = StateFiles.write(folder, "state.yaml", """
                domains:
                  - address: https://X.agency.example/
                triggers:
                  - {name: Hi, url: "https://x.agency.example/", message: Hello, delay: 5, domain: https://X.agency.example/}
                """);

        CliRun dry = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        assertThat(dry.out()).doesNotContain("create domain").contains("+ create trigger \"Hi\"");

        CliRun run = CliRun.against(server, "provision", state.toString());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        CliRun again = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        assertThat(again.code()).as(again.out()).isEqualTo(ExitCode.OK);
        assertThat(again.out()).contains("Nothing to do");
    }

    @Test
    void twoSpellingsOfOneDomainAreRefusedAtValidationNamingBothLines(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
                domains:
                  - address: x.agency.example
                  - address: shop.example.org
                  - address: https://X.agency.example/
                """);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("line 2", "line 4", "duplicate domain x.agency.example");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void anAliasOnAnotherSetOfDomainsIsNeverMovedTheRunStopsNamingTheCommandThatChangesIt(ChatApiTestServer server) {
        // The seed's alias 1, "hi", is on shop.example.com and sklep.example.pl.
        Path state = StateFiles.write(folder, "state.yaml", """
                domains:
                  - address: shop.example.com
                aliases:
                  - {name: hi, text: "Hello! How can I help you today?", domains: [shop.example.com]}
                """);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err())
                .contains(
                        "line 4",
                        "alias \"hi\" (id 1) on shop.example.com, sklep.example.pl",
                        "aliases edit 1 --domain")
                .doesNotContain("ensure");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aTriggerTheToolOwnsOnAnotherDomainIsAnotherRecordNeverMoved(ChatApiTestServer server) {
        // The seed's trigger 1, "Welcome", is on shop.example.com; the ledger says the tool made it.
        StateFiles.ledger(folder.resolve("state.ledger.json"), server.baseUrl(), "trigger", "1", "Welcome");
        Path state = StateFiles.write(folder, "state.yaml", """
                domains:
                  - address: sklep.example.pl
                triggers:
                  - {name: Welcome, url: "https://sklep.example.pl/", message: Hej, delay: 5, domain: sklep.example.pl}
                """);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run");

        assertThat(run.out())
                .contains("+ create trigger \"Welcome\" on sklep.example.pl")
                .doesNotContain("~ update");
    }

    @Test
    void anAgentCreatedOnlineComparesEqualRightAfterWithoutStatusCodes(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
                agents:
                  - {email: new.agent@example.com, name: New Agent, status: online, password_env: ANN_PASSWORD}
                """);

        CliRun apply = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(apply.code()).as(apply.err()).isEqualTo(ExitCode.OK);
        assertThat(Files.exists(Ledger.besides(state))).isTrue();

        CliRun dry = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        assertThat(dry.code()).as(dry.out()).isEqualTo(ExitCode.OK);
        assertThat(dry.out()).contains("Nothing to do").doesNotContain("not compared");

        // The tool's own edit teaches the code of "away" as well.
        StateFiles.write(folder, "state.yaml", """
                agents:
                  - {email: new.agent@example.com, name: New Agent, status: away, password_env: ANN_PASSWORD}
                """);
        CliRun edit = CliRun.against(server, "provision", state.toString());
        assertThat(edit.out()).contains("status online → away");
        assertThat(CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode")
                        .code())
                .isEqualTo(ExitCode.OK);
    }

    @Test
    void aStatusCodeNotKnownIsOneShortLineUntilGivenInTheStateFileOrTheEnvironment(ChatApiTestServer server) {
        String lukasz = """
                agents:
                  - {email: lukasz.nowak@example.com, name: Łukasz Nowak, status: away}
                """;
        Path state = StateFiles.write(folder, "state.yaml", lukasz);

        CliRun unknown = CliRun.against(server, "provision", state.toString(), "--dry-run");
        assertThat(unknown.out())
                .contains("No change planned; status of lukasz.nowak@example.com (server code \"2\") not compared"
                        + " (code unknown; give --status-codes).");

        CliRun fromEnv = CliRun.against(
                server,
                Map.of("CHAT_API_STATUS_CODES", "online=1,away=2,offline=3"),
                "provision",
                state.toString(),
                "--dry-run",
                "--detailed-exitcode");
        assertThat(fromEnv.code()).as(fromEnv.out()).isEqualTo(ExitCode.OK);
        assertThat(fromEnv.out()).contains("Nothing to do");

        StateFiles.write(folder, "state.yaml", "status_codes: {online: 1, away: \"2\", offline: 3}\n" + lukasz);
        CliRun fromFile = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        assertThat(fromFile.code()).as(fromFile.out() + fromFile.err()).isEqualTo(ExitCode.OK);

        StateFiles.write(folder, "state.yaml", "status_codes: {online: 1, away: 1, offline: 3}\n" + lukasz);
        CliRun bad = CliRun.against(server, "provision", state.toString(), "--dry-run");
        assertThat(bad.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.err()).contains("status_codes", "line 1");
    }

    @Test
    void aSavedPlanIsAppliedAfterItsFolderMoved(ChatApiTestServer server) throws IOException {
        Path before = Files.createDirectories(folder.resolve("workspace-1/pp"));
        Path state = StateFiles.write(before, "state.yaml", StateFiles.NEW_SITE);
        Path plan = before.resolve("plan.json");
        CliRun saved = CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());
        assertThat(saved.code()).as(saved.err()).isEqualTo(ExitCode.OK);
        assertThat(Files.readString(plan)).doesNotContain(folder.toString());

        Path after = folder.resolve("workspace-2/pp");
        Files.createDirectories(after.getParent());
        Files.move(before, after);

        CliRun applied = CliRun.against(
                server, ENV, "provision", "--apply", after.resolve("plan.json").toString());

        assertThat(applied.code()).as(applied.err()).isEqualTo(ExitCode.OK);
        assertThat(applied.out()).contains("Done: 6 of 6 changes applied.");
        assertThat(after.resolve("state.ledger.json")).exists();
    }

    @Test
    void aCommentOrFormattingEditKeepsASavedPlanValidAndARealEditInvalidatesIt(ChatApiTestServer server)
            throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path plan = folder.resolve("plan.json");
        CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());

        Files.writeString(
                state,
                "# reviewed by the on-call engineer\n\n"
                        + StateFiles.NEW_SITE.replace("name: Ann Lee", "name: \"Ann Lee\"   # quoted now"));
        Path copy = folder.resolve("plan-copy.json");
        Files.copy(plan, copy);
        CliRun applied = CliRun.against(server, ENV, "provision", "--apply", plan.toString());
        assertThat(applied.code()).as(applied.err()).isEqualTo(ExitCode.OK);

        Files.writeString(state, StateFiles.NEW_SITE.replace("chats: 3", "chats: 4"));
        CliRun edited = CliRun.against(server, ENV, "provision", "--apply", copy.toString());
        assertThat(edited.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(edited.err()).contains("changed since the plan");
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }
}

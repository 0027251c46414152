package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CliTest {
    @Test
    void helpListsEveryCommandAndTheExitCodes() {
        CliRun run = CliRun.withEnv(Map.of(), false, "--help");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("quickstart", "provision", "export-tickets", "plugin-data")
                .contains("0 done or nothing to do, 1 failed, 2 bad input, 3 outcome unknown");
        // The completion command is not one of the commands a user runs each day, so it is not listed among
        // them; the footer says how to install it (issue 37 item 6).
        String commands =
                run.out().substring(run.out().indexOf("Commands:"), run.out().indexOf("Server:"));
        assertThat(commands).doesNotContain("generate-completion");
        assertThat(run.out().replaceAll("\\s+", " "))
                .contains("Completion (bash; zsh after bashcompinit): chat-api-cli generate-completion >"
                        + " ~/.chat-api-cli.bash once, then add: source ~/.chat-api-cli.bash to ~/.bashrc");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aLauncherThatNamesItselfGetsUsageAndCompletionUnderItsName() {
        String before = System.getProperty(Cli.LAUNCHER_NAME_PROPERTY);
        System.setProperty(Cli.LAUNCHER_NAME_PROPERTY, "chat-api");
        try {
            CliRun help = CliRun.withEnv(Map.of(), false, "--help");
            CliRun completion = CliRun.withEnv(Map.of(), false, "generate-completion");

            assertThat(help.out()).startsWith("Usage: chat-api [");
            assertThat(help.out().replaceAll("\\s+", " ")).contains("chat-api generate-completion >");
            assertThat(completion.out()).contains("complete -F _complete_chat-api ");
        } finally {
            if (before == null) {
                System.clearProperty(Cli.LAUNCHER_NAME_PROPERTY);
            } else {
                System.setProperty(Cli.LAUNCHER_NAME_PROPERTY, before);
            }
        }
    }

    @Test
    void noCommandPrintsTheOverviewOnStderrAndIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false);

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("give a command", "Commands:");
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "quickstart",
                "provision",
                "export-tickets",
                "plugin-data",
                "agents",
                "agents sign-ins",
                "domains register",
                "triggers edit",
                "aliases add",
                "tickets get"
            })
    void everyCommandHasHelpAndVersionAndNeedsNoServerForThem(String command) {
        CliRun help = CliRun.withEnv(Map.of(), false, (command + " --help").split(" "));
        CliRun version = CliRun.withEnv(Map.of(), false, (command + " --version").split(" "));

        assertThat(help.code()).isEqualTo(ExitCode.OK);
        assertThat(help.out()).startsWith("Usage: chat-api-cli " + command);
        assertThat(help.err()).isEmpty();
        assertThat(version.code()).isEqualTo(ExitCode.OK);
        assertThat(version.out()).matches("chat-api-cli \\d+\\.\\d+\\.\\d+\\S* \\(Java .*\\)\\R");
    }

    @Test
    void anUnknownCommandIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false, "provison");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("unknown option or argument: provison", "Did you mean: chat-api-cli provision");
    }

    @Test
    void anUnknownOptionIsBadInputAndPointsToHelp() {
        // Not --verbose, which is an option now (#47: the SDK's DEBUG lines).
        CliRun run = CliRun.withEnv(Map.of(), false, "quickstart", "--no-such-option");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err())
                .contains("unknown option or argument: --no-such-option", "chat-api-cli quickstart --help");
    }

    @Test
    void theValueOfAnUnknownOptionIsNotEchoed() {
        CliRun spaced = CliRun.withEnv(
                Map.of(), false, "agents", "add", "--password", "hunter2", "--email", "a@b.c", "--name", "A");
        CliRun joined = CliRun.withEnv(
                Map.of(), false, "agents", "add", "--password=hunter2", "--email", "a@b.c", "--name", "A");

        assertThat(spaced.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(spaced.err())
                .contains("unknown option or argument: --password …")
                .doesNotContain("hunter2");
        assertThat(joined.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(joined.err()).contains("--password=…").doesNotContain("hunter2");
    }

    @Test
    void anOptionWithoutItsValueIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false, "export-tickets", "--out");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("Missing required parameter for option '--out'");
    }

    @Test
    void anOptionIsNeverTheValueOfAnother() {
        CliRun known = CliRun.withEnv(Map.of(), false, "provision", "state.yaml", "--report", "--dry-run");
        CliRun misspelt = CliRun.withEnv(Map.of(), false, "provision", "state.yaml", "--report", "--dryrun");

        assertThat(known.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(known.err()).contains("Expected parameter for option '--report' but found '--dry-run'");
        assertThat(misspelt.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(misspelt.err()).contains("--dryrun");
    }

    @Test
    void anOptionTakesItsValueAfterAnEqualsSign() {
        CliRun run = CliRun.withEnv(Map.of(), false, "export-tickets", "--format=xml");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("Invalid value for option '--format'", "xml");
    }

    @Test
    void aBaseUrlWithoutAKeyIsBadInputNamingTheMissingVariable() {
        CliRun run =
                CliRun.withEnv(Map.of(ChatApiClient.ENV_BASE_URL, "https://chat.example.com/api"), false, "quickstart");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("CHAT_API_KEY is not set");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  "})
    void withoutServerVariablesACommandOtherThanQuickstartIsBadInputNamingThem(String blank) {
        CliRun unset = CliRun.withEnv(Map.of(), false, "export-tickets");
        CliRun empty = CliRun.withEnv(
                Map.of(ChatApiClient.ENV_BASE_URL, blank, ChatApiClient.ENV_API_KEY, blank), false, "export-tickets");

        for (CliRun run : new CliRun[] {unset, empty}) {
            assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.err()).contains("CHAT_API_BASE_URL and CHAT_API_KEY are not set", "--demo");
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void provisionWithoutServerVariablesIsBadInputAndAppliesNothing() {
        CliRun run = CliRun.withEnv(Map.of(), false, "provision", "examples/state.yaml");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("CHAT_API_BASE_URL and CHAT_API_KEY are not set");
        assertThat(run.out()).doesNotContain("applied");
    }

    @Test
    void theContextNamesVariablesButNeverShowsTheirValues() {
        CliContext context = new CliContext(
                Map.of(ChatApiClient.ENV_API_KEY, "sk-secret-value", "AGENT_PASSWORD", "hunter2"),
                System.out,
                System.err,
                false);

        assertThat(context.toString())
                .contains("CHAT_API_KEY", "AGENT_PASSWORD")
                .doesNotContain("sk-secret", "hunter2");
    }

    @Test
    void demoIsUsedOnlyWhenAskedFor() {
        CliRun run = CliRun.withEnv(Map.of(), false, "export-tickets", "--demo");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("using an embedded demo server");
        assertThat(run.out().lines()).hasSize(4);
    }

    @Test
    void pluginDataPrintsAScriptElementWithNoServer() {
        CliRun run = CliRun.withEnv(Map.of(), false, "plugin-data");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).startsWith("<script type=\"application/json\" id=\"chat-client-data\">");
        assertThat(run.out()).doesNotContain("</script><script>");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void theCompletionScriptIsGeneratedForBash() {
        CliRun run = CliRun.withEnv(Map.of(), false, "generate-completion");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("complete -F _complete_chat-api-cli", "export-tickets", "--demo");
    }
}

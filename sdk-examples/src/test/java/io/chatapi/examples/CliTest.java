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
                .contains("quickstart", "provision", "export-tickets", "plugin-data", "0 done, 1 failed, 2 bad input");
    }

    @Test
    void noCommandPrintsTheOverviewAndIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false);

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).contains("Commands:");
    }

    @ParameterizedTest
    @ValueSource(strings = {"quickstart", "provision", "export-tickets", "plugin-data"})
    void everyCommandHasHelpAndNeedsNoServerForIt(String command) {
        CliRun run = CliRun.withEnv(Map.of(), false, command, "--help");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).startsWith("Usage: " + command);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void anUnknownCommandIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false, "provison");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("unknown command provison");
    }

    @Test
    void anUnknownOptionIsBadInputAndPointsToHelp() {
        CliRun run = CliRun.withEnv(Map.of(), false, "quickstart", "--verbose");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("unknown option --verbose", "quickstart --help");
    }

    @Test
    void anOptionWithoutItsValueIsBadInput() {
        CliRun run = CliRun.withEnv(Map.of(), false, "export-tickets", "--out");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("option --out needs a value");
    }

    @Test
    void aBaseUrlWithoutAKeyIsBadInputNamingTheMissingVariable() {
        CliRun run =
                CliRun.withEnv(Map.of(ChatApiClient.ENV_BASE_URL, "https://chat.example.com/api"), false, "quickstart");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("CHAT_API_KEY is not set");
    }

    @Test
    void pluginDataPrintsAScriptElementWithNoServer() {
        CliRun run = CliRun.withEnv(Map.of(), false, "plugin-data");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).startsWith("<script type=\"application/json\" id=\"chat-client-data\">");
        assertThat(run.out()).doesNotContain("</script><script>");
        assertThat(run.err()).isEmpty();
    }
}

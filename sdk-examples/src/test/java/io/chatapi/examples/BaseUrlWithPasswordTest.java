package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code CHAT_API_BASE_URL=http://u:GwPass123@host/api/}: every command exits 2 naming the problem, sends nothing,
 * and the password is in no output and no file (#40 item 4).
 */
class BaseUrlWithPasswordTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final String PASSWORD = "GwPass123";

    @TempDir
    Path folder;

    @Test
    void everyCommandRefusesItAndThePasswordIsNowhere(ChatApiTestServer server) throws IOException {
        URI base = URI.create(server.baseUrl());
        Map<String, String> env = Map.of(
                ChatApiClient.ENV_BASE_URL,
                base.getScheme() + "://u:" + PASSWORD + "@" + base.getAuthority() + base.getPath(),
                ChatApiClient.ENV_API_KEY,
                server.apiKey());
        Path state = Files.writeString(folder.resolve("state.yaml"), "domains:\n  - address: a.example.com\n");
        List<String[]> commands = List.of(
                new String[] {"agents", "list"},
                new String[] {
                    "provision",
                    state.toString(),
                    "--report",
                    folder.resolve("report.json").toString(),
                    "--plan-out",
                    folder.resolve("plan.json").toString()
                },
                new String[] {"provision", state.toString(), "--dry-run", "-o", "json"},
                new String[] {
                    "export-tickets", "--out", folder.resolve("tickets.jsonl").toString()
                });

        StringBuilder everything = new StringBuilder();
        for (String[] command : commands) {
            CliRun run = CliRun.withEnv(env, false, command);
            assertThat(run.code())
                    .as(String.join(" ", command) + ": " + run.err())
                    .isEqualTo(ExitCode.BAD_INPUT);
            assertThat(run.err()).contains(ChatApiClient.ENV_BASE_URL + " carries user info");
            everything.append(run.out()).append(run.err());
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                everything.append(Files.readString(file, StandardCharsets.UTF_8));
            }
        }

        assertThat(everything.toString()).doesNotContain(PASSWORD);
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aMalformedUrlHoldingAPasswordIsNotRepeatedEither(ChatApiTestServer server) {
        Map<String, String> env = Map.of(
                ChatApiClient.ENV_BASE_URL,
                "https://u:" + PASSWORD + " x@chat example.com/",
                ChatApiClient.ENV_API_KEY,
                server.apiKey());

        CliRun run = CliRun.withEnv(env, false, "agents", "list");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out() + run.err()).doesNotContain(PASSWORD);
    }
}

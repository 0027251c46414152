package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The sample state file the README shows stays valid and does what its comments say. */
class SampleStateFileTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Path SAMPLE = Path.of("examples/state.yaml");

    @TempDir
    Path folder;

    @Test
    void appliesToTheSampleDataAndThenHasNothingToDo(ChatApiTestServer server) throws IOException {
        assertThat(Files.exists(SAMPLE)).as("run from the sdk-examples folder").isTrue();
        // A copy, so that its ledger is written beside the copy, not into the source tree.
        Path sample = Files.copy(SAMPLE, folder.resolve("state.yaml"));
        Map<String, String> env = Map.of("ANN_PASSWORD", "sample-password-1");

        CliRun first = CliRun.against(server, env, "provision", sample.toString());
        // The testkit's status codes, so that the agents' status is compared too.
        CliRun second = CliRun.against(
                server, env, "provision", sample.toString(), "--status-codes", "online=1,away=2,offline=3");

        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(first.out())
                .contains(
                        "+ create domain neu.example.de",
                        "> assign zoe.muller@example.com (id " + DefaultData.ADMIN_UUID + ") to neu.example.de",
                        "Done: 6 of 6 changes applied.");
        assertThat(second.out()).contains("Nothing to do");
    }
}

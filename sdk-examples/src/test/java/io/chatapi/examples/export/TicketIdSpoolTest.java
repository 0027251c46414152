package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class TicketIdSpoolTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @Test
    void holdsTheListedIdsInAFileThatCloseDeletes(ChatApiTestServer server) throws IOException {
        Path file;
        try (ChatApiClient client = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .build();
                TicketIdSpool spool = TicketIdSpool.collect(client)) {
            file = spool.file();

            assertThat(file).exists();
            assertThat(spool.count()).isEqualTo(4);
            assertThat(read(spool)).containsExactly("1001", "1002", "1003", "1004");
            assertThat(read(spool)).as("a second pass reads the same").containsExactly("1001", "1002", "1003", "1004");
        }
        assertThat(Files.exists(file)).isFalse();
    }

    private static List<String> read(TicketIdSpool spool) {
        List<String> ids = new ArrayList<>();
        spool.forEach(ids::add);
        return ids;
    }
}

package io.chatapi.examples.resources;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code tickets list|get}: the ticket list and one ticket's conversation. */
@Command(name = "tickets", description = "List tickets and read a ticket's conversation.")
public final class TicketsCommand extends ResourceCommand {
    /** Used by picocli. */
    public TicketsCommand() {}

    @Command(name = "list", description = "List every ticket (its first message); export-tickets writes them all.")
    int list(@Mixin TargetOptions target, @Mixin ListOutput output) {
        try (ApiTarget server = target.open()) {
            List<JsonRecord> records = new ArrayList<>();
            server.client().tickets().forEach(t -> records.add(Records.ticket(t)));
            output.printer().list("Tickets", records, "id", "email", "body", "clientName");
        }
        return ExitCode.OK;
    }

    @Command(name = "get", description = "Show a ticket's whole conversation.")
    int get(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .record(
                            Records.conversation(server.client().tickets().get(id)),
                            "messages",
                            "Messages",
                            "timeSent",
                            "direction",
                            "email",
                            "agent.name",
                            "body");
        }
        return ExitCode.OK;
    }
}

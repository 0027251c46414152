package io.chatapi.examples.resources;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triggers list|get|add|edit|activate|deactivate|delete}: one SDK call per verb. */
@Command(name = "triggers", description = "List, read, add, edit, switch and delete triggers.")
public final class TriggersCommand extends ResourceCommand {
    /** Used by picocli. */
    public TriggersCommand() {}

    /** The fields of a trigger as options; {@code add} needs all, {@code edit} those to change. */
    static final class Fields {
        @Option(names = "--name", preprocessor = AttachedValue.class, description = "The trigger's name.")
        String name;

        @Option(
                names = "--url",
                preprocessor = AttachedValue.class,
                description = "The page on which it opens the chat window.")
        String url;

        @Option(names = "--message", preprocessor = AttachedValue.class, description = "The text it shows.")
        String message;

        @Option(names = "--delay", paramLabel = "SECONDS", description = "Seconds before it opens the window.")
        Integer delaySeconds;

        @Option(names = "--domain", paramLabel = "DOMAIN_ID", description = "The domain it belongs to.")
        String domainId;

        /** These fields over {@code current}'s; each must be given or already set. */
        TriggerDefinition over(Optional<Trigger> current) {
            return new TriggerDefinition(
                    pick("--name", name, current.flatMap(Trigger::name)),
                    pick("--url", url, current.flatMap(Trigger::url)),
                    pick("--message", message, current.flatMap(Trigger::message)),
                    Duration.ofSeconds(pick(
                                    "--delay",
                                    delaySeconds,
                                    current.flatMap(Trigger::displayDelay).map(Duration::getSeconds))
                            .longValue()),
                    pick("--domain", domainId, current.flatMap(Trigger::domain).map(DomainSummary::id)));
        }

        private static <T> T pick(String option, T given, Optional<? extends T> current) {
            if (given != null) {
                return given;
            }
            return current.orElseThrow(() -> new BadInputException("give " + option));
        }
    }

    @Command(name = "list", description = "List every trigger.")
    int list(@Mixin TargetOptions target, @Mixin ListOutput output) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .list(
                            "Triggers",
                            server.client().triggers().list().stream()
                                    .map(Records::trigger)
                                    .toList(),
                            "id",
                            "name",
                            "domain.address",
                            "url",
                            "message",
                            "displayDelaySeconds",
                            "active");
        }
        return ExitCode.OK;
    }

    @Command(name = "get", description = "Show one trigger.")
    int get(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            output.printer().record(Records.trigger(server.client().triggers().get(id)));
        }
        return ExitCode.OK;
    }

    @Command(
            name = "add",
            description =
                    "Add a trigger (activated); give every field. Safe to run again: one that exists with the same fields exits 0, sending nothing.")
    int add(@Mixin TargetOptions target, @Mixin RecordOutput output, @Mixin Fields fields) {
        TriggerDefinition trigger = fields.over(Optional.empty());
        try (ApiTarget server = target.open()) {
            Optional<String> existing = Existing.check(
                    () -> Existing.trigger(
                            server.client(), trigger, target.context().err()),
                    target.context().err());
            if (existing.isPresent()) {
                output.printer().record(Records.existing("add", existing.get()).put("name", trigger.name()));
                return ExitCode.OK;
            }
            Trigger added = Writes.send(
                    "adding trigger " + trigger.name(),
                    () -> server.client().triggers().add(trigger));
            output.printer().record(Records.created("add", added.id()).put("name", trigger.name()));
        }
        return ExitCode.OK;
    }

    @Command(name = "edit", description = "Change the fields given; the others keep their current values.")
    int edit(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Mixin Fields fields,
            @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            // The API replaces the whole trigger, so the fields not given are read first.
            TriggerDefinition trigger =
                    fields.over(Optional.of(server.client().triggers().get(id)));
            WriteResult result = Writes.send(
                    "editing trigger " + id, () -> server.client().triggers().edit(id, trigger));
            output.printer().record(Records.written("edit", id, result));
        }
        return ExitCode.OK;
    }

    @Command(name = "activate", description = "Let a trigger fire.")
    int activate(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        return setActive(target, output, id, true);
    }

    @Command(name = "deactivate", description = "Stop a trigger from firing.")
    int deactivate(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        return setActive(target, output, id, false);
    }

    @Command(name = "delete", description = "Delete a trigger.")
    int delete(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "deleting trigger " + id, () -> server.client().triggers().delete(id));
            output.printer().record(Records.written("delete", id, result));
        }
        return ExitCode.OK;
    }

    private static int setActive(TargetOptions target, RecordOutput output, String id, boolean active) {
        String action = active ? "activate" : "deactivate";
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    action + " trigger " + id, () -> server.client().triggers().setActive(id, active));
            output.printer().record(Records.written(action, id, result));
        }
        return ExitCode.OK;
    }
}

package io.chatapi.examples.resources;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.WriteResult;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code aliases list|get|add|edit|delete}: one SDK call per verb. */
@Command(name = "aliases", description = "List, read, add, edit and delete aliases.")
public final class AliasesCommand extends ResourceCommand {
    /** Used by picocli. */
    public AliasesCommand() {}

    /** The fields of an alias as options; {@code add} needs all, {@code edit} those to change. */
    static final class Fields {
        @Option(names = "--name", preprocessor = AttachedValue.class, description = "The short name an agent types.")
        String name;

        @Option(names = "--text", preprocessor = AttachedValue.class, description = "The text that replaces it.")
        String text;

        @Option(
                names = "--domain",
                paramLabel = "DOMAIN_ID",
                description = "A domain it is used on; repeat for more (edit: replaces the list).")
        List<String> domainIds;

        /** These fields over {@code current}'s; each must be given or already set. */
        AliasDefinition over(Optional<Alias> current) {
            String newName = name != null
                    ? name
                    : current.flatMap(Alias::name).orElseThrow(() -> new BadInputException("give --name"));
            String newText = text != null
                    ? text
                    : current.flatMap(Alias::text).orElseThrow(() -> new BadInputException("give --text"));
            List<String> domains = domainIds != null
                    ? domainIds
                    : current.map(a -> a.domains().stream().map(d -> d.id()).toList())
                            .orElse(List.of());
            if (domains.isEmpty()) {
                throw new BadInputException("give --domain (at least one)");
            }
            return new AliasDefinition(newName, newText, domains);
        }
    }

    @Command(name = "list", description = "List every alias.")
    int list(@Mixin TargetOptions target, @Mixin ListOutput output) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .list(
                            "Aliases",
                            server.client().aliases().list().stream()
                                    .map(Records::alias)
                                    .toList(),
                            "id",
                            "name",
                            "domains.address",
                            "text");
        }
        return ExitCode.OK;
    }

    @Command(name = "get", description = "Show one alias with its domains.")
    int get(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            output.printer().record(Records.alias(server.client().aliases().get(id)));
        }
        return ExitCode.OK;
    }

    @Command(
            name = "add",
            description =
                    "Add an alias; give --name, --text and at least one --domain. Safe to run again: one that exists with the same text exits 0, sending nothing.")
    int add(@Mixin TargetOptions target, @Mixin RecordOutput output, @Mixin Fields fields) {
        AliasDefinition alias = fields.over(Optional.empty());
        try (ApiTarget server = target.open()) {
            Optional<String> existing = Existing.check(
                    () -> Existing.alias(
                            server.client(), alias, target.context().err()),
                    target.context().err());
            if (existing.isPresent()) {
                output.printer().record(Records.existing("add", existing.get()).put("name", alias.name()));
                return ExitCode.OK;
            }
            Alias added = Writes.send(
                    "adding alias " + alias.name(),
                    () -> server.client().aliases().add(alias));
            output.printer().record(Records.created("add", added.id()).put("name", alias.name()));
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
            // The API replaces the whole alias, so the fields not given are read first.
            AliasDefinition alias =
                    fields.over(Optional.of(server.client().aliases().get(id)));
            WriteResult result = Writes.send(
                    "editing alias " + id, () -> server.client().aliases().edit(id, alias));
            output.printer().record(Records.written("edit", id, result));
        }
        return ExitCode.OK;
    }

    @Command(name = "delete", description = "Delete an alias.")
    int delete(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "deleting alias " + id, () -> server.client().aliases().delete(id));
            output.printer().record(Records.written("delete", id, result));
        }
        return ExitCode.OK;
    }
}

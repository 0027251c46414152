package io.chatapi.examples.resources;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.WriteResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code agents list|get|add|edit|delete|domains|sign-ins}: one SDK call per verb, printed as a
 * table or JSON. Passwords come from a variable, a file or stdin.
 */
@Command(name = "agents", description = "List, read, add, edit and delete agents.")
public final class AgentsCommand extends ResourceCommand {
    /** Used by picocli. */
    public AgentsCommand() {}

    @Command(name = "list", description = "List every agent.")
    int list(@Mixin TargetOptions target, @Mixin ListOutput output) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .list(
                            "Agents",
                            server.client().agents().list().stream()
                                    .map(Records::agent)
                                    .toList(),
                            "id",
                            "name",
                            "email",
                            "role");
        }
        return ExitCode.OK;
    }

    @Command(name = "get", description = "Show one agent with its domains.")
    int get(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            output.printer().record(Records.agentDetail(server.client().agents().get(id)));
        }
        return ExitCode.OK;
    }

    @Command(name = "add", description = "Add an agent; the password comes from --password-env, -file or -stdin.")
    int add(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Mixin PasswordOptions password,
            @Option(names = "--email", paramLabel = "EMAIL", required = true, description = "Sign-in e-mail.")
                    String email,
            @Option(
                            names = "--name",
                            paramLabel = "NAME",
                            required = true,
                            preprocessor = AttachedValue.class,
                            description = "Name and surname.")
                    String name,
            @Option(
                            names = "--job-title",
                            paramLabel = "TITLE",
                            preprocessor = AttachedValue.class,
                            description = "Job title (default: empty).")
                    String jobTitle,
            @Option(names = "--chats", paramLabel = "N", description = "Simultaneous conversations (default: 1).")
                    Integer chats,
            @Option(
                            names = "--status",
                            paramLabel = "online|away|offline",
                            description = "online (default), away or offline.")
                    AgentStatus status) {
        CliContext context = target.context();
        String secret = password.read(context)
                .orElseThrow(() -> new BadInputException(
                        "a new agent needs a password: give --password-env, --password-file or --password-stdin"));
        NewAgent.Builder b = NewAgent.builder().email(email).name(name).password(secret);
        Optional.ofNullable(jobTitle).ifPresent(b::jobTitle);
        Optional.ofNullable(chats).ifPresent(b::chats);
        Optional.ofNullable(status).ifPresent(b::status);
        NewAgent agent = b.build();
        try (ApiTarget server = target.open()) {
            Optional<String> existing =
                    Existing.check(() -> Existing.agent(server.client(), agent, context.err()), context.err());
            if (existing.isPresent()) {
                output.printer().record(Records.existing("add", existing.get()).put("email", email));
                return ExitCode.OK;
            }
            Agent added = Writes.send(
                    "adding agent " + email, () -> server.client().agents().add(agent));
            output.printer().record(Records.created("add", added.id()).put("email", email));
        }
        return ExitCode.OK;
    }

    @Command(name = "edit", description = "Change the fields given; the others stay as they are.")
    int edit(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Mixin PasswordOptions password,
            @Parameters(paramLabel = "ID") String id,
            @Option(
                            names = "--name",
                            paramLabel = "NAME",
                            preprocessor = AttachedValue.class,
                            description = "Name and surname.")
                    String name,
            @Option(
                            names = "--job-title",
                            paramLabel = "TITLE",
                            preprocessor = AttachedValue.class,
                            description = "Job title.")
                    String jobTitle,
            @Option(names = "--chats", paramLabel = "N", description = "Simultaneous conversations.") Integer chats,
            @Option(names = "--status", paramLabel = "online|away|offline", description = "online, away or offline.")
                    AgentStatus status) {
        CliContext context = target.context();
        Optional<String> secret = password.read(context);
        AgentUpdate.Builder b = AgentUpdate.builder();
        Optional.ofNullable(name).ifPresent(b::name);
        Optional.ofNullable(jobTitle).ifPresent(b::jobTitle);
        Optional.ofNullable(chats).ifPresent(b::chats);
        Optional.ofNullable(status).ifPresent(b::status);
        secret.ifPresent(b::password);
        AgentUpdate update = b.build();
        if (name == null && jobTitle == null && chats == null && status == null && secret.isEmpty()) {
            throw new BadInputException("nothing to change: give --name, --job-title, --chats, --status or a password");
        }
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "editing agent " + id, () -> server.client().agents().edit(id, update));
            output.printer().record(Records.written("edit", id, result));
        }
        return ExitCode.OK;
    }

    @Command(name = "delete", description = "Delete an agent.")
    int delete(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "deleting agent " + id, () -> server.client().agents().delete(id));
            output.printer().record(Records.written("delete", id, result));
        }
        return ExitCode.OK;
    }

    @Command(name = "domains", description = "List the domains of an agent, with their plug-in tokens.")
    int domains(@Mixin TargetOptions target, @Mixin ListOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .list(
                            "Domains",
                            server.client().agents().domains(id).stream()
                                    .map(Records::domainSummary)
                                    .toList(),
                            "id",
                            "address",
                            "pluginToken");
        }
        return ExitCode.OK;
    }

    @Command(name = "sign-ins", description = "List an agent's sign-ins, newest first: every page, or --page N.")
    int signIns(
            @Mixin TargetOptions target,
            @Mixin ListOutput output,
            @Parameters(paramLabel = "ID") String id,
            @Option(names = "--page", paramLabel = "N", description = "Only this page (1 is the newest).")
                    Integer page) {
        try (ApiTarget server = target.open()) {
            List<JsonRecord> records = new ArrayList<>();
            if (page == null) {
                server.client().agents().signInHistory(id).forEach(s -> records.add(Records.signIn(s)));
            } else {
                if (page < 1) {
                    throw new BadInputException("--page must be 1 or more, got " + page);
                }
                server.client().agents().signInHistory(id, page).entries().stream()
                        .map(Records::signIn)
                        .forEach(records::add);
            }
            output.printer().list("Sign-ins", records, "time", "ip", "browser", "platform");
        }
        return ExitCode.OK;
    }
}

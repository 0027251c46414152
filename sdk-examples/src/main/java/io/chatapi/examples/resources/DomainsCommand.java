package io.chatapi.examples.resources;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.AlreadyExistsException;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code domains list|register|delete|assign|unassign|token}: one SDK call per verb. */
@Command(name = "domains", description = "List, register and delete domains; assign agents to them.")
public final class DomainsCommand extends ResourceCommand {
    /** Used by picocli. */
    public DomainsCommand() {}

    @Command(name = "list", description = "List every domain with its plug-in token.")
    int list(@Mixin TargetOptions target, @Mixin ListOutput output) {
        try (ApiTarget server = target.open()) {
            output.printer()
                    .list(
                            "Domains",
                            server.client().domains().list().stream()
                                    .map(Records::domain)
                                    .toList(),
                            "id",
                            "address",
                            "agentCount",
                            "shop");
        }
        return ExitCode.OK;
    }

    @Command(
            name = "register",
            description = "Register a new website; prints the domain with its id and plug-in token."
                    + " An address already registered is refused (registering again replaces its live token)"
                    + " unless --replace-token asks for exactly that.")
    int register(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Parameters(paramLabel = "ADDRESS", description = "The website address or host.") String address,
            @Option(names = "--shop", paramLabel = "0-4", description = "E-commerce system code (default: 0, other).")
                    Integer shop,
            @Option(
                            names = "--replace-token",
                            description = "Register even if the address is registered: its live plug-in token is"
                                    + " replaced, and pages still using the old one stop working.")
                    boolean replaceToken) {
        ShopSystem system = shop == null ? ShopSystem.OTHER : ShopSystem.ofCode(shop);
        try (ApiTarget server = target.open()) {
            if (!replaceToken) {
                Optional<String> existing = Existing.check(
                        () -> Existing.domain(
                                server.client(),
                                address,
                                system,
                                target.context().err()),
                        target.context().err());
                if (existing.isPresent()) {
                    // As the other adds found run again: the record, with existed: true.
                    output.printer()
                            .record(Records.domain(server.client()
                                            .domains()
                                            .find(address)
                                            .orElseThrow())
                                    .put("existed", true));
                    return ExitCode.OK;
                }
            }
            Domain registered = Writes.send("registering domain " + address, () -> {
                if (replaceToken) {
                    return server.client().domains().addReplacingToken(new NewDomain(address, system));
                }
                try {
                    return server.client().domains().add(new NewDomain(address, system));
                } catch (AlreadyExistsException e) {
                    throw new CommandFailedException(address + " is registered already; nothing was sent. Give"
                            + " --replace-token to register it again with a new plug-in token (the old one stops"
                            + " working).");
                }
            });
            output.printer().record(Records.domain(registered));
        }
        return ExitCode.OK;
    }

    @Command(name = "delete", description = "Delete a domain; its plug-in token stops working for good.")
    int delete(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "deleting domain " + id, () -> server.client().domains().delete(id));
            output.printer().record(Records.written("delete", id, result));
        }
        return ExitCode.OK;
    }

    @Command(name = "assign", description = "Let an agent talk to the visitors of a domain.")
    int assign(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Parameters(index = "0", paramLabel = "DOMAIN_ID") String domainId,
            @Option(names = "--agent", required = true, paramLabel = "AGENT_ID") String agentId) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "assigning agent " + agentId + " to domain " + domainId,
                    () -> server.client().domains().assignAgent(domainId, agentId));
            output.printer().record(Records.written("assign", domainId, result).put("agentId", agentId));
        }
        return ExitCode.OK;
    }

    @Command(name = "unassign", description = "Take an agent off a domain.")
    int unassign(
            @Mixin TargetOptions target,
            @Mixin RecordOutput output,
            @Parameters(index = "0", paramLabel = "DOMAIN_ID") String domainId,
            @Option(names = "--agent", required = true, paramLabel = "AGENT_ID") String agentId) {
        try (ApiTarget server = target.open()) {
            WriteResult result = Writes.send(
                    "unassigning agent " + agentId + " from domain " + domainId,
                    () -> server.client().domains().unassignAgent(domainId, agentId));
            output.printer()
                    .record(Records.written("unassign", domainId, result).put("agentId", agentId));
        }
        return ExitCode.OK;
    }

    @Command(name = "token", description = "Print the plug-in token of a domain.")
    int token(@Mixin TargetOptions target, @Mixin RecordOutput output, @Parameters(paramLabel = "ID") String id) {
        try (ApiTarget server = target.open()) {
            String token = server.client().domains().pluginToken(id);
            output.printer().record(new JsonRecord().put("id", id).put("pluginToken", token));
        }
        return ExitCode.OK;
    }
}

package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.examples.provision.ServerSnapshot.TriggerState;
import io.chatapi.sdk.agents.AgentRole;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The records on the server that the state file does not list: deleted with {@code --prune}
 * (aliases, triggers, agents, then domains, so nothing is deleted from under another), counted in a
 * note without it. Administrators are never deleted: the service refuses it, and losing the
 * account's owner is never what a state file means.
 */
final class Pruning {
    private Pruning() {}

    static void plan(PlanContext context) {
        DesiredState want = context.want;
        ServerSnapshot have = context.have;
        for (AliasState a : unlistedAliases(want, have)) {
            context.add(Action.Kind.DELETE, "alias " + PlanContext.q(a.name()), (client, ids) -> client.aliases()
                    .delete(a.id()));
        }
        for (TriggerState t : unlistedTriggers(want, have)) {
            context.add(Action.Kind.DELETE, "trigger " + PlanContext.q(t.name()), (client, ids) -> client.triggers()
                    .delete(t.id()));
        }
        for (AgentState a : unlistedAgents(want, have)) {
            if (a.role().equals(Optional.of(AgentRole.ADMIN))) {
                context.note("administrator " + a.email()
                        + " is not in the state file and is kept: administrators are never deleted");
            } else {
                context.add(Action.Kind.DELETE, "agent " + a.email(), (client, ids) -> client.agents()
                        .delete(a.id()));
            }
        }
        for (DomainState d : unlistedDomains(want, have)) {
            context.add(
                    Action.Kind.DELETE,
                    "domain " + d.address() + " (its plug-in token stops working)",
                    (client, ids) -> client.domains().delete(d.id()));
        }
    }

    static void describeUnmanaged(PlanContext context) {
        DesiredState want = context.want;
        ServerSnapshot have = context.have;
        List<String> parts = new ArrayList<>();
        count(parts, unlistedAgents(want, have).size(), "agent");
        count(parts, unlistedDomains(want, have).size(), "domain");
        count(parts, unlistedTriggers(want, have).size(), "trigger");
        count(parts, unlistedAliases(want, have).size(), "alias");
        if (!parts.isEmpty()) {
            context.note("not in the state file and left alone: " + String.join(", ", parts)
                    + " (--prune would delete them, administrators excepted)");
        }
    }

    private static void count(List<String> parts, int n, String kind) {
        if (n > 0) {
            parts.add(n + " " + kind + (n == 1 ? "" : kind.endsWith("s") ? "es" : "s"));
        }
    }

    private static List<AgentState> unlistedAgents(DesiredState want, ServerSnapshot have) {
        Set<String> listed = want.agents().stream()
                .map(a -> DesiredState.emailKey(a.email()))
                .collect(Collectors.toSet());
        return have.agents().stream()
                .filter(a -> !listed.contains(DesiredState.emailKey(a.email())))
                .toList();
    }

    private static List<DomainState> unlistedDomains(DesiredState want, ServerSnapshot have) {
        Set<String> listed = want.domains().stream()
                .map(d -> DesiredState.addressKey(d.address()))
                .collect(Collectors.toSet());
        return have.domains().stream()
                .filter(d -> !listed.contains(DesiredState.addressKey(d.address())))
                .toList();
    }

    private static List<TriggerState> unlistedTriggers(DesiredState want, ServerSnapshot have) {
        Set<String> listed =
                want.triggers().stream().map(DesiredState.TriggerSpec::name).collect(Collectors.toSet());
        return have.triggers().stream().filter(t -> !listed.contains(t.name())).toList();
    }

    private static List<AliasState> unlistedAliases(DesiredState want, ServerSnapshot have) {
        Set<String> listed =
                want.aliases().stream().map(DesiredState.AliasSpec::name).collect(Collectors.toSet());
        return have.aliases().stream().filter(a -> !listed.contains(a.name())).toList();
    }
}

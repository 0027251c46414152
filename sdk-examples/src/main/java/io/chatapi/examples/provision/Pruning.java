package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.examples.provision.ServerSnapshot.TriggerState;
import io.chatapi.sdk.agents.AgentRole;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The records on the server that no entry of the state file matched. With {@code --prune} those the
 * {@link Ledger} owns (the tool created them, or the state file adopted them) are deleted: aliases,
 * triggers, agents, then domains, so nothing is deleted from under another. A record the ledger
 * does not own was made by someone else and is never deleted; nor is an administrator (losing the
 * account's owner is never what a state file means) or an agent whose role cannot be read (it
 * might be one). Without {@code --prune}, a note counts them.
 */
final class Pruning {
    private Pruning() {}

    static void plan(PlanContext context) {
        Set<String> deleted = new HashSet<>();
        for (AliasState a : unmatchedAliases(context)) {
            if (owned(context, Ledger.ALIAS, a.id(), a.name())) {
                deleted.add(Ledger.ALIAS + " " + a.id());
                Subject alias = Subject.alias(
                        a.name(), a.domainIds().stream().map(context::addressOf).toList(), Optional.of(a.id()));
                context.add(Action.Kind.DELETE, alias, List.of(), "", (client, ids) -> {
                    client.aliases().delete(a.id());
                    ids.forget(Ledger.ALIAS, a.id());
                });
            }
        }
        for (TriggerState t : unmatchedTriggers(context)) {
            if (owned(context, Ledger.TRIGGER, t.id(), t.name())) {
                deleted.add(Ledger.TRIGGER + " " + t.id());
                Subject trigger = new Subject(
                        Ledger.TRIGGER,
                        t.name(),
                        t.domainId().map(context::addressOf).stream().toList(),
                        Optional.of(t.id()));
                context.add(Action.Kind.DELETE, trigger, List.of(), "", (client, ids) -> {
                    client.triggers().delete(t.id());
                    ids.forget(Ledger.TRIGGER, t.id());
                });
            }
        }
        for (AgentState a : unmatchedAgents(context)) {
            if (!owned(context, Ledger.AGENT, a.id(), a.email())) {
                continue;
            }
            if (a.role().equals(Optional.of(AgentRole.ADMIN))) {
                context.note("administrator " + a.email()
                        + " is not in the state file and is kept: administrators are never deleted");
            } else if (a.role().isEmpty()) {
                context.note("agent " + a.email() + " is not in the state file and is kept: its role cannot be read,"
                        + " and an administrator is never deleted");
            } else {
                Subject agent = Subject.agent(a.email(), Optional.of(a.id()));
                context.add(Action.Kind.DELETE, agent, List.of(), "", (client, ids) -> {
                    client.agents().delete(a.id());
                    ids.forget(Ledger.AGENT, a.id());
                });
            }
        }
        for (DomainState d : unmatchedDomains(context)) {
            if (!owned(context, Ledger.DOMAIN, d.id(), d.address())) {
                continue;
            }
            // Deleting a domain may take its triggers and aliases with it; one the tool is not
            // deleting (made by hand, say) must not go that way.
            boolean carriesOthers = context.have.triggers().stream()
                            .anyMatch(t -> t.domainId().equals(Optional.of(d.id()))
                                    && !deleted.contains(Ledger.TRIGGER + " " + t.id()))
                    || context.have.aliases().stream()
                            .anyMatch(a ->
                                    a.domainIds().contains(d.id()) && !deleted.contains(Ledger.ALIAS + " " + a.id()));
            if (carriesOthers) {
                context.note("domain " + d.address() + " is not in the state file and is kept: it carries triggers"
                        + " or aliases this run does not delete");
            } else {
                context.add(
                        Action.Kind.DELETE,
                        Subject.domain(d.address(), Optional.of(d.id())),
                        List.of(),
                        "its plug-in token stops working",
                        (client, ids) -> {
                            client.domains().delete(d.id());
                            ids.forget(Ledger.DOMAIN, d.id());
                        });
            }
        }
        describeUnowned(context);
    }

    /** Without {@code --prune}: counts what is not listed, and how much of it prune would delete. */
    static void describeUnmanaged(PlanContext context) {
        List<AgentState> agents = unmatchedAgents(context);
        List<DomainState> domains = unmatchedDomains(context);
        List<TriggerState> triggers = unmatchedTriggers(context);
        List<AliasState> aliases = unmatchedAliases(context);
        List<String> parts = new ArrayList<>();
        phrase(parts, agents.size(), "agent");
        phrase(parts, domains.size(), "domain");
        phrase(parts, triggers.size(), "trigger");
        phrase(parts, aliases.size(), "alias");
        if (parts.isEmpty()) {
            return;
        }
        long deletable = agents.stream()
                        .filter(a -> owned(context, Ledger.AGENT, a.id(), a.email())
                                && a.role().equals(Optional.of(AgentRole.AGENT)))
                        .count()
                + domains.stream()
                        .filter(d -> owned(context, Ledger.DOMAIN, d.id(), d.address()))
                        .count()
                + triggers.stream()
                        .filter(t -> owned(context, Ledger.TRIGGER, t.id(), t.name()))
                        .count()
                + aliases.stream()
                        .filter(a -> owned(context, Ledger.ALIAS, a.id(), a.name()))
                        .count();
        context.note("not in the state file and left alone: " + String.join(", ", parts) + "; "
                + (deletable == 0
                        ? "the ledger owns none of them, so --prune would delete none"
                        : "--prune would delete the " + deletable + " of them the ledger owns"));
    }

    /** With {@code --prune}: says what is kept because the tool does not own it. */
    private static void describeUnowned(PlanContext context) {
        List<String> parts = new ArrayList<>();
        phrase(
                parts,
                unmatchedAgents(context).stream()
                        .filter(a -> !owned(context, Ledger.AGENT, a.id(), a.email()))
                        .count(),
                "agent");
        phrase(
                parts,
                unmatchedDomains(context).stream()
                        .filter(d -> !owned(context, Ledger.DOMAIN, d.id(), d.address()))
                        .count(),
                "domain");
        phrase(
                parts,
                unmatchedTriggers(context).stream()
                        .filter(t -> !owned(context, Ledger.TRIGGER, t.id(), t.name()))
                        .count(),
                "trigger");
        phrase(
                parts,
                unmatchedAliases(context).stream()
                        .filter(a -> !owned(context, Ledger.ALIAS, a.id(), a.name()))
                        .count(),
                "alias");
        if (!parts.isEmpty()) {
            context.note("kept, because the ledger does not own them (made by hand, or before the ledger; an entry"
                    + " with adopt: true takes one in): " + String.join(", ", parts));
        }
    }

    private static boolean owned(PlanContext context, String kind, String id, String key) {
        return context.ledger.owns(kind, id, key);
    }

    private static void phrase(List<String> parts, long n, String kind) {
        if (n > 0) {
            parts.add(n + " " + kind + (n == 1 ? "" : kind.endsWith("s") ? "es" : "s"));
        }
    }

    private static List<AgentState> unmatchedAgents(PlanContext context) {
        return context.have.agents().stream()
                .filter(a -> !context.isMatched(Ledger.AGENT, a.id()))
                .toList();
    }

    private static List<DomainState> unmatchedDomains(PlanContext context) {
        return context.have.domains().stream()
                .filter(d -> !context.isMatched(Ledger.DOMAIN, d.id()))
                .toList();
    }

    private static List<TriggerState> unmatchedTriggers(PlanContext context) {
        return context.have.triggers().stream()
                .filter(t -> !context.isMatched(Ledger.TRIGGER, t.id()))
                .toList();
    }

    private static List<AliasState> unmatchedAliases(PlanContext context) {
        return context.have.aliases().stream()
                .filter(a -> !context.isMatched(Ledger.ALIAS, a.id()))
                .toList();
    }
}

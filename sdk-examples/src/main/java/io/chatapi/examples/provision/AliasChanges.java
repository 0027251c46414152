package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.provision.DesiredState.AliasSpec;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Aliases, known by the SDK's {@link AliasKey}: the name with its whole set of domains (the order does not
 * matter). An alias on several domains is one record, and a name is unique on each domain. The one rule, the same
 * as the SDK's {@code ensure}: the alias with exactly the wanted name and domains has its text edited when it
 * differs; none is created; an alias of that name on <em>other</em> domains that share one with the entry is a
 * conflict, never edited into the wanted set, since it may be someone else's record: the plan stops (exit 1) and
 * names the command that changes its domains ({@code aliases edit ID --domain …}). An alias of that name only on
 * other domains is another record (an owned one goes with {@code --prune}).
 */
final class AliasChanges {
    private AliasChanges() {}

    static void plan(PlanContext context) {
        for (AliasSpec a : context.want.aliases()) {
            Optional<AliasState> match = match(context, a);
            if (match.isEmpty()) {
                Subject alias = Subject.alias(a.name(), a.domainAddresses(), Optional.empty());
                context.add(
                        Action.Kind.CREATE,
                        alias,
                        List.of(FieldChange.text("text", null, a.text())),
                        "",
                        (client, ids) -> {
                            AliasDefinition definition = definition(a, ids);
                            // The SDK's engine settles a lost reply inside the call, by AliasKey.
                            ids.createdAlias(alias, Directory.created(() -> Rounds.converging(client)
                                    .aliases()
                                    .ensure(definition)));
                        });
                continue;
            }
            AliasState existing = match.get();
            Subject alias = Subject.alias(a.name(), a.domainAddresses(), Optional.of(existing.id()));
            List<FieldChange> changes = new ArrayList<>();
            TriggerChanges.compare(changes, "text", existing.text(), a.text());
            if (!changes.isEmpty()) {
                // The SDK's ensure edits the text of the alias with this AliasKey, settling a lost reply inside.
                context.add(
                        Action.Kind.UPDATE,
                        alias,
                        changes,
                        "",
                        (client, ids) -> Directory.edited(
                                () -> Rounds.converging(client).aliases().ensure(definition(a, ids))));
            }
            context.adoptIfAsked(a.adopt(), alias);
        }
    }

    /**
     * The server's alias with this entry's {@link AliasKey} (the name and exactly its domains). An alias of that
     * name sharing a domain with the entry but on another set of domains is a conflict, reported with the command
     * that resolves it; several with the same key are an error, never a pick.
     */
    private static Optional<AliasState> match(PlanContext context, AliasSpec a) {
        Set<String> wanted = ids(context, a.domainAddresses());
        boolean allRegistered = wanted.size()
                == a.domainAddresses().stream()
                        .map(DesiredState::addressKey)
                        .distinct()
                        .count();
        String name = a.name().strip();
        List<AliasState> named = context.have.aliases().stream()
                .filter(x -> x.name().strip().equals(name))
                .toList();
        List<AliasState> exact = named.stream()
                .filter(x -> allRegistered && x.domainIds().equals(wanted))
                .toList();
        if (exact.isEmpty()) {
            Optional<AliasState> conflict = named.stream()
                    .filter(x -> !Collections.disjoint(x.domainIds(), wanted))
                    .findFirst();
            if (conflict.isPresent()) {
                AliasState c = conflict.get();
                List<String> on =
                        c.domainIds().stream().map(context::addressOf).sorted().toList();
                throw new CommandFailedException(a.origin() + ": alias " + q(a.name()) + " on "
                        + String.join(", ", a.domainAddresses()) + " conflicts with the server's alias "
                        + q(c.name()) + " (id " + c.id() + ") on " + String.join(", ", on)
                        + ": a name is unique on each domain, and an alias's domains are part of what it is, so"
                        + " provision never moves one. Change its domains with: aliases edit " + c.id()
                        + " --domain DOMAIN_ID …, or delete it (aliases delete " + c.id()
                        + "), or list it in the state file with those domains. Nothing was changed.");
            }
        }
        return PlanContext.only(
                        exact,
                        AliasState::id,
                        "aliases named " + q(a.name()) + " on " + String.join(", ", a.domainAddresses()))
                .map(x -> context.matched(Ledger.ALIAS, x.id(), x));
    }

    private static Set<String> ids(PlanContext context, List<String> addresses) {
        return addresses.stream()
                .map(context::domain)
                .flatMap(Optional::stream)
                .map(DomainState::id)
                .collect(Collectors.toSet());
    }

    private static AliasDefinition definition(AliasSpec a, Directory ids) {
        return new AliasDefinition(
                a.name(),
                a.text(),
                a.domainAddresses().stream().map(ids::domainId).distinct().toList());
    }
}

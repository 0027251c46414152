package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.provision.DesiredState.AliasSpec;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.sdk.aliases.AliasDefinition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Aliases, matched by name on their domains (names are unique per domain, not per account): adds
 * the missing ones and edits one whose text or set of domains differs (the order of domains does
 * not matter), sending the whole definition as the API wants. An alias of that name on none of the
 * domains any entry of that name wants is taken over, if it is the only one.
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
                            ids.createdAlias(
                                    alias,
                                    Directory.created(() -> client.aliases().add(definition))
                                            .id());
                        });
                continue;
            }
            AliasState existing = match.get();
            Subject alias = Subject.alias(a.name(), a.domainAddresses(), Optional.of(existing.id()));
            List<FieldChange> changes = new ArrayList<>();
            TriggerChanges.compare(changes, "text", existing.text(), a.text());
            // A domain not registered yet has no id; "new:" keeps it from matching any current one.
            Set<String> wantedIds = a.domainAddresses().stream()
                    .map(address -> context.domain(address).map(DomainState::id).orElse("new:" + address))
                    .collect(Collectors.toSet());
            if (!wantedIds.equals(existing.domainIds())) {
                List<String> current =
                        existing.domainIds().stream().map(context::addressOf).toList();
                changes.add(FieldChange.texts("domains", current, a.domainAddresses()));
            }
            if (!changes.isEmpty()) {
                context.add(Action.Kind.UPDATE, alias, changes, "", (client, ids) -> client.aliases()
                        .edit(existing.id(), definition(a, ids)));
            }
            context.adoptIfAsked(a.adopt(), alias);
        }
    }

    /**
     * The server's alias of this name sharing a domain with the entry; failing that, the one alias
     * of this name that the tool owns on none of the domains entries of that name want. Several are an error, and so
     * is one alias wanted by two entries.
     */
    private static Optional<AliasState> match(PlanContext context, AliasSpec a) {
        Set<String> wanted = ids(context, a.domainAddresses());
        List<AliasState> named = context.have.aliases().stream()
                .filter(x -> x.name().equals(a.name()))
                .toList();
        List<AliasState> sharing = named.stream()
                .filter(x -> !Collections.disjoint(x.domainIds(), wanted))
                .toList();
        Set<String> wantedByAny = ids(
                context,
                context.want.aliases().stream()
                        .filter(other -> other.name().equals(a.name()))
                        .flatMap(other -> other.domainAddresses().stream())
                        .toList());
        List<AliasState> candidates = sharing.isEmpty()
                ? named.stream()
                        .filter(x -> Collections.disjoint(x.domainIds(), wantedByAny))
                        // Only an alias the tool made may move: one made by hand elsewhere is someone else's.
                        .filter(x -> context.ledger.owns(Ledger.ALIAS, x.id(), x.name()))
                        .toList()
                : sharing;
        Optional<AliasState> match = PlanContext.only(
                candidates,
                AliasState::id,
                "aliases named " + q(a.name())
                        + (sharing.isEmpty() ? " elsewhere" : " on " + String.join(", ", a.domainAddresses())));
        if (match.isPresent() && context.isMatched(Ledger.ALIAS, match.get().id())) {
            throw new CommandFailedException(
                    "the server's alias " + q(a.name()) + " (id " + match.get().id()
                            + ") is on the domains of two entries named " + q(a.name()) + " (" + a.origin()
                            + "); split it on the server or merge the entries. Nothing was changed.");
        }
        return match.map(x -> context.matched(Ledger.ALIAS, x.id(), x));
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

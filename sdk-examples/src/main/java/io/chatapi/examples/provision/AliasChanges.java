package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import io.chatapi.examples.provision.DesiredState.AliasSpec;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.sdk.aliases.AliasDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Aliases, matched by name: adds the missing ones and edits one whose text or set of domains
 * differs (the order of domains does not matter), sending the whole definition as the API wants.
 */
final class AliasChanges {
    private AliasChanges() {}

    static void plan(PlanContext context) {
        for (AliasSpec a : context.want.aliases()) {
            AliasState existing = Planner.single(context.have.aliases(), AliasState::name, a.name(), "aliases");
            if (existing == null) {
                context.add(
                        Action.Kind.CREATE,
                        "alias " + q(a.name()) + " on " + String.join(", ", a.domainAddresses()) + ": text "
                                + q(a.text()),
                        (client, ids) -> client.aliases().add(definition(a, ids)));
                continue;
            }
            List<String> changes = new ArrayList<>();
            TriggerChanges.compare(changes, "text", existing.text(), a.text());
            // A domain not registered yet has no id; "new:" keeps it from matching any current one.
            Set<String> wantedIds = a.domainAddresses().stream()
                    .map(address -> context.domain(address)
                            .map(ServerSnapshot.DomainState::id)
                            .orElse("new:" + address))
                    .collect(Collectors.toSet());
            if (!wantedIds.equals(existing.domainIds())) {
                changes.add("domains → " + String.join(", ", a.domainAddresses()));
            }
            if (!changes.isEmpty()) {
                context.add(
                        Action.Kind.UPDATE,
                        "alias " + q(a.name()) + ": " + String.join(", ", changes),
                        (client, ids) -> client.aliases().edit(existing.id(), definition(a, ids)));
            }
        }
    }

    private static AliasDefinition definition(AliasSpec a, Directory ids) {
        return new AliasDefinition(
                a.name(),
                a.text(),
                a.domainAddresses().stream().map(ids::domainId).distinct().toList());
    }
}

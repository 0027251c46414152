package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.triggers.Trigger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The server ids of agents (by e-mail), domains (by address) and new triggers (by name and domain)
 * while a plan is applied, and the {@link Ledger} of what the tool owns. The API returns no id when
 * it creates a record, so after each create the new id is read back (list, then match by e-mail,
 * address, or name among ids not seen before) and recorded in the ledger as owned.
 */
final class Directory {
    private final Ledger ledger;
    private final Map<String, String> agents = new HashMap<>();
    private final Map<String, String> domains = new HashMap<>();
    private final Map<String, String> triggers = new HashMap<>();
    private final Set<String> seenTriggerIds = new HashSet<>();
    private final Set<String> seenAliasIds = new HashSet<>();

    private Directory(Ledger ledger) {
        this.ledger = ledger;
    }

    /** A directory of what the snapshot shows, recording ownership in {@code ledger}. */
    static Directory of(ServerSnapshot snapshot, Ledger ledger) {
        Directory d = new Directory(ledger);
        snapshot.agents().forEach(a -> d.agents.putIfAbsent(DesiredState.emailKey(a.email()), a.id()));
        snapshot.domains().forEach(x -> d.domains.putIfAbsent(DesiredState.addressKey(x.address()), x.id()));
        snapshot.triggers().forEach(t -> d.seenTriggerIds.add(t.id()));
        snapshot.aliases().forEach(a -> d.seenAliasIds.add(a.id()));
        return d;
    }

    String agentId(String email) {
        return known(agents.get(DesiredState.emailKey(email)), "agent " + email);
    }

    String domainId(String address) {
        return known(domains.get(DesiredState.addressKey(address)), "domain " + address);
    }

    /** The id of a trigger created in this run. */
    String triggerId(String name, String domainId) {
        return known(triggers.get(name + "\n" + domainId), "trigger " + PlanContext.q(name));
    }

    /** Records that the tool owns a record (adopted by the state file, or created). */
    void own(String kind, String id, String key, boolean adopted) {
        ledger.own(kind, id, key, adopted);
    }

    /** Records that a record the tool owned was deleted. */
    void forget(String kind, String id) {
        ledger.forget(kind, id);
    }

    /** Lists the agents and records the id of the one with {@code email}. */
    void readBackAgent(ChatApiClient client, String email) {
        String key = DesiredState.emailKey(email);
        List<String> found = readBack("agent " + email, () -> client.agents().list()).stream()
                .filter(a -> a.email().map(DesiredState::emailKey).orElse("").equals(key))
                .map(Agent::id)
                .toList();
        String id = single(found, "agent " + email);
        agents.put(key, id);
        ledger.own(Ledger.AGENT, id, email, false);
    }

    /** Lists the domains and records the id of the one at {@code address}. */
    void readBackDomain(ChatApiClient client, String address) {
        String key = DesiredState.addressKey(address);
        List<String> found = readBack(
                        "domain " + address, () -> client.domains().list())
                .stream()
                .filter(d ->
                        d.address().map(DesiredState::addressKey).orElse("").equals(key))
                .map(d -> d.id())
                .toList();
        String id = single(found, "domain " + address);
        domains.put(key, id);
        ledger.own(Ledger.DOMAIN, id, address, false);
    }

    /** Lists the triggers and records the id of the new one named {@code name} on {@code domainId}. */
    void readBackTrigger(ChatApiClient client, String name, String domainId) {
        String what = "trigger " + PlanContext.q(name);
        List<Trigger> listed = readBack(what, () -> client.triggers().list());
        List<String> found = listed.stream()
                .filter(t -> t.name().orElse("").equals(name))
                .filter(t -> t.domain().map(DomainSummary::id).orElse("").equals(domainId))
                .map(t -> t.id())
                .filter(candidate -> !seenTriggerIds.contains(candidate))
                .toList();
        String id = single(found, what);
        seenTriggerIds.add(id);
        triggers.put(name + "\n" + domainId, id);
        ledger.own(Ledger.TRIGGER, id, name, false);
    }

    /** Lists the aliases and records the id of the new one named {@code name}. */
    void readBackAlias(ChatApiClient client, String name) {
        String what = "alias " + PlanContext.q(name);
        List<Alias> listed = readBack(what, () -> client.aliases().list());
        List<String> found = listed.stream()
                .filter(a -> a.name().orElse("").equals(name))
                .map(Alias::id)
                .filter(candidate -> !seenAliasIds.contains(candidate))
                .toList();
        String id = single(found, what);
        seenAliasIds.add(id);
        ledger.own(Ledger.ALIAS, id, name, false);
    }

    private static <T> T readBack(String what, Supplier<T> list) {
        try {
            return list.get();
        } catch (ChatApiException e) {
            throw new ReadBackException(
                    "created, but listing to find the id of " + what + " failed (" + e.getMessage()
                            + "); the ledger does not own it: add adopt: true to its entry to take it in",
                    e);
        }
    }

    /** The one new id; none or several leave the record unowned rather than owning a stranger's. */
    private static String single(List<String> found, String what) {
        if (found.size() != 1) {
            throw new ReadBackException(
                    "created, but " + what
                            + (found.isEmpty() ? " does not appear" : " appears " + found.size() + " times")
                            + " in the list read back; the ledger does not own it: add adopt: true to"
                            + " its entry to take it in",
                    null);
        }
        return found.get(0);
    }

    private static String known(String id, String what) {
        if (id == null) {
            throw new IllegalStateException("no id known for " + what + "; an earlier change did not read it back");
        }
        return id;
    }
}

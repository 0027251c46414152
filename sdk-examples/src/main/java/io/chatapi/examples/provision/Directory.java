package io.chatapi.examples.provision;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.triggers.Trigger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The server ids of agents (by e-mail), domains (by address) and new triggers (by name and domain)
 * while a plan is applied, and the {@link Ledger} of what the tool owns. The API returns no id when
 * it creates a record; the SDK's creates read it back (list, then match by e-mail, address or name),
 * and the id is recorded in the ledger as owned unless a record had it before this run.
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

    /**
     * Runs a create of the SDK, which returns the new record as it read it back. A create accepted but not read
     * back (the list failed, or showed none or several) is a {@link ReadBackException}: it counts as applied, and
     * the tool does not own a record it could not identify.
     */
    static <T> T created(Supplier<T> create) {
        try {
            return create.get();
        } catch (CreatedRecordNotFoundException | AmbiguousMatchException e) {
            if (!e.mayHaveBeenProcessed()) {
                throw e; // a lookup before the write: nothing was created
            }
            throw new ReadBackException(
                    "created, but its id could not be read back (" + e.getMessage()
                            + "); the ledger does not own it: add adopt: true to its entry to take it in",
                    e);
        }
    }

    /** Records the id of the agent just created with {@code email}. */
    void createdAgent(Agent agent, String email) {
        agents.put(DesiredState.emailKey(email), agent.id());
        ledger.own(Ledger.AGENT, agent.id(), email, false);
    }

    /** Records the id of the domain just registered at {@code address}. */
    void createdDomain(Domain domain, String address) {
        domains.put(DesiredState.addressKey(address), domain.id());
        ledger.own(Ledger.DOMAIN, domain.id(), address, false);
    }

    /** Records the id of the trigger just created as {@code name} on {@code domainId}. */
    void createdTrigger(Trigger trigger, String name, String domainId) {
        String id = unseen(trigger.id(), seenTriggerIds, "trigger " + PlanContext.q(name));
        triggers.put(name + "\n" + domainId, id);
        ledger.own(Ledger.TRIGGER, id, name, false);
    }

    /** Records the id of the alias just created as {@code name}. */
    void createdAlias(Alias alias, String name) {
        ledger.own(Ledger.ALIAS, unseen(alias.id(), seenAliasIds, "alias " + PlanContext.q(name)), name, false);
    }

    /** The id, if no record had it before this run: one read back as new but seen before is someone else's. */
    private static String unseen(String id, Set<String> seen, String what) {
        if (!seen.add(id)) {
            throw new ReadBackException(
                    "created, but the " + what + " read back is " + id
                            + ", a record that existed before; the ledger does not own it: add adopt: true to its"
                            + " entry to take it in",
                    null);
        }
        return id;
    }

    private static String known(String id, String what) {
        if (id == null) {
            throw new IllegalStateException("no id known for " + what + "; an earlier change did not read it back");
        }
        return id;
    }
}

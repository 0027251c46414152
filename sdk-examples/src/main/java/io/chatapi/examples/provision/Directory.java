package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
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

    /** Records that the tool owns an existing record the state file adopts. */
    void adopt(Subject subject) {
        ledger.own(subject, true);
    }

    /** Records that a record the tool owned was deleted. */
    void forget(String kind, String id) {
        ledger.forget(kind, id);
    }

    /**
     * Runs a create of the SDK, which returns the new record as it read it back. A create accepted but not read
     * back (the list failed, or showed none or several) is a {@link ReadBackException}: the ledger keeps it as
     * pending, and the next run looks it up before planning.
     */
    static <T> T created(Supplier<T> create) {
        try {
            return create.get();
        } catch (CreatedRecordNotFoundException | AmbiguousMatchException e) {
            if (!e.mayHaveBeenProcessed()) {
                throw e; // a lookup before the write: nothing was created
            }
            throw new ReadBackException(
                    "the server accepted it, but its id was not read back (" + e.getMessage() + ")", e);
        }
    }

    /** Records the id of the agent just created. */
    void createdAgent(Subject agent, String id) {
        agents.put(DesiredState.emailKey(agent.name()), id);
        ledger.own(agent.withId(id), false);
    }

    /**
     * Reads agent {@code agentId} back right after this tool set its status, and records in the ledger the code
     * the server reports for {@code status}, so later plans compare it. A failed read learns nothing: a later
     * create or edit learns it.
     */
    void learnStatus(ChatApiClient client, String agentId, AgentStatus status) {
        try {
            client.agents().get(agentId).statusCode().ifPresent(code -> ledger.learnStatusCode(status, code));
        } catch (ChatApiException e) {
            // Nothing learnt this time; the status stays "not compared" until a later create or edit.
        }
    }

    /** Records the id of the domain just registered. */
    void createdDomain(Subject domain, String id) {
        domains.put(DesiredState.addressKey(domain.name()), id);
        ledger.own(domain.withId(id), false);
    }

    /** Records the id of the trigger just created on {@code domainId}. */
    void createdTrigger(Subject trigger, String id, String domainId) {
        unseen(id, seenTriggerIds, trigger);
        triggers.put(trigger.name() + "\n" + domainId, id);
        ledger.own(trigger.withId(id), false);
    }

    /** Records the id of the alias just created. */
    void createdAlias(Subject alias, String id) {
        unseen(id, seenAliasIds, alias);
        ledger.own(alias.withId(id), false);
    }

    /** The id must be new: one read back as new but seen before this run is someone else's record. */
    private static void unseen(String id, Set<String> seen, Subject what) {
        if (!seen.add(id)) {
            throw new ReadBackException(
                    "the server accepted it, but the " + what.kind() + " read back is " + id
                            + ", a record that existed before this run, so not the new one",
                    null);
        }
    }

    private static String known(String id, String what) {
        if (id == null) {
            throw new WaitsForEarlierChange("no id known yet for " + what + ": an earlier change has not read it back");
        }
        return id;
    }

    /** A change needs the id of a record whose create has not been confirmed yet: it waits for a later round. */
    static final class WaitsForEarlierChange extends RuntimeException {
        private static final long serialVersionUID = 1L;

        WaitsForEarlierChange(String message) {
            super(message, null, false, false);
        }
    }
}

package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.triggers.Trigger;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The server ids of agents (by e-mail), domains (by address) and new triggers (by name and domain)
 * while a plan is applied, and the {@link Ledger} of what the tool owns. The API returns no id when
 * it creates a record; the SDK's converging calls read it back by the SDK's identity, and say whether
 * they created it ({@link Ensured.Outcome#CREATED}): only then is it owned.
 */
final class Directory {
    private final Ledger ledger;
    private final WriteTally tally;
    private final ReplacedRegistrations registrations;
    /** The twins the last create met, for its line of the report. */
    private WriteTally.Twins twins = WriteTally.Twins.NONE;
    /** The id of the record the last create made or found, owned or not. */
    private Optional<String> recordId = Optional.empty();

    private final Map<String, String> agents = new HashMap<>();
    private final Map<String, String> domains = new HashMap<>();
    private final Map<String, String> triggers = new HashMap<>();
    /** What the last change found instead of creating, for its line of the report; empty when nothing. */
    private String note = "";

    private Directory(Ledger ledger, WriteTally tally, ReplacedRegistrations registrations) {
        this.ledger = ledger;
        this.tally = tally;
        this.registrations = registrations;
    }

    /**
     * A directory of what the snapshot shows, recording ownership in {@code ledger}.
     *
     * @param tally counts the deletes the SDK's engine sends to heal twins, told by the client's listener
     */
    static Directory of(ServerSnapshot snapshot, Ledger ledger, WriteTally tally) {
        return of(snapshot, ledger, tally, new ReplacedRegistrations());
    }

    /**
     * A directory as {@link #of(ServerSnapshot, Ledger, WriteTally)}, telling {@code registrations} which domains the
     * run registered and which tokens its read-backs show for them, for the check at the run's end.
     */
    static Directory of(ServerSnapshot snapshot, Ledger ledger, WriteTally tally, ReplacedRegistrations registrations) {
        Directory d = new Directory(ledger, tally, registrations);
        snapshot.agents().forEach(a -> d.agents.putIfAbsent(DesiredState.emailKey(a.email()), a.id()));
        snapshot.domains().forEach(x -> d.domains.putIfAbsent(DesiredState.addressKey(x.address()), x.id()));
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
     * Runs a converging call of the SDK (or a create), which returns the record as it read it back. A create
     * accepted but not read back (the list failed, or showed none or several; or the call's budget ran out after the
     * server acknowledged it) is a {@link ReadBackException}: the ledger keeps it as pending, and the next round or
     * run looks it up before planning. Any other failure is thrown as it is.
     */
    static <T> T created(Supplier<T> create) {
        try {
            return create.get();
        } catch (CreatedRecordNotFoundException | AmbiguousMatchException e) {
            if (!e.mayHaveBeenProcessed()) {
                throw e; // a lookup before the write: nothing was created
            }
            throw new ReadBackException(
                    "the server accepted it, but its id was not read back (" + CliMessages.of(e) + ")", e);
        } catch (JobIncompleteException e) {
            if (e.undone().isEmpty()) {
                throw new ReadBackException(
                        "the server accepted it, but its id was not read back before the call gave up (too many"
                                + " failures in a row, or --deadline reached)",
                        e);
            }
            throw e;
        }
    }

    /**
     * Runs a converging call of the SDK that edits a record. An edit the server acknowledged is made, even when the
     * call could not read the record back afterwards (its budget ran out, or the read failed for good): only a
     * create needs its id read back. Any other failure is thrown as it is.
     */
    static void edited(Runnable edit) {
        try {
            edit.run();
        } catch (CreatedRecordNotFoundException e) {
            if (!e.mayHaveBeenProcessed()) {
                throw e;
            }
        } catch (JobIncompleteException e) {
            if (!e.undone().isEmpty()) {
                throw e;
            }
        }
    }

    /**
     * Records what a converging call did with the agent a plan creates: {@link Ensured.Outcome#CREATED} by this run,
     * so owned; otherwise someone made it after this run read the server (the engine found it), so its id is used
     * but the ledger does not own it.
     */
    void createdAgent(Subject agent, Ensured<Agent> done) {
        agents.put(DesiredState.emailKey(agent.name()), done.record().id());
        record(agent.withId(done.record().id()), done.outcome() == Ensured.Outcome.CREATED, Optional.empty());
    }

    /**
     * Records the domain a plan registers: {@code registered} by this run (its registration stands: the domain is
     * listed with the token it was given), so owned with that token; otherwise found, its id used but not owned.
     */
    void createdDomain(Subject domain, Domain listed, boolean registered) {
        domains.put(DesiredState.addressKey(domain.name()), listed.id());
        record(domain.withId(listed.id()), registered, listed.pluginToken());
        if (ledger.owns(Ledger.DOMAIN, listed.id(), domain.name())) {
            registrations.registered(listed.id());
        }
    }

    /**
     * Records a domain this run registered and another run registered again at the same moment, after it: the live
     * plug-in token is the other run's, so the domain is used, not owned (the other run's ledger owns it).
     */
    void replacedDomain(Subject domain, String id) {
        domains.put(DesiredState.addressKey(domain.name()), id);
        record(domain.withId(id), false, Optional.empty());
        note = "another run registered this address at the same moment, after this run: its plug-in token is the"
                + " live one, this run's is not; not owned, and not registered again (that would replace the live"
                + " token): add adopt: true to manage it";
    }

    /** Records what a converging call did with the trigger a plan creates on {@code domainId}; see createdAgent. */
    void createdTrigger(Subject trigger, Ensured<Trigger> done, String domainId) {
        triggers.put(trigger.name() + "\n" + domainId, done.record().id());
        done.record().domain().ifPresent(registrations::saw);
        record(trigger.withId(done.record().id()), done.outcome() == Ensured.Outcome.CREATED, Optional.empty());
    }

    /** Records what a converging call did with the alias a plan creates; see createdAgent. */
    void createdAlias(Subject alias, Ensured<Alias> done) {
        done.record().domains().forEach(registrations::saw);
        record(alias.withId(done.record().id()), done.outcome() == Ensured.Outcome.CREATED, Optional.empty());
    }

    /**
     * Owns a record this run's call created, and only then, so that no record is ever owned by two ledgers; a create
     * whose reply was lost and that the engine's final read found as wanted counts as created (its pending entry was
     * written before the call, so this is what the next run's {@link PendingCreates} would have owned). A record
     * found instead (made by someone else after this run read the server) is used, not owned (nor is its pending
     * create kept: the engine saw it before it sent anything). A record the SDK reports as created but kept among
     * twins (another run created the same record at the same moment, and the engine deleted the others) is not owned
     * either: the API returns no id on a create, so which twin this run's create made cannot be told, and both runs
     * met the same twins. So {@code --prune} never deletes what someone else made.
     */
    private void record(Subject subject, boolean created, Optional<String> token) {
        twins = tally.take();
        recordId = subject.id();
        if (created && !twins.met()) {
            ledger.own(subject, false, token);
            return;
        }
        ledger.abandon(subject);
        note = created
                ? "another run created the same record at the same moment: " + twins.sent() + " twin"
                        + (twins.sent() == 1 ? "" : "s") + " deleted and id "
                        + subject.id().orElse("?")
                        + " kept; not owned, since the API does not say which one this run's create made: add"
                        + " adopt: true to manage it"
                : "found on the server (made since this run read it, not by this tool), so not owned: add adopt:"
                        + " true to manage it";
    }

    /** Starts counting what the SDK's engine sends for the next change. */
    void startChange() {
        tally.reset();
        twins = WriteTally.Twins.NONE;
        recordId = Optional.empty();
        note = "";
    }

    /** {@return the id of the record the last create made or found}, owned or not; empty before it is read back */
    Optional<String> recordId() {
        return recordId;
    }

    /** {@return the twins the last create met, healed by the SDK's engine}; none for a change that created nothing */
    WriteTally.Twins twins() {
        return twins;
    }

    /** {@return what the last change found instead of creating, and forgets it}: empty when it created. */
    String takeNote() {
        String taken = note;
        note = "";
        return taken;
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

package io.chatapi.examples.provision;

import io.chatapi.examples.CommandFailedException;
import java.util.Map;

/**
 * Compares the state file with the server and lists the changes, in an order that works: domains
 * and agents first (later changes need their ids), then assignments, triggers and aliases, and
 * deletions last, only with {@code --prune} and only of records the {@link Ledger} owns. A field
 * the state file leaves out is not compared.
 */
final class Planner {
    private Planner() {}

    /**
     * Plans the changes. Reads no password: those are read only when an agent is created.
     *
     * @param env where password variables will be read from
     * @param ledger what the tool owns, for prune and adoption
     * @throws io.chatapi.examples.BadInputException when a new agent has no password source
     * @throws CommandFailedException when several server records match one entry of the state
     *     file (same e-mail, address, or name on a domain), naming them, so a change could hit the
     *     wrong one
     */
    static Plan plan(
            DesiredState want,
            ServerSnapshot have,
            PlanContext.Options options,
            Map<String, String> env,
            Ledger ledger) {
        PlanContext context = new PlanContext(want, have, options, env, ledger);
        DomainChanges.plan(context);
        AgentChanges.plan(context);
        AssignmentChanges.plan(context);
        TriggerChanges.plan(context);
        AliasChanges.plan(context);
        if (options.prune()) {
            Pruning.plan(context);
        } else {
            Pruning.describeUnmanaged(context);
        }
        return context.plan();
    }
}

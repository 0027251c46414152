package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CommandFailedException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Compares the state file with the server and lists the changes, in an order that works: domains
 * and agents first (later changes need their ids), then assignments, triggers and aliases, and
 * deletions last, only with {@code --prune}. A field the state file leaves out is not compared.
 */
final class Planner {
    private Planner() {}

    /**
     * Plans the changes.
     *
     * @param env where password variables are read from (to check that each new agent has one)
     * @throws BadInputException when a new agent has no readable password source
     * @throws CommandFailedException when the server holds two triggers or aliases of a name the
     *     state file uses, so a change could hit the wrong one
     */
    static Plan plan(DesiredState want, ServerSnapshot have, PlanContext.Options options, Map<String, String> env) {
        PlanContext context = new PlanContext(want, have, options, env);
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

    /** The one server record named {@code name}, or null; two or more make changing it unsafe. */
    static <T> T single(List<T> records, Function<T, String> name, String wanted, String kind) {
        List<T> named =
                records.stream().filter(r -> name.apply(r).equals(wanted)).toList();
        if (named.size() > 1) {
            throw new CommandFailedException(
                    "the server has " + named.size() + " " + kind + " named " + PlanContext.q(wanted)
                            + "; rename or delete all but one before provisioning, so that changes reach the right one");
        }
        return named.isEmpty() ? null : named.get(0);
    }
}

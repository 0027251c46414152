package io.chatapi.examples.provision;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The changes that would bring the server to the state file, in the order they are made, what could
 * not be compared, and notes about what was deliberately left alone.
 *
 * @param actions the changes
 * @param notes things the user should know that are not changes (drift that cannot be fixed
 *     through the API, records that prune leaves alone); printed on stderr
 * @param notCompared what the plan could not compare (an agent's status without {@code
 *     --status-codes}); named in the headline, since "nothing to do" would otherwise overclaim
 * @param checks what must hold before the first change is sent (new agents' passwords readable)
 */
record Plan(List<Action> actions, List<String> notes, List<String> notCompared, List<Runnable> checks) {
    Plan {
        actions = List.copyOf(actions);
        notes = List.copyOf(notes);
        notCompared = List.copyOf(notCompared);
        checks = List.copyOf(checks);
    }

    boolean isEmpty() {
        return actions.isEmpty();
    }

    /** The plan lines, such as {@code + create domain neu.example.de (shop 0)}. */
    List<String> lines() {
        return actions.stream().map(Action::line).toList();
    }

    /** How many changes delete a record. */
    long deletes() {
        return actions.stream().filter(a -> a.kind() == Action.Kind.DELETE).count();
    }

    /**
     * Runs the checks that must pass before anything is sent.
     *
     * @throws io.chatapi.examples.BadInputException when one fails (a password cannot be read)
     */
    void checkBeforeApplying() {
        checks.forEach(Runnable::run);
    }

    /** Whether the server matches the state file in every field compared, and every field was compared. */
    boolean inSync() {
        return actions.isEmpty() && notCompared.isEmpty();
    }

    /**
     * Prints the headline, the changes and a count per kind. "Nothing to do" only when nothing is
     * planned and every field was compared: a field not compared may differ.
     */
    void print(PrintStream out) {
        // One short line, and only while a status code is truly unknown (neither given nor learnt by the ledger).
        String notComparedText = "status of " + String.join(", ", notCompared) + " not compared (code unknown; give"
                + " --status-codes)";
        if (inSync()) {
            out.println("Nothing to do: the server matches the state file.");
        } else if (actions.isEmpty()) {
            out.println("No change planned; " + notComparedText + ".");
        } else {
            out.println("Plan" + (notCompared.isEmpty() ? "" : " (" + notComparedText + ")") + ":");
            actions.forEach(a -> out.println("  " + a.line()));
            out.println(summary());
        }
    }

    /** Such as {@code 2 to create, 1 to update, 0 to assign, 0 to unassign, 0 to delete.} */
    String summary() {
        Map<Action.Kind, Integer> counts = counts();
        StringBuilder text = new StringBuilder();
        counts.forEach((kind, n) -> {
            // Adoption is rare; the line mentions it only when there is some.
            if (kind != Action.Kind.ADOPT || n > 0) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(n)
                        .append(" to ")
                        .append(kind.verb);
            }
        });
        return text.append('.').toString();
    }

    /** How many changes of each kind, every kind present. */
    Map<Action.Kind, Integer> counts() {
        Map<Action.Kind, Integer> counts = new EnumMap<>(Action.Kind.class);
        for (Action.Kind kind : Action.Kind.values()) {
            counts.put(kind, 0);
        }
        actions.forEach(a -> counts.merge(a.kind(), 1, Integer::sum));
        return counts;
    }
}

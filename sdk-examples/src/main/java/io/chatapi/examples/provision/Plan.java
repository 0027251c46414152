package io.chatapi.examples.provision;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The changes that would bring the server to the state file, in the order they are made, and
 * notes about what was deliberately left alone.
 *
 * @param actions the changes
 * @param notes things the user should know that are not changes (drift that cannot be fixed
 *     through the API, records that only {@code --prune} would delete)
 */
record Plan(List<Action> actions, List<String> notes) {
    Plan {
        actions = List.copyOf(actions);
        notes = List.copyOf(notes);
    }

    boolean isEmpty() {
        return actions.isEmpty();
    }

    /** Prints the changes, a count per kind and the notes. */
    void print(PrintStream out) {
        if (actions.isEmpty()) {
            out.println("Nothing to do: the server matches the state file.");
        } else {
            out.println("Plan:");
            actions.forEach(a -> out.println("  " + a.line()));
            out.println(summary());
        }
        notes.forEach(n -> out.println("note: " + n));
    }

    /** Such as {@code 2 to create, 1 to update, 0 to assign, 0 to unassign, 0 to delete.} */
    String summary() {
        Map<Action.Kind, Integer> counts = new EnumMap<>(Action.Kind.class);
        for (Action.Kind kind : Action.Kind.values()) {
            counts.put(kind, 0);
        }
        actions.forEach(a -> counts.merge(a.kind(), 1, Integer::sum));
        StringBuilder text = new StringBuilder();
        counts.forEach((kind, n) -> text.append(text.length() == 0 ? "" : ", ")
                .append(n)
                .append(" to ")
                .append(kind.verb));
        return text.append('.').toString();
    }
}

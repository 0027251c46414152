package io.chatapi.examples.provision;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Warns when a plan creates again a record this ledger owned and the server no longer has (someone deleted it: by
 * hand, or another checkout's {@code --prune}). Such a create is not the same record back: it gets a new id, and
 * for a domain a new plug-in token, so every page embedding the old token stops showing the chat. The warning names
 * what changes for the shop, so an operator sees it before and after the run, not only a quiet exit 0.
 */
final class Recreations {
    /** The records already warned about in this run, by kind and id, so that a later round does not repeat one. */
    private final Set<String> warned = new HashSet<>();

    /**
     * {@return one warning per create in {@code plan} of a record in {@code lost}}, each said once per run
     *
     * @param dryRun whether the plan is only shown (then "would be created again")
     */
    List<String> warnings(Plan plan, List<Ledger.Owned> lost, boolean dryRun) {
        List<String> warnings = new ArrayList<>();
        for (Action action : plan.actions()) {
            if (action.kind() != Action.Kind.CREATE) {
                continue;
            }
            for (Ledger.Owned old : lost) {
                if (Ledger.sameRecord(old, action.subject()) && warned.add(old.kind() + " " + old.id())) {
                    warnings.add(action.subject().describe() + " was owned by this ledger (id " + old.id()
                            + ") and is gone from the server (deleted by hand, or by another checkout's --prune);"
                            + (dryRun ? " it would be created again: " : " it is created again: ")
                            + consequence(old.kind()));
                }
            }
        }
        return warnings;
    }

    /** What a record made again means for the shop. */
    static String consequence(String kind) {
        return switch (kind) {
            case Ledger.DOMAIN ->
                "its plug-in token changes, so every shop page embedding the old token stops showing the chat"
                        + " until it embeds the new one (domains token ID prints it)";
            case Ledger.AGENT ->
                "a new agent with a new id and the state file's password; the old agent's sign-in history and"
                        + " tickets are not carried over, and its shops are assigned again";
            case Ledger.TRIGGER -> "a new trigger with a new id, active from now";
            default -> "a new alias with a new id";
        };
    }
}

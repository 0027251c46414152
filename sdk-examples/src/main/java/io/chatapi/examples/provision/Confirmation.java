package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The consent a deletion needs, as kubectl's prune never deletes by default: {@code --yes}, or on a
 * terminal (stdin and stderr both) the answer {@code yes} to a question on stderr. Without a
 * terminal and without {@code --yes}, nothing at all is applied: a plan is applied whole or not.
 */
final class Confirmation {
    private Confirmation() {}

    /**
     * Whether the deletions of the plan may go ahead. The question names each record to delete with
     * its shop and id, since with {@code --output json} no plan was printed above it.
     *
     * @param plan the plan, whose deletions are asked about
     * @param yes whether {@code --yes} was given
     * @return true to go ahead; false when the person at the terminal declined
     * @throws BadInputException without a terminal and without {@code --yes}
     */
    static boolean deletesConfirmed(CliContext context, Plan plan, boolean yes) {
        List<Action> deletes = plan.actions().stream()
                .filter(a -> a.kind() == Action.Kind.DELETE)
                .toList();
        if (deletes.isEmpty() || yes) {
            return true;
        }
        String what = deletes.size() == 1 ? "1 record" : deletes.size() + " records";
        if (!context.console()) {
            throw new BadInputException("the plan deletes " + what + " (the lines starting with -); without a"
                    + " terminal to confirm on, give --yes to allow it. Nothing was changed.");
        }
        context.err().println("The plan deletes " + what + ":");
        deletes.forEach(d -> context.err().println("  " + d.line()));
        context.err().print("Type yes to apply the plan: ");
        context.err().flush();
        try {
            // Not closed: it would close stdin, which this reader does not own.
            String answer = new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8)).readLine();
            return answer != null && answer.strip().equals("yes");
        } catch (IOException e) {
            return false;
        }
    }
}

package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The consent a deletion needs, as kubectl's prune never deletes by default: {@code --yes}, or on a
 * terminal (stdin and stderr both) the answer {@code yes} to a question on stderr. Without a
 * terminal and without {@code --yes}, nothing at all is applied: a plan is applied whole or not.
 */
final class Confirmation {
    private Confirmation() {}

    /**
     * Whether the deletions of the plan printed above may go ahead.
     *
     * @param deletes how many records the plan deletes
     * @param yes whether {@code --yes} was given
     * @return true to go ahead; false when the person at the terminal declined
     * @throws BadInputException without a terminal and without {@code --yes}
     */
    static boolean deletesConfirmed(CliContext context, long deletes, boolean yes) {
        if (deletes == 0 || yes) {
            return true;
        }
        String what = deletes == 1 ? "1 record" : deletes + " records";
        if (!context.console()) {
            throw new BadInputException("the plan deletes " + what + " (the lines starting with -); without a"
                    + " terminal to confirm on, give --yes to allow it. Nothing was changed.");
        }
        context.err().print("The plan deletes " + what + " (the lines starting with -). Type yes to apply it: ");
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

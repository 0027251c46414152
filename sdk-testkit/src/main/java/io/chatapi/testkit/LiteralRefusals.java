package io.chatapi.testkit;

import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * How a {@link Mode#STRICT strict} server words a refusal. The spec shows one refusal ({@code "Error -
 * user already exist"} with status 1), states that success statuses are 1 or 2 and lists no catalogue
 * of error messages, so a client can rely on neither the wording nor the status: these refusals vary
 * both. The draws come from a fixed seed and start over at {@link #restart()}, so a sequential test
 * sees the same refusals on every run. After a restart they begin {@code "Nie znaleziono"} (status 2),
 * {@code "Invalid data"} (0), {@code "Access denied"} (2), {@code "Brak uprawnień"} (2), {@code
 * "error: ..."} (2): the first refusals a test meets do not start with "error".
 */
final class LiteralRefusals {
    /** The seed of the draws. */
    static final long SEED = 99L;

    /** Texts a literal server may answer, some naming the cause, some not, in two languages. */
    private static final List<UnaryOperator<String>> WORDINGS = List.of(
            reason -> "Access denied",
            reason -> "Nie znaleziono",
            reason -> "error: " + reason,
            reason -> "Invalid data",
            reason -> "Brak uprawnień",
            reason -> "Error - " + reason);

    /** The statuses seen in the spec's samples, for success and failure alike. */
    private static final int STATUSES = 3;

    private Random random = new Random(SEED);

    /** The reply refusing a request for {@code error}'s reason. */
    synchronized Reply refuse(ApiError error) {
        String text = WORDINGS.get(random.nextInt(WORDINGS.size())).apply(error.reason());
        return Reply.refused(random.nextInt(STATUSES), text);
    }

    /** Starts the sequence of draws over. */
    synchronized void restart() {
        random = new Random(SEED);
    }
}

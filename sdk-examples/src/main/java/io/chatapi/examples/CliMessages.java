package io.chatapi.examples;

import io.chatapi.sdk.errors.CallTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A failure's message in the CLI's words: the SDK's advice names its own methods ({@code ensure()}, {@code
 * findOrAdd}), which an operator cannot call, so any clause that does is left out; a timeout names {@code
 * --timeout}. Every message the CLI prints for a failure goes through here.
 */
public final class CliMessages {
    /** SDK method and setting names that mean nothing on the command line. */
    private static final Pattern SDK_NAMES =
            Pattern.compile("\\b(ensure\\(\\)|ensure|findOrAdd|addReplacingToken|assignAgents|readRetries"
                    + "|callTimeout|jobBudget|CallOptions|ChatApiClientBuilder)\\b");

    private CliMessages() {}

    /**
     * {@return the message of {@code failure} as the CLI prints it}
     *
     * @param failure what went wrong
     */
    public static String of(Throwable failure) {
        String text = withoutSdkAdvice(String.valueOf(failure.getMessage()));
        if (failure instanceof CallTimeoutException || failure.getCause() instanceof CallTimeoutException) {
            text += " (a call may take at most --timeout; give a longer one, or set " + ApiTarget.ENV_TIMEOUT + ")";
        }
        return text;
    }

    /** {@code text} without its clauses (split at "; " and ": ") that name an SDK method. */
    static String withoutSdkAdvice(String text) {
        if (!SDK_NAMES.matcher(text).find()) {
            return text;
        }
        List<String> kept = new ArrayList<>();
        for (String clause : text.split("(?<=[;.]) ")) {
            if (!SDK_NAMES.matcher(clause).find()) {
                kept.add(clause);
            }
        }
        String joined = String.join(" ", kept).strip();
        return joined.endsWith(";") ? joined.substring(0, joined.length() - 1) : joined;
    }
}

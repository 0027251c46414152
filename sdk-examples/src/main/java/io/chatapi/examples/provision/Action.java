package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;

/**
 * One change of a plan: what kind it is, how it reads in the plan, and the calls that make it.
 *
 * @param kind create, update, assign, unassign, adopt or delete
 * @param description the plan line, such as {@code agent ann@example.com: name "Ann" → "Ann Lee"};
 *     never holds a secret
 * @param step the calls that make the change
 */
record Action(Kind kind, String description, Step step) {
    /** The kinds of change, in the words and signs the plan uses. */
    enum Kind {
        CREATE("+", "create"),
        UPDATE("~", "update"),
        ASSIGN(">", "assign"),
        UNASSIGN("<", "unassign"),
        /** Records an existing record in the ledger; sends nothing to the server. */
        ADOPT("*", "adopt"),
        DELETE("-", "delete");

        final String sign;
        final String verb;

        Kind(String sign, String verb) {
            this.sign = sign;
            this.verb = verb;
        }
    }

    /** The calls of one change: at most one write, then any reading back of a new record's id. */
    @FunctionalInterface
    interface Step {
        void apply(ChatApiClient client, Directory ids);
    }

    /** The plan line with its sign, such as {@code + create agent ann@example.com …}. */
    String line() {
        return kind.sign + " " + kind.verb + " " + description;
    }
}

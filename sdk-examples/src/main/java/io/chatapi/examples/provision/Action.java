package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One change of a plan: what kind it is, which record (kind, name, shop, id), which fields change
 * from what to what, and the calls that make it. The plan line and the JSON report are both drawn
 * from these parts, so they cannot say different things.
 *
 * @param kind create, update, assign, unassign, adopt or delete
 * @param subject the record; for an assignment, the agent, with the domain as its one shop
 * @param fields the fields set (create) or changed (update); empty otherwise. Never a secret: a
 *     password shows as its source
 * @param note why, when the line needs it (such as {@code its plug-in token stops working}); may be
 *     empty
 * @param step the calls that make the change
 */
record Action(Kind kind, Subject subject, List<FieldChange> fields, String note, Step step) {
    Action {
        fields = List.copyOf(fields);
    }

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

    /**
     * The plan line without its sign and verb, such as {@code trigger "Welcome" on shop.example.com
     * (id 1): delay 10 s → 15 s} or {@code ann@example.com (id a-1) to neu.example.de}.
     */
    String description() {
        if (kind == Kind.ASSIGN || kind == Kind.UNASSIGN) {
            return subject.name()
                    + subject.idText()
                    + (kind == Kind.ASSIGN ? " to " : " from ")
                    + String.join(", ", subject.domains());
        }
        String what = subject.describe();
        if (fields.isEmpty()) {
            return note.isEmpty() ? what : what + ": " + note;
        }
        String changes = fields.stream().map(f -> f.render(kind == Kind.UPDATE)).collect(Collectors.joining(", "));
        return what + ": " + changes + (note.isEmpty() ? "" : " (" + note + ")");
    }

    /** The plan line with its sign, such as {@code + create agent ann@example.com: …}. */
    String line() {
        return kind.sign + " " + kind.verb + " " + description();
    }
}

package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import java.util.List;

/**
 * One field of a change: its name as the state file spells it ({@code job_title}, {@code delay}),
 * the server's value and the wanted one. A create has no server value. The JSON report carries
 * both values as JSON; the plan line shows them as {@code name old → new}, each in its {@link
 * Style}.
 *
 * @param name the field, as in the state file
 * @param before the server's value (null for a create, or when the server has none)
 * @param after the wanted value
 * @param style how a plan line shows the values
 */
record FieldChange(String name, Object before, Object after, Style style) {
    /** How a value reads in a plan line. */
    enum Style {
        /** Quoted as JSON does: {@code "Ann Lee"}. */
        TEXT,
        /** As it is: {@code 3}, {@code away}, {@code true}. */
        PLAIN,
        /** A number of seconds: {@code 15 s}. */
        SECONDS,
        /** A list of texts: {@code ["a", "b"]}. */
        TEXTS
    }

    static FieldChange text(String name, String before, String after) {
        return new FieldChange(name, before, after, Style.TEXT);
    }

    static FieldChange plain(String name, Object before, Object after) {
        return new FieldChange(name, before, after, Style.PLAIN);
    }

    static FieldChange seconds(String name, Long before, long after) {
        return new FieldChange(name, before, after, Style.SECONDS);
    }

    static FieldChange texts(String name, List<String> before, List<String> after) {
        return new FieldChange(name, before == null ? null : List.copyOf(before), List.copyOf(after), Style.TEXTS);
    }

    /** {@code job title "Support"} for a create; {@code chats 4 → 5} for an update. */
    String render(boolean update) {
        String label = name.replace('_', ' ');
        return update ? label + " " + show(before) + " → " + show(after) : label + " " + show(after);
    }

    private String show(Object value) {
        if (value == null) {
            return "(none)";
        }
        return switch (style) {
            case TEXT -> q(value.toString());
            case PLAIN -> value.toString();
            case SECONDS -> value + " s";
            case TEXTS ->
                PlanContext.list(((List<?>) value).stream().map(String::valueOf).toList());
        };
    }
}

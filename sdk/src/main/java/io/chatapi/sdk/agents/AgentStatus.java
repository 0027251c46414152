package io.chatapi.sdk.agents;

import java.util.Locale;

/**
 * The default status an agent starts in, as sent when adding or editing an agent. Replies carry a
 * status code instead (a digit in a string) whose mapping to these the spec does not give, so
 * replies keep that code as sent ({@link AgentDetail#statusCode()}).
 */
public enum AgentStatus {
    /** Online, sent as {@code online}. */
    ONLINE,
    /** Away, sent as {@code away}. */
    AWAY,
    /** Offline, sent as {@code offline}. */
    OFFLINE;

    /**
     * The value sent: {@code online}, {@code away} or {@code offline}.
     *
     * @return the status's name in lower case
     */
    public String wireValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}

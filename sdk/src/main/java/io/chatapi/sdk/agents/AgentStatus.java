package io.chatapi.sdk.agents;

import java.util.Locale;

/** An agent's default status, sent on add and edit; replies carry a code ({@link AgentDetail#statusCode()}). */
public enum AgentStatus {
    /** Online, sent as {@code online}. */
    ONLINE,
    /** Away, sent as {@code away}. */
    AWAY,
    /** Offline, sent as {@code offline}. */
    OFFLINE;

    /** {@return the value sent: {@code online}, {@code away} or {@code offline}} */
    public String wireValue() {
        return name().toLowerCase(Locale.ROOT);
    }
}

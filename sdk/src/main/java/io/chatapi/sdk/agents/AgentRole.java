package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Arrays;
import java.util.Optional;

/** An agent's role, as the service names it. */
public enum AgentRole {
    /** {@code admin}: may manage the account. */
    ADMIN,
    /** {@code agent}: talks to clients. */
    AGENT;

    /**
     * The role for a wire value, or empty for one the SDK does not know.
     *
     * @param value the role as sent, such as {@code admin}; letter case and surrounding spaces are
     *     ignored
     * @return the role, or empty when the value names no known role
     */
    public static Optional<AgentRole> fromWire(String value) {
        return Arrays.stream(values())
                .filter(r -> r.name().equalsIgnoreCase(value.trim()))
                .findFirst();
    }

    /** The role for a wire value, or {@code null} (read as empty) for one the SDK does not know. */
    @JsonCreator
    static AgentRole wire(String value) {
        return fromWire(value).orElse(null);
    }
}

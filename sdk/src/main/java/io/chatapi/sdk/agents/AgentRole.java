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
     * {@return the role for a wire value, or empty for one the SDK does not know}
     *
     * @param value the role as sent, such as {@code admin}; case and surrounding spaces are ignored
     */
    public static Optional<AgentRole> fromWire(String value) {
        return Arrays.stream(values())
                .filter(r -> r.name().equalsIgnoreCase(value.trim()))
                .findFirst();
    }

    // null reads as empty
    @JsonCreator
    static AgentRole wire(String value) {
        return fromWire(value).orElse(null);
    }
}

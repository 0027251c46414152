package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.internal.ModelText;
import java.util.Optional;

/**
 * The subscription's agent seats, from {@link AgentsClient#seats()}: the counters the agent list carries beside the
 * agents. Kept apart from {@link AgentsClient#list()} so that every resource's {@code list()} is a plain {@code
 * List}, and so that two values are equal exactly when their counters are.
 *
 * @param maxSubscribedAgents {@code maxUsersSub}: how many agents the subscription allows; empty when not a number
 * @param currentSubscribedAgents {@code currentUsersSub}: how many it counts now; empty when not a number
 */
public record AgentSeats(
        @JsonProperty("maxUsersSub") Optional<Integer> maxSubscribedAgents,
        @JsonProperty("currentUsersSub") Optional<Integer> currentSubscribedAgents) {

    /**
     * Checks the fields.
     *
     * @param maxSubscribedAgents see {@link #maxSubscribedAgents()}
     * @param currentSubscribedAgents see {@link #currentSubscribedAgents()}
     * @throws IllegalArgumentException when either is null
     */
    public AgentSeats {
        if (maxSubscribedAgents == null || currentSubscribedAgents == null) {
            throw new IllegalArgumentException("a seat counter is null: use Optional.empty()");
        }
    }

    /** {@return both counters} */
    @Override
    public String toString() {
        return ModelText.of("AgentSeats")
                .field("maxSubscribedAgents", maxSubscribedAgents)
                .field("currentSubscribedAgents", currentSubscribedAgents)
                .toString();
    }
}

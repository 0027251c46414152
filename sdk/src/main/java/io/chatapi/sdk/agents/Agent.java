package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.Optional;

/**
 * An agent as listed by {@link AgentsClient#list()}.
 *
 * @param id the agent's uuid ({@code uuid}, equal to its list key); an agent sent without one is
 *     left out of the list (the raw reply keeps it)
 * @param name the agent's name
 * @param email the agent's e-mail address
 * @param role the role, empty when missing or not one the SDK knows (see {@link #raw()})
 * @param pid the {@code pid} field, meaning not documented
 * @param photo URL or relative path of the agent's image
 * @param domainCount how many domains the agent has
 * @param subscription the {@code subscription} flag
 * @param raw the object as sent
 */
public record Agent(
        @JsonProperty(value = "uuid", required = true) @NonBlank
        String id,

        @JsonProperty("name") Optional<String> name,
        @JsonProperty("email") Optional<String> email,
        @JsonProperty("role") Optional<AgentRole> role,
        @JsonProperty("pid") Optional<String> pid,
        @JsonProperty("photo") @NonBlank Optional<String> photo,
        @JsonProperty("domains") Optional<Integer> domainCount,
        @JsonProperty("subscription") Optional<Boolean> subscription,
        RawJson raw) {}

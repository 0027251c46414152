package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.Optional;

/**
 * An agent as listed by {@link AgentsClient#list()}.
 *
 * @param id {@code uuid}, also its list key; an agent without one is left out (the raw reply keeps it)
 * @param name {@code name}
 * @param email {@code email}, the e-mail address
 * @param role {@code role}, empty when missing or unknown (see {@link #raw()})
 * @param pid {@code pid}, meaning not documented
 * @param photo {@code photo}, URL or relative path of the agent's image
 * @param domainCount {@code domains}, how many domains the agent has
 * @param subscription {@code subscription} flag
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
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Agent")
                .field("id", id)
                .personal("name", name)
                .personal("email", email)
                .field("role", role)
                .field("pid", pid)
                .personal("photo", photo)
                .field("domainCount", domainCount)
                .field("subscription", subscription)
                .toString();
    }
}

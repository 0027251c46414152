package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.Optional;

/**
 * An agent as listed by {@link AgentsClient#list()}.
 *
 * @param id the agent's uuid (from {@code uuid}, or the list key when that is missing)
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
        String id,
        Optional<String> name,
        Optional<String> email,
        Optional<AgentRole> role,
        Optional<String> pid,
        Optional<String> photo,
        Optional<Integer> domainCount,
        Optional<Boolean> subscription,
        RawJson raw) {

    /**
     * Decodes leniently: missing or mistyped fields read as empty.
     *
     * @param key the key the agent was listed under, used when the object has no uuid
     * @param node the agent object as sent
     * @return the agent
     */
    public static Agent fromJson(String key, JsonNode node) {
        return new Agent(
                Lenient.nonBlankText(node, "uuid").orElse(key),
                Lenient.text(node, "name"),
                Lenient.text(node, "email"),
                Lenient.mapped(node, "role", AgentRole::fromWire),
                Lenient.text(node, "pid"),
                Lenient.nonBlankText(node, "photo"),
                Lenient.integer(node, "domains"),
                Lenient.flag(node, "subscription"),
                RawJson.of(node));
    }
}

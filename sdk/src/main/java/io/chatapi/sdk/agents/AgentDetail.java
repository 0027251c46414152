package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.json.Lenient;
import java.util.List;
import java.util.Optional;

/**
 * One agent in full, as read by {@link AgentsClient#get(String)}.
 *
 * @param id the agent's uuid
 * @param name the agent's name
 * @param email the agent's e-mail address
 * @param role the role, empty when missing or unknown
 * @param statusCode the agent's status code exactly as sent (a digit in a string); the spec does
 *     not map it to online, away or offline, so neither does the SDK
 * @param chats how many conversations the agent takes at once
 * @param jobTitle the job title
 * @param dashboardLayout the dashboard layout from {@code conversationblocks}, when one is set
 * @param domains the agent's domains (without plug-in tokens)
 * @param photoUrl the image URL from {@code media.address}
 * @param raw the {@code content.user} object as sent
 */
public record AgentDetail(
        String id,
        Optional<String> name,
        Optional<String> email,
        Optional<AgentRole> role,
        Optional<String> statusCode,
        Optional<Integer> chats,
        Optional<String> jobTitle,
        Optional<DashboardLayout> dashboardLayout,
        List<DomainSummary> domains,
        Optional<String> photoUrl,
        RawJson raw) {

    /**
     * Copies the list, so the record stays immutable.
     *
     * @param id the agent's uuid
     * @param name the agent's name
     * @param email the agent's e-mail address
     * @param role the role, empty when missing or unknown
     * @param statusCode the agent's status code exactly as sent
     * @param chats how many conversations the agent takes at once
     * @param jobTitle the job title
     * @param dashboardLayout the dashboard layout, when one is set
     * @param domains the agent's domains
     * @param photoUrl the image URL
     * @param raw the {@code content.user} object as sent
     */
    public AgentDetail {
        domains = List.copyOf(domains);
    }

    /**
     * Decodes an agent object ({@code content.user}, or a ticket entry's {@code users}).
     *
     * @param fallbackId the id asked for, used when the object has no uuid
     * @param user the agent object as sent
     * @param media the reply's {@code media} object, or {@code null}
     * @return the agent
     */
    public static AgentDetail fromJson(String fallbackId, JsonNode user, JsonNode media) {
        return new AgentDetail(
                Lenient.nonBlankText(user, "uuid").orElse(fallbackId == null ? "" : fallbackId),
                Lenient.text(user, "name"),
                Lenient.text(user, "email"),
                Lenient.mapped(user, "role", AgentRole::fromWire),
                Lenient.nonBlankText(user, "status"),
                Lenient.integer(user, "chats"),
                Lenient.text(user, "job_title"),
                Lenient.node(user, "conversationblocks").flatMap(DashboardLayout::fromJson),
                Lenient.objects(user, "domains").stream()
                        .map(DomainSummary::fromJson)
                        .toList(),
                Lenient.nonBlankText(media, "address"),
                RawJson.of(user));
    }
}

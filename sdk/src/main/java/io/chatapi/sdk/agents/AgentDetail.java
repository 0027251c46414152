package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.List;
import java.util.Optional;

/**
 * One agent in full, as read by {@link AgentsClient#get(String)}.
 *
 * @param id the agent's uuid ({@code uuid}; the id asked for when {@code content.user} has none; a
 *     ticket's {@code users} without one reads as no agent)
 * @param name the agent's name
 * @param email the agent's e-mail address
 * @param role the role, empty when missing or unknown
 * @param statusCode the agent's status code exactly as sent (a digit in a string); the spec does
 *     not map it to online, away or offline, so neither does the SDK
 * @param chats how many conversations the agent takes at once
 * @param jobTitle the job title
 * @param dashboardLayout the dashboard layout from {@code conversationblocks}, when one is set
 * @param domains the agent's domains (without plug-in tokens)
 * @param photoUrl the image URL from {@code media.address}, beside {@code content.user}; empty for
 *     the agent of a ticket's conversation
 * @param raw the {@code content.user} object as sent
 */
public record AgentDetail(
        @JsonProperty(value = "uuid", required = true) @NonBlank
        String id,

        @JsonProperty("name") Optional<String> name,
        @JsonProperty("email") Optional<String> email,
        @JsonProperty("role") Optional<AgentRole> role,
        @JsonProperty("status") @NonBlank Optional<String> statusCode,
        @JsonProperty("chats") Optional<Integer> chats,
        @JsonProperty("job_title") Optional<String> jobTitle,
        @JsonProperty("conversationblocks") Optional<DashboardLayout> dashboardLayout,
        @JsonProperty("domains") List<DomainSummary> domains,
        // Not in the agent object: filled from the reply around it (withPhoto).
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

    /** This agent with the photo from the {@code media} object beside {@code content.user}. */
    AgentDetail withPhoto(Optional<String> mediaAddress) {
        return new AgentDetail(
                id, name, email, role, statusCode, chats, jobTitle, dashboardLayout, domains, mediaAddress, raw);
    }
}

package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.List;
import java.util.Optional;

/**
 * One agent in full, as read by {@link AgentsClient#get(String)}.
 *
 * @param id {@code uuid}, else the id asked for; a ticket's {@code users} without one reads as no agent
 * @param name {@code name}
 * @param email {@code email}, the e-mail address
 * @param role {@code role}, empty when missing or unknown
 * @param statusCode {@code status} as sent (a digit in a string): the spec does not map it to a status
 * @param chats {@code chats}, how many conversations the agent takes at once
 * @param jobTitle {@code job_title}
 * @param dashboardLayout {@code conversationblocks}, when set
 * @param domains {@code domains}, without plug-in tokens
 * @param photoUrl {@code media.address} beside {@code content.user}; empty in a ticket's conversation
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
        // Not in the agent object: filled from the reply around it by AgentsClient.get.
        Optional<String> photoUrl,
        RawJson raw) {

    /**
     * Copies the list, so the record stays immutable.
     *
     * @param id see {@link #id()}
     * @param name see {@link #name()}
     * @param email see {@link #email()}
     * @param role see {@link #role()}
     * @param statusCode see {@link #statusCode()}
     * @param chats see {@link #chats()}
     * @param jobTitle see {@link #jobTitle()}
     * @param dashboardLayout see {@link #dashboardLayout()}
     * @param domains see {@link #domains()}
     * @param photoUrl see {@link #photoUrl()}
     * @param raw see {@link #raw()}
     */
    public AgentDetail {
        domains = List.copyOf(domains);
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("AgentDetail")
                .field("id", id)
                .personal("name", name)
                .personal("email", email)
                .field("role", role)
                .field("statusCode", statusCode)
                .field("chats", chats)
                .field("jobTitle", jobTitle)
                .field("dashboardLayout", dashboardLayout)
                .count("domains", domains)
                .personal("photoUrl", photoUrl)
                .toString();
    }
}

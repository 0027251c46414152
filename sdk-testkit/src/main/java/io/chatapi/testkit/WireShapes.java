package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The JSON shapes of the spec's Resources section, field by field and spelling by spelling
 * ({@code visability} in summaries, {@code visibility} in the domain list, {@code platfrom}). Numbers
 * and flags are strings where the spec says string.
 */
final class WireShapes {
    /** Where agent images are served; the list carries the relative path, the detail the full URL. */
    static final String MEDIA_BASE = "https://chat.example.com/";

    private WireShapes() {}

    /** An agent in the agent list. */
    static ObjectNode agentListEntry(Agent agent, int domainCount) {
        return PhpJson.object()
                .put("name", agent.name())
                .put("role", agent.role())
                .put("pid", agent.pid())
                .put("email", agent.email())
                .put("photo", agent.photo())
                .put("uuid", agent.uuid())
                .put("domains", domainCount)
                .put("subscription", agent.subscription());
    }

    /** The agent object of the detail's {@code content.user} and of a ticket entry's {@code users}. */
    static ObjectNode agentUser(Agent agent) {
        return PhpJson.object()
                .put("name", agent.name())
                .put("email", agent.email())
                .put("role", agent.role())
                .put("status", agent.status())
                .put("chats", agent.chats())
                .put("conversationblocks", agent.conversationBlocks())
                .put("uuid", agent.uuid())
                .put("job_title", agent.jobTitle());
    }

    /** A domain summary; the token is absent in the agent detail and present elsewhere. */
    static ObjectNode domainSummary(Domain domain, boolean withToken) {
        ObjectNode summary = PhpJson.object().put("address", domain.address()).put("uuid", domain.uuid());
        if (withToken) {
            summary.put("token", domain.token());
        }
        return summary.put("active_inactive", domain.activeInactive())
                .put("chatclient_id", domain.chatclientId())
                .put("visability", domain.visibility())
                .put("shops", domain.shop());
    }

    /** Domain summaries with tokens, as in alias and agent-domain lists. */
    static ArrayNode domainSummaries(List<Domain> domains, boolean withToken) {
        ArrayNode array = PhpJson.array();
        domains.forEach(domain -> array.add(domainSummary(domain, withToken)));
        return array;
    }

    /** A domain in the domain list. */
    static ObjectNode domainListEntry(Domain domain, int agentCount) {
        return PhpJson.object()
                .put("address", domain.address())
                .put("agents", agentCount)
                .put("uuid", domain.uuid())
                .put("token", domain.token())
                .put("active", domain.active())
                .put("chatclient_id", domain.chatclientId())
                .put("active_inactive", domain.activeInactive())
                .put("visibility", domain.visibility())
                .put("shops", domain.shop());
    }

    /** A trigger; the single-trigger reply adds an empty {@code domainsusers} object to its domain. */
    static ObjectNode trigger(Trigger trigger, Domain domain, boolean single) {
        ObjectNode node = PhpJson.object()
                .put("id", trigger.id())
                .put("name", trigger.name())
                .put("url", trigger.url())
                .put("message", trigger.message())
                .put("display_time", trigger.displayTime())
                .put("status", trigger.status());
        if (domain == null) {
            return node.putNull("domains");
        }
        ObjectNode summary = domainSummary(domain, true);
        if (single) {
            summary.putObject("domainsusers");
        }
        node.set("domains", summary);
        return node;
    }

    /** A sign-in log entry. */
    static ObjectNode signIn(SignIn entry) {
        return PhpJson.object()
                .put("date", entry.date())
                .put("ip", entry.ip())
                .put("browser", entry.browser())
                .put("browser_version", entry.browserVersion())
                .put("platfrom", entry.platform());
    }

    /**
     * A ticket in the ticket list: its first message, the client data as an object, and {@code geoinfo}
     * always {@code no data}, as the spec's list sample shows.
     */
    static ObjectNode ticketListEntry(Ticket ticket, Domain domain) {
        ObjectNode node = PhpJson.object().put("id", ticket.id());
        message(node, ticket, ticket.entries().get(0), domain);
        // Shared, not copied: reply trees are only written, never changed.
        node.set("chat_user_data", ticket.clientData());
        node.put("client_uuid", ticket.clientUuid());
        node.put("geoinfo", "no data");
        return direction(node, ticket.entries().get(0));
    }

    /**
     * A ticket's conversation, one entry per message: no {@code id}, client data and geolocation as
     * JSON-encoded strings, and the answering agent as {@code users} (null once the agent is deleted).
     */
    static ArrayNode conversation(Ticket ticket, Domain domain, Agent agent) {
        String clientData = ticket.clientData() == null ? null : PhpJson.text(ticket.clientData());
        String geoInfo = ticket.geoInfo() == null ? "no data" : PhpJson.text(ticket.geoInfo());
        ObjectNode users = agent == null ? null : agentUser(agent);
        ArrayNode entries = PhpJson.array();
        for (Ticket.Entry entry : ticket.entries()) {
            ObjectNode node = message(entries.addObject(), ticket, entry, domain)
                    .put("chat_user_data", clientData)
                    .put("client_uuid", ticket.clientUuid())
                    .put("geoinfo", geoInfo);
            direction(node, entry).set("users", users);
        }
        return entries;
    }

    private static ObjectNode message(ObjectNode node, Ticket ticket, Ticket.Entry entry, Domain domain) {
        return node.put("domain_token", domain == null ? null : domain.token())
                .put("body", entry.body())
                .put("email", ticket.clientEmail())
                .put("time_send", entry.timeSend())
                .put("time_read", entry.timeRead());
    }

    private static ObjectNode direction(ObjectNode node, Ticket.Entry entry) {
        node.put("direction", entry.direction());
        node.putNull("display");
        return node;
    }
}

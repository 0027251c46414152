package io.chatapi.examples.resources;

import io.chatapi.examples.ClientName;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.SignIn;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.triggers.Trigger;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * The JSON shape of each model, field by field: the SDK's names in camelCase ({@code id}, {@code
 * email}, {@code displayDelaySeconds}), never the wire's spellings. Written by hand so that a change
 * of the SDK's records does not silently change what scripts read.
 */
final class Records {
    private Records() {}

    static JsonRecord agent(Agent a) {
        return new JsonRecord()
                .put("id", a.id())
                .put("name", a.name())
                .put("email", a.email())
                .put("role", a.role().map(Records::lower))
                .put("pid", a.pid())
                .put("photo", a.photo())
                .put("domainCount", a.domainCount())
                .put("subscription", a.subscription());
    }

    static JsonRecord agentDetail(AgentDetail a) {
        return new JsonRecord()
                .put("id", a.id())
                .put("name", a.name())
                .put("email", a.email())
                .put("role", a.role().map(Records::lower))
                .put("statusCode", a.statusCode())
                .put("chats", a.chats())
                .put("jobTitle", a.jobTitle())
                .put("photoUrl", a.photoUrl())
                .putList(
                        "domains",
                        a.domains().stream().map(Records::domainSummary).toList());
    }

    static JsonRecord domain(Domain d) {
        return new JsonRecord()
                .put("id", d.id())
                .put("address", d.address())
                .put("agentCount", d.agentCount())
                .put("pluginToken", d.pluginToken())
                .put("active", d.active())
                .put("chatClientId", d.chatClientId())
                .put("visibility", d.visibility())
                .put("shop", d.shop().map(ShopSystem::code));
    }

    static JsonRecord domainSummary(DomainSummary d) {
        return new JsonRecord()
                .put("id", d.id())
                .put("address", d.address())
                .put("pluginToken", d.pluginToken())
                .put("active", d.active())
                .put("chatClientId", d.chatClientId())
                .put("visibility", d.visibility())
                .put("shop", d.shop().map(ShopSystem::code));
    }

    static JsonRecord signIn(SignIn s) {
        return new JsonRecord()
                .put("time", s.time())
                .put("ip", s.ip())
                .put("browser", s.browser())
                .put("browserVersion", s.browserVersion())
                .put("platform", s.platform());
    }

    static JsonRecord trigger(Trigger t) {
        return new JsonRecord()
                .put("id", t.id())
                .put("name", t.name())
                .put("url", t.url())
                .put("message", t.message())
                .put("displayDelaySeconds", t.displayDelay().map(Duration::getSeconds))
                .put("active", t.active())
                .put("domain", t.domain().map(Records::domainSummary));
    }

    static JsonRecord alias(Alias a) {
        return new JsonRecord()
                .put("id", a.id())
                .put("name", a.name())
                .put("text", a.text())
                .putList(
                        "domains",
                        a.domains().stream().map(Records::domainSummary).toList());
    }

    static JsonRecord ticket(Ticket t) {
        return new JsonRecord()
                .put("id", t.id())
                .put("email", t.email())
                .put("body", t.body())
                .put("timeSent", t.timeSent())
                .put("timeRead", t.timeRead())
                .put("direction", t.direction())
                .put("clientUuid", t.clientUuid())
                .put("domainToken", t.domainToken())
                .put("geo", t.geoInfo().map(Records::geo))
                // Documented for every ticket; the server's list does not say who took one, so null here.
                .put("agent", Optional.<JsonRecord>empty())
                .put("clientName", ClientName.of(t.clientData()));
    }

    static JsonRecord conversation(Conversation c) {
        return new JsonRecord()
                .put("id", c.ticketId())
                .putList("messages", c.messages().stream().map(Records::message).toList());
    }

    /** A create, with the id the SDK read back. */
    static JsonRecord created(String action, String id) {
        return new JsonRecord().put("action", action).put("id", id);
    }

    /** An add that found the record already there with the same content, and sent nothing. */
    static JsonRecord existing(String action, String id) {
        return new JsonRecord().put("action", action).put("id", id).put("existed", true);
    }

    static JsonRecord written(String action, String id, WriteResult result) {
        return new JsonRecord().put("action", action).put("id", id).put("message", result.message());
    }

    private static JsonRecord message(ConversationMessage t) {
        return new JsonRecord()
                // The entries carry no id; the key stays so the output's field names are stable for scripts.
                .put("id", Optional.<String>empty())
                .put("email", t.email())
                .put("body", t.body())
                .put("timeSent", t.timeSent())
                .put("timeRead", t.timeRead())
                .put("direction", t.direction())
                .put("clientUuid", t.clientUuid())
                .put("domainToken", t.domainToken())
                .put("geo", t.geoInfo().map(Records::geo))
                .put("agent", t.agent().map(a -> new JsonRecord()
                        .put("id", a.id())
                        .put("name", a.name())
                        .put("email", a.email())));
    }

    private static JsonRecord geo(GeoInfo g) {
        return new JsonRecord()
                .put("ip", g.ip())
                .put("location", g.location())
                .put("countryName", g.countryName())
                .put("countryCode", g.countryCode())
                .put("regionName", g.regionName())
                .put("latitude", g.latitude())
                .put("longitude", g.longitude())
                .put("timeZone", g.timeZone())
                .put("browserType", g.browserType())
                .put("referer", g.referer())
                .put("os", g.os())
                .put("mobile", g.mobile());
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}

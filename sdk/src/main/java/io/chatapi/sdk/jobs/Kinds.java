package io.chatapi.sdk.jobs;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggerKey;
import io.chatapi.sdk.triggers.TriggersClient;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The kinds of record the clients converge on, each built from its client's public calls (list, get, delete) and its
 * identity rule. The writes are handed in: a create is the one request the client's {@code add} sends after its own
 * check, which the public API does not offer alone (sent without the engine's check it could duplicate a record); an
 * edit is the request of the client's public {@code edit}, called without the bridge method the compiler adds to it. A client
 * handed in should have no read retries of its own, so that the job budget is the only loop.
 */
public final class Kinds {
    private Kinds() {}

    /**
     * {@return agents, by e-mail (trimmed, any case), as logins are}: the list shows the name only, so another field
     * is compared on the agent's detail ({@code get}), and an acknowledged edit is trusted rather than read in full
     * again; the password is never compared (never read)
     *
     * @param client the agents client
     * @param create sends the create of an agent
     * @param statusOf the status a code read back stands for, or null
     * @param createEndpoint the create's path, for refusals
     */
    public static RecordKind<NewAgent, Agent> agents(
            AgentsClient client,
            Consumer<NewAgent> create,
            Function<String, AgentStatus> statusOf,
            String createEndpoint) {
        return RecordKind.<NewAgent, Agent>builder("agents", createEndpoint)
                .list(client::list)
                .id(Agent::id)
                .describe(a -> "email=" + a.email())
                .clash((a, b) -> a.email().equalsIgnoreCase(b.email()))
                // Compared as the service compares logins: trimmed, any case.
                .names((agent, wanted) -> agent.email()
                        .map(e -> e.trim().equalsIgnoreCase(wanted.email().trim()))
                        .orElse(false))
                .taken((wanted, ids) -> "an agent with email=" + wanted.email() + " exists already as " + ids
                        + "; nothing was sent: ensure() changes its fields")
                .differs((agent, wanted) -> agentDiffers(client, statusOf, agent, wanted))
                .create(create)
                .comparesFromList(false)
                // Every field a reply can show is sent, so edit reads nothing first; the password is left alone.
                .update((id, wanted) -> client.edit(
                        id,
                        AgentUpdate.builder()
                                .name(wanted.name())
                                .jobTitle(wanted.jobTitle())
                                .chats(wanted.chats())
                                .status(wanted.status())
                                .build()))
                .delete(client::delete)
                .build();
    }

    /**
     * {@return domains, by address, for one converging call}: a domain found is never edited (registering again would
     * replace its plug-in token), so the converging verbs only register what is missing. A second registration of an
     * address makes no twin: the server gives the domain a new token, and the first one's is dead. So the kind keeps
     * the token each of its registrations was given, and a domain listed with another one "differs": a later
     * registration replaced this call's, which the engine reports as a {@code WriteConflictException}, never
     * registering again to win (that would kill the other's token). A registration whose reply carried no token, or a
     * domain listed without one, cannot be told apart, and counts as this call's. Build one per call: the tokens are
     * this call's alone.
     *
     * @param client the domains client
     * @param register sends the registration of a domain, and returns the token its reply carried, if any
     * @param createEndpoint the registration's path, for refusals
     */
    public static RecordKind<NewDomain, Domain> domains(
            DomainsClient client, Function<NewDomain, Optional<String>> register, String createEndpoint) {
        Map<DomainAddress, String> registered = new ConcurrentHashMap<>();
        return RecordKind.<NewDomain, Domain>builder("domains", createEndpoint)
                .list(client::list)
                .id(Domain::id)
                .describe(d -> "address=" + d.address())
                .clash((a, b) -> a.address().equals(b.address()))
                .names((domain, wanted) -> DomainAddress.parse(domain.address()).equals(Optional.of(wanted.address())))
                .taken((wanted, ids) -> wanted.address() + " is registered already as domain " + String.join(", ", ids)
                        + "; nothing was sent (registering again would replace its live plug-in token):"
                        + " use findOrAdd to reuse it, or addReplacingToken to replace the token")
                // The shop system is used only to register; the token tells whose registration stands.
                .differs((domain, wanted) -> replaced(registered.get(wanted.address()), domain))
                .create(d -> register.apply(d).ifPresent(token -> registered.put(d.address(), token.trim())))
                .delete(client::delete)
                .build();
    }

    /**
     * {@return triggers, by name on their domain}; the fields compared are those a definition sets beside its
     * identity (the active flag is not one of them)
     *
     * @param client the triggers client
     * @param create sends the create of a trigger
     * @param update sends the edit of a trigger by id: the request of the client's {@code edit}
     * @param checkSendable refuses a definition the wire could not carry
     * @param createEndpoint the create's path, for refusals
     */
    public static RecordKind<TriggerDefinition, Trigger> triggers(
            TriggersClient client,
            Consumer<TriggerDefinition> create,
            BiConsumer<String, TriggerDefinition> update,
            Consumer<TriggerDefinition> checkSendable,
            String createEndpoint) {
        return RecordKind.<TriggerDefinition, Trigger>builder("triggers", createEndpoint)
                .list(client::list)
                .id(Trigger::id)
                .describe(t -> TriggerKey.of(t).toString())
                .checkSendable(checkSendable)
                .clash((a, b) -> TriggerKey.of(a).equals(TriggerKey.of(b)))
                .names((trigger, wanted) -> TriggerKey.of(trigger).equals(Optional.of(TriggerKey.of(wanted))))
                .taken((wanted, ids) -> "trigger " + TriggerKey.of(wanted) + " exists already as " + ids
                        + "; nothing was sent: ensure() changes its fields")
                .differs((trigger, wanted) -> !trigger.url().equals(Optional.of(wanted.url()))
                        || !trigger.message().equals(Optional.of(wanted.message()))
                        || !trigger.displayDelay().equals(Optional.of(wanted.displayDelay())))
                .create(create)
                .update(update)
                .delete(client::delete)
                .build();
    }

    /**
     * {@return aliases, by name on their domains}: a name is unique on each domain, so an alias whose domains overlap
     * the wanted one's stands in its way
     *
     * @param client the aliases client
     * @param create sends the create of an alias
     * @param update sends the edit of an alias by id: the request of the client's {@code edit}
     * @param checkSendable refuses a definition the wire could not carry
     * @param createEndpoint the create's path, for refusals
     */
    public static RecordKind<AliasDefinition, Alias> aliases(
            AliasesClient client,
            Consumer<AliasDefinition> create,
            BiConsumer<String, AliasDefinition> update,
            Consumer<AliasDefinition> checkSendable,
            String createEndpoint) {
        return RecordKind.<AliasDefinition, Alias>builder("aliases", createEndpoint)
                .list(client::list)
                .id(Alias::id)
                .describe(a -> AliasKey.of(a).toString())
                .checkSendable(checkSendable)
                .clash((a, b) -> AliasKey.of(a).conflictsWith(AliasKey.of(b)))
                .names((alias, wanted) -> AliasKey.of(alias).equals(Optional.of(AliasKey.of(wanted))))
                .blocks((alias, wanted) -> AliasKey.of(alias)
                        .map(k -> k.conflictsWith(AliasKey.of(wanted)))
                        .orElse(false))
                .taken((wanted, ids) -> "the alias name " + AliasKey.of(wanted).name() + " is taken on "
                        + AliasKey.of(wanted).domainIds() + " by alias " + ids
                        + "; nothing was sent. A name is unique on each domain, and an alias on several domains is one"
                        + " record: ensure() changes the text of an alias on exactly these domains; edit or delete any"
                        + " other first")
                .differs((alias, wanted) -> !alias.text().equals(Optional.of(wanted.text())))
                .create(create)
                .update(update)
                .delete(client::delete)
                .build();
    }

    /** Whether the domain is listed with a token other than the one this call's registration was given. */
    private static boolean replaced(String registered, Domain listed) {
        return registered != null
                && listed.pluginToken()
                        .map(String::trim)
                        .filter(live -> !live.equals(registered))
                        .isPresent();
    }

    /** The list shows the name only: a name that differs needs no further read, as the edit sends every field. */
    private static boolean agentDiffers(
            AgentsClient client, Function<String, AgentStatus> statusOf, Agent agent, NewAgent wanted) {
        if (!agent.name().map(String::trim).equals(Optional.of(wanted.name().trim()))) {
            return true;
        }
        AgentDetail current = client.get(agent.id());
        return differs(current.jobTitle().map(String::trim), wanted.jobTitle().trim())
                || differs(current.chats(), wanted.chats())
                || differs(current.statusCode().map(statusOf), wanted.status());
    }

    /** A field the reply does not show (or a status code that maps to none) is unknown, so no reason to edit. */
    private static <T> boolean differs(Optional<T> shown, T wanted) {
        return shown.isPresent() && !shown.get().equals(wanted);
    }
}

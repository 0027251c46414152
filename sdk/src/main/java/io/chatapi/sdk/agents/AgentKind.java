package io.chatapi.sdk.agents;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.internal.RecordKind;
import java.util.List;
import java.util.Optional;

/** Agents by their e-mail (trimmed, any case), as the service tells logins apart. */
final class AgentKind implements RecordKind<NewAgent, Agent> {
    private final AgentsClient agents;

    AgentKind(AgentsClient agents) {
        this.agents = agents;
    }

    @Override
    public String area() {
        return "agents";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.AGENTS_ADD.path(PathForm.SAMPLE);
    }

    @Override
    public List<Agent> list() {
        return agents.list();
    }

    @Override
    public String id(Agent agent) {
        return agent.id();
    }

    @Override
    public String describe(NewAgent definition) {
        return "email=" + definition.email();
    }

    @Override
    public boolean clash(NewAgent a, NewAgent b) {
        return a.email().equalsIgnoreCase(b.email());
    }

    @Override
    public boolean names(Agent agent, NewAgent definition) {
        return AgentsClient.hasEmail(agent, definition.email());
    }

    /**
     * The list shows the name only: a name that differs needs no further read, as the edit sends every field anyway;
     * otherwise the agent's detail tells job title, chats and status. The password is never compared (never read).
     */
    @Override
    public boolean differs(Agent agent, NewAgent wanted) {
        if (!trimmed(agent.name()).equals(Optional.of(wanted.name().trim()))) {
            return true;
        }
        AgentDetail current = agents.get(agent.id());
        return differs(trimmed(current.jobTitle()), wanted.jobTitle().trim())
                || differs(current.chats(), wanted.chats())
                || differs(current.statusCode().map(agents::statusOf), wanted.status());
    }

    /** A field the reply does not show (or a status code that maps to none) is unknown, so no reason to edit. */
    private static <T> boolean differs(Optional<T> shown, T wanted) {
        return shown.isPresent() && !shown.get().equals(wanted);
    }

    private static Optional<String> trimmed(Optional<String> text) {
        return text.map(String::trim);
    }

    @Override
    public void create(NewAgent definition) {
        agents.create(definition);
    }

    @Override
    public void delete(Agent twin) {
        agents.delete(twin.id());
    }

    /** The list shows the name only: an edit acknowledged is trusted rather than read in full again. */
    @Override
    public boolean comparesFromList() {
        return false;
    }

    /** Every field a reply can show is sent, so {@code edit} reads nothing first; the password is left alone. */
    @Override
    public void update(Agent agent, NewAgent wanted) {
        agents.edit(
                agent.id(),
                AgentUpdate.builder()
                        .name(wanted.name())
                        .jobTitle(wanted.jobTitle())
                        .chats(wanted.chats())
                        .status(wanted.status())
                        .build());
    }
}

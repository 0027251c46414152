package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * The agent list: a {@code List<Agent>} in the order the server sent the agents, which also carries
 * the subscription counters that arrive mixed in among them, so both come from one request.
 *
 * <pre>{@code
 * AgentList agents = client.agents().list();
 * agents.forEach(a -> System.out.println(a.email()));
 * agents.maxSubscribedAgents().ifPresent(max -> System.out.println(agents.size() + " of " + max));
 * }</pre>
 *
 * <p>Immutable: every mutator throws {@link UnsupportedOperationException}. Equal to any list of
 * the same agents ({@link java.util.List#equals}).
 */
public final class AgentList extends AbstractList<Agent> implements RandomAccess {
    private final List<Agent> agents;
    private final Optional<Integer> maxSubscribedAgents;
    private final Optional<Integer> currentSubscribedAgents;
    private final RawJson raw;

    /**
     * @param agents the agents
     * @param maxSubscribedAgents {@code maxUsersSub}: how many agents the subscription allows
     * @param currentSubscribedAgents {@code currentUsersSub}: how many it counts now
     * @param raw the reply as sent
     */
    public AgentList(
            List<Agent> agents,
            Optional<Integer> maxSubscribedAgents,
            Optional<Integer> currentSubscribedAgents,
            RawJson raw) {
        this.agents = List.copyOf(agents);
        this.maxSubscribedAgents = maxSubscribedAgents;
        this.currentSubscribedAgents = currentSubscribedAgents;
        this.raw = raw;
    }

    @Override
    public Agent get(int index) {
        return agents.get(index);
    }

    @Override
    public int size() {
        return agents.size();
    }

    /**
     * {@code maxUsersSub}: how many agents the subscription allows.
     *
     * @return the limit, or empty when the reply did not carry it as a number
     */
    public Optional<Integer> maxSubscribedAgents() {
        return maxSubscribedAgents;
    }

    /**
     * {@code currentUsersSub}: how many subscribed agents the service counts now.
     *
     * @return the count, or empty when the reply did not carry it as a number
     */
    public Optional<Integer> currentSubscribedAgents() {
        return currentSubscribedAgents;
    }

    /**
     * The reply as sent.
     *
     * @return the whole reply
     */
    public RawJson raw() {
        return raw;
    }

    /**
     * Decodes the reply object: every object-valued key is an agent keyed by its uuid; the scalar
     * keys beside them ({@code status}, {@code maxUsersSub}, {@code currentUsersSub}) are not. A list
     * wrapped in a {@code content} object or array (or JSON text of one), as every other list of the
     * service is, is read the same way; the counters are taken from wherever they are.
     *
     * @param body the whole reply
     * @return the list
     */
    public static AgentList fromJson(JsonNode body) {
        JsonNode list = wrapped(body).orElse(body);
        List<Agent> agents = new ArrayList<>();
        if (list.isArray()) {
            Lenient.asObjectList(list).forEach(agent -> agents.add(Agent.fromJson("", agent)));
        }
        for (Map.Entry<String, JsonNode> entry : Lenient.keyedRecords(list)) {
            agents.add(Agent.fromJson(entry.getKey(), entry.getValue()));
        }
        return new AgentList(
                agents,
                Lenient.integer(list, "maxUsersSub").or(() -> Lenient.integer(body, "maxUsersSub")),
                Lenient.integer(list, "currentUsersSub").or(() -> Lenient.integer(body, "currentUsersSub")),
                RawJson.of(body));
    }

    /**
     * Whether a reply shows an agent list, even an empty one: agents, a subscription counter (the
     * spec's list always carries both), or a {@code content} object or array wrapping them.
     *
     * @param body the whole reply
     * @return {@code true} when {@link #fromJson} finds a list in it
     */
    static boolean isList(JsonNode body) {
        return wrapped(body).isPresent()
                || !Lenient.keyedRecords(body).isEmpty()
                || Lenient.node(body, "maxUsersSub").isPresent()
                || Lenient.node(body, "currentUsersSub").isPresent();
    }

    private static Optional<JsonNode> wrapped(JsonNode body) {
        return Lenient.node(body, "content").flatMap(Lenient::asEmbeddedJson);
    }
}

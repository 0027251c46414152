package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The agent list: the agents in the order the server sent them, and the subscription counters that
 * arrive mixed in among them.
 *
 * @param agents the agents
 * @param maxSubscribedAgents {@code maxUsersSub}: how many agents the subscription allows
 * @param currentSubscribedAgents {@code currentUsersSub}: how many it counts now
 * @param raw the reply as sent
 */
public record AgentList(
        List<Agent> agents,
        Optional<Integer> maxSubscribedAgents,
        Optional<Integer> currentSubscribedAgents,
        RawJson raw) {

    /**
     * Copies the list, so the record stays immutable.
     *
     * @param agents the agents
     * @param maxSubscribedAgents how many agents the subscription allows
     * @param currentSubscribedAgents how many it counts now
     * @param raw the reply as sent
     */
    public AgentList {
        agents = List.copyOf(agents);
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

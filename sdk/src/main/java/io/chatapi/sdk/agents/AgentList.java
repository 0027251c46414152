package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;
import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * The agents in the server's order, with the subscription counters sent mixed in among them. Immutable
 * (mutators throw {@link UnsupportedOperationException}); equal to any list of the same agents.
 */
@JsonDeserialize(using = AgentList.Reader.class)
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

    /** {@return {@code maxUsersSub}, how many agents the subscription allows; empty when not a number} */
    public Optional<Integer> maxSubscribedAgents() {
        return maxSubscribedAgents;
    }

    /** {@return {@code currentUsersSub}, how many subscribed agents there are now; empty when not a number} */
    public Optional<Integer> currentSubscribedAgents() {
        return currentSubscribedAgents;
    }

    /** {@return the whole reply as sent} */
    public RawJson raw() {
        return raw;
    }

    /** {@return how many agents and the counters, no agent's data; not the elements, as a list's would} */
    @Override
    public String toString() {
        return ModelText.of("AgentList")
                .field("size", agents.size())
                .field("maxSubscribedAgents", maxSubscribedAgents)
                .field("currentSubscribedAgents", currentSubscribedAgents)
                .toString();
    }

    // Each object value is an agent keyed by uuid; scalars beside them are not. A list wrapped in
    // content (as the service's other lists are) is read too, one level deep; counters from either.
    static AgentList fromWire(JsonNode body) {
        if (body == null || !body.isObject()) {
            return null;
        }
        Counters outer = JsonCodec.bind(body, Counters.class);
        JsonNode list = JsonCodec.container(body.get("content")).orElse(body);
        Counters inner = list != body && list.isObject() ? JsonCodec.bind(list, Counters.class) : outer;
        return new AgentList(
                JsonCodec.list(list.isObject() ? objectValues(list) : list, Agent.class),
                inner.max().or(outer::max),
                inner.current().or(outer::current),
                RawJson.of(body));
    }

    // Jackson would read a List type as an array; a missing value (no token on 2.17) reads as no list.
    static final class Reader extends StdDeserializer<AgentList> {
        Reader() {
            super(AgentList.class);
        }

        @Override
        public AgentList deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.hasCurrentToken() || p.currentToken() == JsonToken.NOT_AVAILABLE) {
                return null;
            }
            return fromWire(ctxt.readTree(p));
        }
    }

    private record Counters(
            @JsonProperty("maxUsersSub") Optional<Integer> max,
            @JsonProperty("currentUsersSub") Optional<Integer> current) {}

    /** Whether a reply shows an agent list, even empty: agents, a counter, or a {@code content} container. */
    static boolean isList(JsonNode body) {
        return JsonCodec.container(body.get("content")).isPresent()
                || !objectValues(body).isEmpty()
                || body.hasNonNull("maxUsersSub")
                || body.hasNonNull("currentUsersSub");
    }

    private static ArrayNode objectValues(JsonNode body) {
        ArrayNode out = JsonCodec.mapper().createArrayNode();
        body.forEach(value -> {
            if (value.isObject()) {
                out.add(value);
            }
        });
        return out;
    }
}

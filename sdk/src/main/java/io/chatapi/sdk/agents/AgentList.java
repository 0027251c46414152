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
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;
import java.util.AbstractList;
import java.util.List;
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
     * Binds the reply object: every object-valued key is an agent keyed by its uuid; the scalar keys
     * beside them ({@code status}, {@code maxUsersSub}, {@code currentUsersSub}) are not. A list
     * wrapped in a {@code content} object or array (or JSON text of one), as every other list of the
     * service is, is read the same way, one level deep only; the counters are taken from wherever they
     * are.
     */
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

    /**
     * Reads the whole reply object and hands it to {@link #fromWire}. A list type would otherwise be
     * read as a JSON array by Jackson's collection reader; and a value that is no object at all (on
     * Jackson 2.17 even a missing one, which arrives as no token) reads as no list, never a failure.
     */
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

    /** The subscription counters of a list object. */
    private record Counters(
            @JsonProperty("maxUsersSub") Optional<Integer> max,
            @JsonProperty("currentUsersSub") Optional<Integer> current) {}

    /**
     * Whether a reply shows an agent list, even an empty one: agents, a subscription counter (the
     * spec's list always carries both), or a {@code content} object or array wrapping them.
     */
    static boolean isList(JsonNode body) {
        return JsonCodec.container(body.get("content")).isPresent()
                || !objectValues(body).isEmpty()
                || body.hasNonNull("maxUsersSub")
                || body.hasNonNull("currentUsersSub");
    }

    /** The agents of a keyed reply: its object values, whatever their keys. */
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

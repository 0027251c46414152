package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentRole;
import io.chatapi.sdk.agents.AgentSeats;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.clientdata.UserInfo;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import io.chatapi.sdk.tickets.Ticket;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A user's own, plain ObjectMapper reads the service's JSON into the SDK's models once the module is registered. */
class ChatApiJacksonModuleTest {
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ChatApiJacksonModule());

    @Test
    void aPlainMapperReadsTheSpecsTicketWithClientDataAsTextAndGeoinfoAsJsonText() throws IOException {
        JsonNode show = fixture("tickets/show.json");
        ConversationMessage message = mapper.treeToValue(show.get("messages").get(0), ConversationMessage.class);

        assertThat(message.timeSent()).contains(Instant.ofEpochSecond(1716380112));
        assertThat(message.clientData().flatMap(ClientData::userInfo).flatMap(UserInfo::firstName))
                .contains("Agnieszka");
        assertThat(message.clientData()
                        .flatMap(ClientData::cart)
                        .orElseThrow()
                        .totals()
                        .get(0)
                        .amount())
                .isEqualByComparingTo("92.18");
        assertThat(message.agent()).isPresent();

        String listed = show.get("messages")
                .get(0)
                .deepCopy()
                .toString()
                .replace("{\"domain_token\"", "{\"id\":\"812\",\"domain_token\"");
        Ticket ticket = mapper.readValue(listed, Ticket.class);
        assertThat(ticket.id()).isEqualTo("812");
        assertThat(ticket.clientData()).isEqualTo(message.clientData());
    }

    @Test
    void geoinfoSentAsJsonTextIsReadAndNoDataIsEmpty() throws IOException {
        String geo =
                "{\"id\":\"1\",\"geoinfo\":\"{\\\"country_name\\\":\\\"Poland\\\",\\\"lt\\\":50.06,\\\"lg\\\":\\\"19.94\\\"}\"}";
        Ticket ticket = mapper.readValue(geo, Ticket.class);
        assertThat(ticket.geoInfo().flatMap(GeoInfo::countryName)).contains("Poland");
        assertThat(ticket.geoInfo().flatMap(GeoInfo::latitude)).contains(new BigDecimal("50.06"));
        assertThat(ticket.geoInfo().flatMap(GeoInfo::longitude)).contains(new BigDecimal("19.94"));

        assertThat(mapper.readValue("{\"id\":\"1\",\"geoinfo\":\"no data\"}", Ticket.class)
                        .geoInfo())
                .isEmpty();
    }

    @Test
    void aPlainMapperReadsTheSpecsAgentListKeyedByUuidWithCountersMixedIn() throws IOException {
        JsonNode reply = fixture("agents/list.json");
        // The list is one object: each agent under its uuid, the seat counters beside them.
        List<Agent> list = new ArrayList<>();
        for (JsonNode value : reply) {
            if (value.hasNonNull("uuid")) {
                list.add(mapper.treeToValue(value, Agent.class));
            }
        }
        AgentSeats seats = mapper.treeToValue(reply, AgentSeats.class);

        assertThat(list)
                .extracting(Agent::id)
                .containsExactly("3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f", "9a8b7c6d-0000-4e3f-8a1b-2c3d4e5f6a7b");
        assertThat(list.get(0).role()).contains(AgentRole.ADMIN);
        assertThat(list.get(1).domainCount()).contains(1);
        assertThat(list.get(1).subscription()).contains(false);
        assertThat(seats.maxSubscribedAgents()).contains(10);
        assertThat(seats.currentSubscribedAgents()).contains(2);
    }

    @Test
    void anUnknownFieldAndAGarbledValueStayReachableInRaw() throws IOException {
        Ticket ticket = mapper.readValue(
                "{\"id\":\"9\",\"time_send\":\"soon\",\"chat_user_data\":\"{broken\",\"brand_new\":{\"x\":1}}",
                Ticket.class);

        assertThat(ticket.timeSent()).isEmpty();
        assertThat(ticket.clientData()).isEmpty();
        assertThat(ticket.raw().field("time_send").asText()).isEqualTo("soon");
        assertThat(ticket.raw().field("chat_user_data").asText()).isEqualTo("{broken");
        assertThat(ticket.raw().field("brand_new").get("x").asInt()).isEqualTo(1);
    }

    @Test
    void mistypedValuesReadAsEmptyAndNeverFailTheRead() throws IOException {
        Agent agent = mapper.readValue(
                "{\"uuid\":\"a\",\"name\":{\"x\":1},\"domains\":\"many\",\"subscription\":\"maybe\",\"role\":[1],\"photo\":\"\"}",
                Agent.class);

        assertThat(agent.name()).isEmpty();
        assertThat(agent.domainCount()).isEmpty();
        assertThat(agent.subscription()).isEmpty();
        assertThat(agent.role()).isEmpty();
        assertThat(agent.photo()).isEmpty();
    }

    @Test
    void theModuleLeavesAUsersOwnTypesAlone() throws IOException {
        assertThat(mapper.readValue("{\"value\":\" 5 \"}", Own.class).value()).isEqualTo(" 5 ");
        assertThat(mapper.readValue("{\"value\":null}", Own.class).value()).isNull();
    }

    @Test
    void theModuleIsFoundAsAServiceAndBringsJdk8Along() {
        ObjectMapper found = new ObjectMapper().findAndRegisterModules();
        assertThat(found.getRegisteredModuleIds()).contains(ChatApiJacksonModule.class.getName());
        assertThat(mapper.getRegisteredModuleIds()).contains("com.fasterxml.jackson.datatype.jdk8.Jdk8Module");
    }

    /** A user's own type in the same mapper. */
    record Own(Optional<String> ignored, String value) {}

    private JsonNode fixture(String name) throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/fixtures/" + name)) {
            return mapper.readTree(in);
        }
    }
}

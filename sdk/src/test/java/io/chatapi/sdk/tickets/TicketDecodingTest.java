package io.chatapi.sdk.tickets;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentRole;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ticket entries as both replies send them (the list's {@link Ticket}, the conversation's {@link
 * ConversationMessage}): every field of the spec's table, then the odd cases.
 */
class TicketDecodingTest {

    private static <T> List<T> entries(String fixture, Class<T> type) {
        try {
            JsonNode body = JsonCodec.readTree(fixture("tickets/" + fixture));
            return JsonCodec.list(body.get("messages"), type);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    private static List<Ticket> entries(String fixture) {
        return entries(fixture, Ticket.class);
    }

    private static List<ConversationMessage> messages(String fixture) {
        return entries(fixture, ConversationMessage.class);
    }

    private static <T> T entry(String json, Class<T> type) {
        try {
            return JsonCodec.bind(JsonCodec.readTree(json), type);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void a_list_entry_reads_every_field_with_client_data_sent_as_an_object() {
        Ticket ticket = entries("list.json").get(0);

        assertThat(ticket.id()).isEqualTo("812");
        assertThat(ticket.domainToken()).contains("9f2c4e7a1b3d5f60");
        assertThat(ticket.body()).contains("Dzień dobry, czy młynek jest dostępny od ręki?");
        assertThat(ticket.email()).contains("agnieszka.wisniewska@example.pl");
        assertThat(ticket.timeSent()).contains(Instant.ofEpochSecond(1716380112L));
        assertThat(ticket.timeRead()).contains(Instant.ofEpochSecond(1716380190L));
        assertThat(ticket.clientUuid()).contains("c-7f3e2a91-0b5d-4c1e-9a77-2d4b8e6f1c03");
        assertThat(ticket.geoInfo()).as("geoinfo: \"no data\"").isEmpty();
        assertThat(ticket.raw().field("geoinfo").asText()).isEqualTo("no data");
        assertThat(ticket.direction()).contains("0");
        assertThat(ticket.raw().field("display").isNull())
                .as("display: null in every sample, kept as sent")
                .isTrue();
        ClientData data = ticket.clientData().orElseThrow();
        assertThat(data.userInfo().orElseThrow().lastName()).contains("Wiśniewska");
        assertThat(data.cart().orElseThrow().products()).hasSize(2);
    }

    @Test
    void a_list_entry_with_nulls_reads_them_as_empty() {
        Ticket ticket = entries("list.json").get(1);

        assertThat(ticket.id()).isEqualTo("813");
        assertThat(ticket.domainToken()).isEmpty();
        assertThat(ticket.timeRead()).isEmpty();
        assertThat(ticket.clientData()).isEmpty();
        assertThat(ticket.timeSent()).contains(Instant.ofEpochSecond(1716390000L));
    }

    @Test
    void a_conversation_entry_decodes_client_data_and_geoinfo_sent_as_json_text() {
        ConversationMessage message = messages("show.json").get(0);

        assertThat(message.raw().tree().has("id"))
                .as("conversation entries carry no id")
                .isFalse();
        assertThat(message.raw().field("chat_user_data").isTextual()).isTrue();
        assertThat(message.clientData())
                .as("the same client data as the list sends as an object")
                .isEqualTo(entries("list.json").get(0).clientData());
        GeoInfo geo = message.geoInfo().orElseThrow();
        assertThat(geo.ip()).contains("83.24.17.201");
        assertThat(geo.location()).contains("Kraków, Poland");
        assertThat(geo.countryName()).contains("Poland");
        assertThat(geo.regionName()).contains("Małopolskie");
        assertThat(geo.latitude()).contains(new BigDecimal("50.0647"));
        assertThat(geo.longitude()).contains(new BigDecimal("19.945"));
        assertThat(geo.timeZone()).contains("Europe/Warsaw");
        assertThat(geo.countryCode()).contains("PL");
        assertThat(geo.browserType()).contains("Firefox");
        assertThat(geo.referer()).contains("https://www.google.com/");
        assertThat(geo.os()).contains("Linux");
        assertThat(geo.mobile()).isEmpty();
    }

    @Test
    void a_conversation_entry_carries_its_agent_as_in_agent_detail() {
        AgentDetail agent = messages("show.json").get(0).agent().orElseThrow();

        assertThat(agent.id()).isEqualTo("a-51c0e8d2-77aa-4f0b-b1d9-3c2e6f8a9b10");
        assertThat(agent.name()).contains("Jan Kowalski");
        assertThat(agent.email()).contains("jan.kowalski@example.com");
        assertThat(agent.role()).contains(AgentRole.AGENT);
        assertThat(agent.statusCode()).contains("1");
        assertThat(agent.chats()).contains(3);
        assertThat(agent.jobTitle()).contains("Barista & support");
        assertThat(agent.dashboardLayout()).isEmpty();
    }

    @Test
    void garbled_client_data_reads_as_empty_and_its_text_stays_reachable() {
        ConversationMessage reply = messages("show.json").get(1);

        assertThat(reply.clientData()).isEmpty();
        assertThat(reply.raw().field("chat_user_data").asText()).isEqualTo("{\"user_info\":{\"uuid\":\"c-7f3e2a91");
        assertThat(reply.direction()).contains("1");
        assertThat(reply.timeRead()).isEmpty();
        assertThat(reply.body()).contains("Tak, wysyłamy dziś. <b>Zapraszam!</b>");
    }

    @Test
    void values_of_unexpected_types_read_as_empty_without_failing_the_entry() {
        Ticket odd = entry(
                "{\"id\":812,\"time_send\":1716380112,\"time_read\":\"soon\",\"chat_user_data\":[],"
                        + "\"geoinfo\":\"{\\\"user_ip\\\":\",\"direction\":1,\"users\":\"nobody\",\"display\":{\"x\":1},"
                        + "\"body\":\"still here\"}",
                Ticket.class);

        assertThat(odd.id()).as("a number where a string belongs").isEqualTo("812");
        assertThat(odd.timeSent()).as("Unix seconds as a number").contains(Instant.ofEpochSecond(1716380112L));
        assertThat(odd.timeRead()).isEmpty();
        assertThat(odd.clientData()).as("PHP's empty array").isEmpty();
        assertThat(odd.geoInfo()).as("garbled JSON text").isEmpty();
        assertThat(odd.direction()).contains("1");
        assertThat(odd.raw().field("display").path("x").asInt()).isEqualTo(1);
        assertThat(odd.body()).contains("still here");
    }

    @Test
    void a_conversation_entry_whose_users_is_not_an_agent_reads_it_as_empty() {
        ConversationMessage odd = entry("{\"users\":\"nobody\",\"body\":\"still here\"}", ConversationMessage.class);

        assertThat(odd.agent()).isEmpty();
        assertThat(odd.body()).contains("still here");
    }

    @Test
    void a_list_entry_without_an_id_is_left_out_of_the_typed_list() throws java.io.IOException {
        JsonNode messages = JsonCodec.readTree("[{\"id\":\"1\"},{\"body\":\"no id\"},{\"id\":\" \"},{\"id\":\"2\"}]");

        assertThat(JsonCodec.list(messages, Ticket.class))
                .extracting(Ticket::id)
                .containsExactly("1", "2");
    }

    @Test
    void geoinfo_sent_as_an_object_with_numeric_strings_is_read_too() {
        ConversationMessage message = entry(
                "{\"geoinfo\":{\"lt\":\"-33.8688\",\"lg\":\"151.2093\",\"mobile\":\"1\",\"os\":\"iOS\"}}",
                ConversationMessage.class);

        GeoInfo geo = message.geoInfo().orElseThrow();
        assertThat(geo.latitude()).contains(new BigDecimal("-33.8688"));
        assertThat(geo.longitude()).contains(new BigDecimal("151.2093"));
        assertThat(geo.mobile()).contains("1");
        assertThat(geo.ip()).isEmpty();
    }
}

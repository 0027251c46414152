package io.chatapi.testkit;

import static io.chatapi.testkit.AgentEndpointsTest.fieldNames;
import static io.chatapi.testkit.DefaultData.BARE_TICKET_ID;
import static io.chatapi.testkit.DefaultData.FULL_TICKET_ID;
import static io.chatapi.testkit.DefaultData.LUKASZ_UUID;
import static io.chatapi.testkit.DefaultData.UNREAD_TICKET_ID;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class TicketEndpointsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theListCarriesClientDataAsAnObjectAndGeoinfoAsNoData(ChatApiTestServer server) {
        JsonNode list = WireClient.authenticated(server).get("messages/list").json();

        assertThat(fieldNames(list)).containsExactly("status", "messages");
        JsonNode ticket = list.at("/messages/0");
        assertThat(fieldNames(ticket))
                .containsExactly(
                        "id",
                        "domain_token",
                        "body",
                        "email",
                        "time_send",
                        "time_read",
                        "chat_user_data",
                        "client_uuid",
                        "geoinfo",
                        "direction",
                        "display");
        assertThat(ticket.get("id").asText()).isEqualTo(FULL_TICKET_ID);
        assertThat(ticket.get("chat_user_data").isObject()).isTrue();
        assertThat(ticket.get("geoinfo").asText()).isEqualTo("no data");
        assertThat(ticket.get("time_send").asText()).matches("\\d{10}");
        assertThat(ticket.get("display").isNull()).isTrue();
        assertThat(list.at("/messages/2/chat_user_data").isNull()).isTrue();
    }

    @Test
    void clientDataFillsEveryBranch(ChatApiTestServer server) {
        JsonNode data =
                WireClient.authenticated(server).get("messages/list").json().at("/messages/0/chat_user_data");

        assertThat(fieldNames(data))
                .containsExactlyInAnyOrder(
                        "user_info", "cart_info", "order_info", "latest24", "abandoned_products", "conversion");
        assertThat(fieldNames(data.get("user_info")))
                .containsExactly(
                        "uuid",
                        "email",
                        "name",
                        "lastname",
                        "conversion",
                        "street",
                        "city",
                        "postcode",
                        "country",
                        "telephone");
        assertThat(data.at("/user_info/city").asText()).isEqualTo("Kraków");
        assertThat(data.at("/user_info/street").isArray()).isTrue();
        assertThat(fieldNames(data.at("/cart_info/products/0")))
                .containsExactly(
                        "name_prod",
                        "qty",
                        "price_prod",
                        "id_prod",
                        "currency_code",
                        "order_c",
                        "cart_c",
                        "view_c",
                        "url_prod",
                        "img_url_prod",
                        "conversion");
        assertThat(fieldNames(data.at("/cart_info/total_cart_price/0")))
                .containsExactly("total_price", "currency_code");
        assertThat(fieldNames(data.at("/order_info/order/0")))
                .containsExactly("order_id", "total_price", "currency_code", "date", "order_url", "order_status");
        assertThat(data.at("/order_info/order/0/date").asText()).matches("\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}:\\d{2}");
        assertThat(fieldNames(data.at("/order_info/total/0")))
                .containsExactly("qty", "total_price", "average", "currency_code");
        assertThat(fieldNames(data.get("latest24"))).containsExactly("view", "cart", "order");
        assertThat(fieldNames(data.at("/latest24/view/0")))
                .containsExactly("id_prod", "name_prod", "price_prod", "currency_code", "url_prod", "img_url_prod");
        assertThat(data.get("abandoned_products")).isNotEmpty();
        assertThat(fieldNames(data.at("/conversion/customer")))
                .containsExactly("view_c", "order_c", "cart_c", "conversion");
        assertThat(data.at("/conversion/geolocal_country/conversion").isTextual())
                .isTrue();
        assertThat(data.at("/conversion/geolocal_city").isObject()).isTrue();
    }

    @Test
    void someTicketHasNoCityConversion(ChatApiTestServer server) {
        JsonNode last =
                WireClient.authenticated(server).get("messages/list").json().at("/messages/3/chat_user_data");

        assertThat(last.at("/conversion/geolocal_city").isNull()).isTrue();
    }

    @Test
    void aSingleTicketIsTheConversationWithEncodedClientDataAndTheAgent(ChatApiTestServer server) throws Exception {
        JsonNode messages = WireClient.authenticated(server)
                .get("messages/showmessages/" + FULL_TICKET_ID)
                .json()
                .get("messages");

        assertThat(messages).hasSize(3);
        JsonNode entry = messages.get(0);
        assertThat(fieldNames(entry))
                .containsExactly(
                        "domain_token",
                        "body",
                        "email",
                        "time_send",
                        "time_read",
                        "chat_user_data",
                        "client_uuid",
                        "geoinfo",
                        "direction",
                        "display",
                        "users");
        assertThat(entry.get("chat_user_data").isTextual()).isTrue();
        assertThat(JSON.readTree(entry.get("chat_user_data").asText())
                        .at("/user_info/city")
                        .asText())
                .isEqualTo("Kraków");
        JsonNode geo = JSON.readTree(entry.get("geoinfo").asText());
        assertThat(fieldNames(geo))
                .containsExactly(
                        "user_ip",
                        "user_location",
                        "country_name",
                        "region_name",
                        "lt",
                        "lg",
                        "time_zone",
                        "country_code",
                        "browser_type",
                        "user_referer",
                        "os",
                        "mobile");
        assertThat(geo.get("lt").isNumber()).isTrue();
        assertThat(geo.get("mobile").isNull()).isTrue();
        assertThat(entry.at("/users/uuid").asText()).isEqualTo(LUKASZ_UUID);
        assertThat(fieldNames(entry.get("users")))
                .containsExactly("name", "email", "role", "status", "chats", "conversationblocks", "uuid", "job_title");
        assertThat(messages.get(1).get("direction").asText()).isEqualTo("1");
        assertThat(messages.get(1).get("body").asText()).isEqualTo("Tak, mamy go na stanie – wysyłka jutro.");
    }

    @Test
    void theSampleFormShowsTheSameTicket(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        assertThat(client.get("messages/showmessage/" + UNREAD_TICKET_ID).body())
                .isEqualTo(
                        client.get("messages/showmessages/" + UNREAD_TICKET_ID).body());
    }

    @Test
    void anUnreadTicketHasNullReadTimesAndABareOneHasNoDataAtAll(ChatApiTestServer server) {
        WireClient client = WireClient.authenticated(server);

        JsonNode unread =
                client.get("messages/showmessages/" + UNREAD_TICKET_ID).json().at("/messages/0");
        JsonNode bare =
                client.get("messages/showmessages/" + BARE_TICKET_ID).json().at("/messages/0");

        assertThat(unread.get("time_read").isNull()).isTrue();
        assertThat(bare.get("chat_user_data").isNull()).isTrue();
        assertThat(bare.get("geoinfo").asText()).isEqualTo("no data");
    }

    @Test
    void repliesEscapeSlashesAndNonAsciiLikePhp(ChatApiTestServer server) {
        WireReply reply = WireClient.authenticated(server).get("messages/showmessages/" + FULL_TICKET_ID);

        for (byte b : reply.bytes()) {
            assertThat(b).isBetween((byte) 0x20, (byte) 0x7e);
        }
        assertThat(reply.body())
                .contains("Krak\\u00f3w")
                .contains("https:\\\\\\/\\\\\\/")
                .doesNotContain("https://");
    }

    @Test
    void anUnknownTicketIsRefused(ChatApiTestServer server) {
        assertThat(WireClient.authenticated(server)
                        .get("messages/showmessages/1")
                        .content())
                .isEqualTo("Error - ticket not found");
    }
}

package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.NoDelaySockets;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.Ticket;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A shopper's data (e-mail, phone, names, street, city, postcode, the message text, the IP address, the shopper's id)
 * never shows in an exception (message, stack trace with every cause, {@code toString()}), in a model's {@code
 * toString()}, or in the log at any level (TRACE too: through JUL's bridge to SLF4J a TRACE line arrives as DEBUG),
 * whatever goes wrong with a ticket reply: a rejection, an undecodable or
 * oversized reply, a broken or stalled connection, garbled values. Only the accessors made for it ({@code
 * serverMessage()}, {@code rawBody()}, {@code excerpt()}, {@code raw()}) carry it. As {@link ReliabilitySecretsTest}
 * does for keys, each value is looked for as sent and as a PHP service escapes it.
 */
class PersonalDataTest {
    static final String EMAIL = "zuzanna.kowalczyk@example.org";
    static final String PHONE = "+48 601 234 567";
    static final String FIRST = "Zuzanna";
    static final String LAST = "Kowalczyk";
    static final String STREET = "ul. Różana 17";
    static final String CITY = "Wieliczka";
    static final String POSTCODE = "32-020";
    static final String BODY = "Czy mogę zwrócić czajnik z zamówienia?";
    static final String IP = "203.0.113.77";
    static final String SHOPPER_ID = "c-shopper-5d1e7781";
    static final List<String> PERSONAL =
            List.of(EMAIL, PHONE, FIRST, LAST, STREET, CITY, POSTCODE, BODY, IP, SHOPPER_ID, "kowalczyk@");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int INFO = Level.INFO.intValue();
    private static final int FINE = Level.FINE.intValue();

    @StartStop
    MockWebServer server = NoDelay.on(NoDelaySockets.server());

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL).quiet();

    // ---------------------------------------------------------------- a shopper's ticket, as the service sends it

    static ObjectNode clientData() {
        ObjectNode data = JSON.createObjectNode();
        ObjectNode user = data.putObject("user_info");
        user.put("uuid", SHOPPER_ID)
                .put("email", EMAIL)
                .put("name", FIRST)
                .put("lastname", LAST)
                .put("conversion", "3.50")
                .put("city", CITY)
                .put("postcode", POSTCODE)
                .put("country", "Poland")
                .put("telephone", PHONE);
        user.putArray("street").add(STREET);
        ObjectNode product = data.putObject("cart_info").putArray("products").addObject();
        product.put("name_prod", "Czajnik").put("qty", "1").put("price_prod", "49.90");
        product.put("currency_code", "PLN");
        ObjectNode order = data.putObject("order_info").putArray("order").addObject();
        order.put("order_id", "A-77").put("total_price", "49.90").put("currency_code", "PLN");
        order.put("order_url", "https://shop.example.com/order/A-77?email=" + EMAIL);
        return data;
    }

    static ObjectNode geoInfo() {
        return JSON.createObjectNode()
                .put("user_ip", IP)
                .put("user_location", CITY + ", Poland")
                .put("country_name", "Poland")
                .put("region_name", "Małopolskie")
                .put("lt", 49.98)
                .put("lg", 20.06)
                .put("country_code", "PL")
                .put("user_referer", "https://search.example/?q=" + LAST);
    }

    /** A ticket as {@code messages/list} sends it: client data as an object, geolocation as JSON text. */
    static ObjectNode ticket(String id) {
        ObjectNode ticket = JSON.createObjectNode()
                .put("id", id)
                .put("domain_token", "9f2c4e7a1b3d5f60")
                .put("body", BODY)
                .put("email", EMAIL)
                .put("time_send", "1716380112")
                .put("client_uuid", SHOPPER_ID)
                .put("geoinfo", geoInfo().toString())
                .put("direction", "0");
        ticket.set("chat_user_data", clientData());
        return ticket;
    }

    static String listOf(ObjectNode... tickets) {
        ObjectNode reply = JSON.createObjectNode().put("status", 1);
        ArrayNode messages = reply.putArray("messages");
        Stream.of(tickets).forEach(messages::add);
        return php(reply.toString());
    }

    /** A conversation as {@code messages/showmessages} sends it: client data as JSON text, the agent beside it. */
    static String conversation() {
        ObjectNode message = ticket("ignored");
        message.remove("id");
        message.put("chat_user_data", clientData().toString());
        message.putObject("users").put("uuid", "a-1").put("name", "Anna Agent").put("email", "anna@shop.example");
        ObjectNode reply = JSON.createObjectNode().put("status", 1);
        reply.putArray("messages").add(message);
        return php(reply.toString());
    }

    /** As PHP's json_encode writes JSON: {@code \/} for a slash, {@code \}{@code uXXXX} for every non-ASCII char. */
    static String php(String json) {
        StringBuilder out = new StringBuilder();
        for (char c : json.toCharArray()) {
            if (c == '/') {
                out.append("\\/");
            } else if (c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    // ---------------------------------------------------------------- looking for it

    /** A value as sent, JSON-escaped, and as PHP escapes it. */
    static Set<String> forms(String value) {
        Set<String> forms = new LinkedHashSet<>();
        forms.add(value);
        forms.add(ReliabilitySecretsTest.json(value));
        forms.add(php(ReliabilitySecretsTest.json(value)));
        return forms;
    }

    static void assertFreeOfPersonalData(String what, String text) {
        for (String value : PERSONAL) {
            for (String form : forms(value)) {
                assertThat(text).as("%s must not contain %s", what, form).doesNotContain(form);
            }
        }
        // Nor a good part of the message text, as a cut excerpt would show.
        for (int i = 0; i + 10 <= BODY.length(); i++) {
            assertThat(text)
                    .as("%s must not contain a part of the message text", what)
                    .doesNotContain(BODY.substring(i, i + 10));
        }
    }

    private void assertLogsFreeOfPersonalData() {
        assertFreeOfPersonalData("the INFO log", String.join("\n", logged(INFO, Long.MAX_VALUE)));
        assertFreeOfPersonalData("the DEBUG log", String.join("\n", logged(FINE, INFO)));
        assertFreeOfPersonalData("the TRACE log", String.join("\n", logged(Integer.MIN_VALUE, FINE)));
    }

    /** The log in full, the lines from level {@code lowest} up to (not including) {@code below}. */
    private List<String> logged(int lowest, long below) {
        return log.records().stream()
                .filter(r -> r.getLevel().intValue() >= lowest && r.getLevel().intValue() < below)
                .map(JulLines::detailed)
                .toList();
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out)); // with every cause and suppressed exception
        return out.toString();
    }

    private ChatApiClientBuilder client() {
        return ChatApiClient.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey("key-0123456789")
                .readTimeout(Duration.ofMillis(400))
                .readRetries(0)
                .logLevel(LogLevel.TRACE);
    }

    private static MockResponse withToken(MockResponse.Builder reply) {
        return reply.addHeader("x-user-token", "tok-next").build();
    }

    private static MockResponse ok(String body) {
        return withToken(new MockResponse.Builder().body(body));
    }

    // ---------------------------------------------------------------- every way a ticket reply fails

    static Stream<Arguments> failures() {
        String list = listOf(ticket("t-1"), ticket("t-2"));
        Function<ChatApiClient, Object> all = c -> c.tickets().list();
        Function<ChatApiClient, Object> each = c -> {
            c.tickets().forEach(ticket -> {});
            return null;
        };
        Function<ChatApiClient, Object> one = c -> c.tickets().get("t-1");
        // Spaces inside the list: the connection breaks while the parser is still in it.
        String midList = list.substring(0, list.length() - 2) + " ".repeat(20_000) + "]}";
        String deep = list.substring(0, list.length() - 2) + ",{\"x\":" + "[".repeat(2_000) + "]".repeat(2_000) + "}]}";
        return Stream.of(
                Arguments.of(
                        "rejection quoting the e-mail and phone",
                        all,
                        ok("{\"status\":0,\"content\":\"Error - no tickets for " + EMAIL + " (tel. " + PHONE + ")\"}")),
                Arguments.of(
                        "rejection whose short text is a piece of the ticket",
                        all,
                        ok("{\"status\":1,\"content\":"
                                + JSON.getNodeFactory()
                                        .textNode(JSON.createObjectNode()
                                                .put("email", EMAIL)
                                                .put("body", BODY)
                                                .toString())
                                + "}")),
                Arguments.of(
                        "rejection with a long text quoting the message",
                        one,
                        ok("{\"status\":0,\"content\":\"Error - " + BODY + " ".repeat(3) + "x".repeat(200) + "\"}")),
                Arguments.of(
                        "read without its payload, the ticket beside it",
                        one,
                        ok("{\"status\":1,\"ticket\":" + ticket("t-1") + "}")),
                Arguments.of(
                        "not JSON: an HTML page with the ticket",
                        all,
                        ok("<html><body><h1>Ticket of " + FIRST + " " + LAST + "</h1>" + EMAIL + " " + PHONE + ": "
                                + BODY + "</body></html>")),
                Arguments.of(
                        "not JSON, streamed",
                        each,
                        ok("<html>" + EMAIL + " wrote " + BODY + " from " + IP + "</html>")),
                Arguments.of("cut short", all, ok(list.substring(0, list.length() * 2 / 3))),
                Arguments.of("cut short, streamed", each, ok(list.substring(0, list.length() * 2 / 3))),
                Arguments.of("cut short, a conversation", one, ok(conversation().substring(0, 900))),
                Arguments.of("nested too deeply after the tickets", all, ok(deep)),
                Arguments.of("nested too deeply, streamed", each, ok(deep)),
                Arguments.of(
                        "connection closed mid-body",
                        all,
                        withToken(new MockResponse.Builder()
                                .body(midList)
                                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE))),
                Arguments.of(
                        "connection closed mid-body, streamed",
                        each,
                        withToken(new MockResponse.Builder()
                                .body(midList)
                                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE))),
                Arguments.of(
                        "stalled mid-body past the read timeout",
                        all,
                        withToken(new MockResponse.Builder().body(list).throttleBody(700, 2, TimeUnit.SECONDS))),
                Arguments.of(
                        "timeout before the reply",
                        one,
                        withToken(new MockResponse.Builder()
                                .headersDelay(2, TimeUnit.SECONDS)
                                .body(conversation()))),
                Arguments.of(
                        "502 with the ticket as its page",
                        all,
                        new MockResponse.Builder().code(502).body(list).build()),
                Arguments.of(
                        "too large, its length announced",
                        all,
                        ok(listOf(ticket("t-1"), ticket("t-2"), ticket("t-3"), ticket("t-4")))),
                Arguments.of(
                        "too large, chunked",
                        one,
                        withToken(new MockResponse.Builder().chunkedBody(conversation() + " ".repeat(4_000), 512))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("failures")
    void no_failure_of_a_ticket_reply_shows_the_shoppers_data(
            String how, Function<ChatApiClient, Object> call, MockResponse reply) {
        server.enqueue(ok("{\"status\":1}"));
        server.enqueue(reply);
        try (ChatApiClient client = client().maxReplyBytes(4_096).build()) {
            Throwable e = catchThrowable(() -> call.apply(client));

            assertThat(e).as(how).isInstanceOf(ChatApiException.class);
            assertFreeOfPersonalData(how + ": " + e.getClass().getSimpleName(), stackTrace(e) + "\n" + e);
        }
        assertLogsFreeOfPersonalData();
    }

    @Test
    void the_accessors_keep_what_came_for_a_caller_who_wants_it_and_trace_says_where() {
        server.enqueue(ok("{\"status\":1}"));
        server.enqueue(ok("{\"status\":0,\"content\":\"Error - no tickets for " + EMAIL + "\"}"));
        server.enqueue(ok("<html>" + EMAIL + " wrote " + BODY + "</html>"));
        try (ChatApiClient client = client().build()) {
            RequestRejectedException rejected = (RequestRejectedException)
                    catchThrowable(() -> client.tickets().list());
            UndecodableReplyException undecodable = (UndecodableReplyException)
                    catchThrowable(() -> client.tickets().list());

            assertThat(rejected.getMessage())
                    .isEqualTo("tickets.list: rejected by messages/list (status 0): Error - no tickets for [e-mail]");
            assertThat(rejected.serverMessage()).isEqualTo("Error - no tickets for " + EMAIL);
            assertThat(rejected.rawBody()).contains(EMAIL);
            assertThat(undecodable.getMessage()).isEqualTo("tickets.list: the reply is not JSON or not a JSON object");
            assertThat(undecodable.excerpt()).contains(EMAIL).contains(BODY);
        }
        // The control: TRACE was on and written to, so the data's absence there means something.
        assertThat(logged(Integer.MIN_VALUE, FINE))
                .anyMatch(line -> line.startsWith("FINER tickets.list reply: ")
                        && line.endsWith(
                                " characters, in RequestRejectedException.rawBody() (reply text is never logged)"))
                .anyMatch(line -> line.startsWith("FINER tickets.list reply: its first ")
                        && line.endsWith(
                                "characters are in UndecodableReplyException.excerpt() (reply text is never logged)"));
        assertLogsFreeOfPersonalData();
    }

    // ---------------------------------------------------------------- decoding, and what models print

    @Test
    void garbled_tickets_decode_and_neither_their_text_nor_the_log_shows_the_shoppers_data() {
        ObjectNode garbled = ticket("t-2");
        garbled.put("time_send", EMAIL);
        garbled.put("time_read", BODY);
        garbled.put("chat_user_data", "{\"user_info\":{\"email\":\"" + EMAIL + "\",\"name\":\"" + FIRST);
        garbled.put("geoinfo", "not json: " + BODY);
        garbled.putObject("direction").put("x", PHONE);
        ObjectNode noId = ticket("x");
        noId.remove("id");
        ObjectNode idAsObject = ticket("x");
        idAsObject.putObject("id").put("email", EMAIL);
        server.enqueue(ok("{\"status\":1}"));
        server.enqueue(ok(listOf(ticket("t-1"), garbled, noId, idAsObject)));
        server.enqueue(ok(listOf(ticket("t-1"), garbled, noId, idAsObject)));
        server.enqueue(ok(conversation()));
        List<Object> seen = new ArrayList<>();
        try (ChatApiClient client = client().build()) {
            List<Ticket> tickets = client.tickets().list();
            assertThat(tickets).extracting(Ticket::id).containsExactly("t-1", "t-2");
            seen.add(tickets);
            client.tickets().forEach(collect(seen));
            Conversation conversation = client.tickets().get("t-1");
            seen.add(conversation);
            seen.addAll(conversation.messages());
        }
        for (Object value : List.copyOf(seen)) {
            if (value instanceof Ticket t) {
                t.clientData().ifPresent(seen::add);
                t.geoInfo().ifPresent(seen::add);
            }
            if (value instanceof ConversationMessage m) {
                m.clientData().ifPresent(data -> {
                    seen.add(data);
                    data.userInfo().ifPresent(seen::add);
                    data.orders().ifPresent(seen::add);
                    data.cart().ifPresent(seen::add);
                });
                m.agent().ifPresent(seen::add);
            }
        }
        for (Object value : seen) {
            String text = String.valueOf(value);
            assertFreeOfPersonalData(value.getClass().getSimpleName() + " " + text, text);
        }
        assertThat(logged(FINE, INFO))
                .as("the entries left out are logged at DEBUG, without their values")
                .anyMatch(line -> line.contains("a list entry was left out of the typed list"));
        assertLogsFreeOfPersonalData();
    }

    private static Consumer<Ticket> collect(List<Object> into) {
        return into::add;
    }

    @Test
    void a_tickets_text_is_short_shows_which_personal_fields_are_there_and_leaves_out_the_raw_json() {
        server.enqueue(ok("{\"status\":1}"));
        server.enqueue(ok(listOf(ticket("t-1"))));
        try (ChatApiClient client = client().build()) {
            Ticket ticket = client.tickets().list().get(0);
            ClientData data = ticket.clientData().orElseThrow();

            assertThat(ticket.raw().toString()).contains(EMAIL); // the raw reply keeps it all
            assertThat(ticket.toString())
                    .hasSizeLessThanOrEqualTo(600)
                    .startsWith("Ticket[id=t-1, domainToken=[hidden], body=[hidden], email=[hidden], "
                            + "timeSent=2024-05-22T12:15:12Z, clientData=ClientData[userInfo=UserInfo[")
                    .contains("clientUuid=[hidden]")
                    .doesNotContain("\"");
            assertThat(data.userInfo().orElseThrow().toString())
                    .isEqualTo("UserInfo[clientId=[hidden], email=[hidden], firstName=[hidden], lastName=[hidden],"
                            + " conversion=3.50, street=[hidden], city=[hidden], postcode=[hidden], country=Poland,"
                            + " telephone=[hidden]]");
            assertThat(ticket.geoInfo().orElseThrow().toString())
                    .isEqualTo("GeoInfo[ip=[hidden], location=[hidden], countryName=Poland, regionName=[hidden],"
                            + " latitude=[hidden], longitude=[hidden], countryCode=PL, referer=[hidden]]");
            assertThat(data.orders().orElseThrow().orders().get(0).toString())
                    .isEqualTo("Order[id=A-77, total=49.90 PLN, url=[hidden]]");
        }
    }
}

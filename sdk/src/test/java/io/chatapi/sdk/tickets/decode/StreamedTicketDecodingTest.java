package io.chatapi.sdk.tickets.decode;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.json.StreamedArray;
import io.chatapi.sdk.tickets.TicketMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The streamed decoders behind {@code tickets().list()} and {@code forEach} give exactly what the
 * models' {@code fromJson} gives for the same JSON: every field, every nested model and every raw
 * JSON slice, for the service's samples, for odd and hostile shapes, and for the same bytes arriving
 * a few at a time (so that elements straddle the parser's reads).
 */
class StreamedTicketDecodingTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Example
    void the_list_sample_decodes_as_the_tree_decodes_it() throws IOException {
        assertStreamedAsTree(fixture("tickets/list.json"));
    }

    @Example
    void the_conversation_sample_with_its_json_texts_and_agents_decodes_as_the_tree_decodes_it() throws IOException {
        assertStreamedAsTree(fixture("tickets/show.json"));
    }

    @Example
    void odd_client_data_and_geoinfo_decode_as_the_tree_decodes_them() throws IOException {
        JsonNode odd = JsonCodec.readTree(fixture("tickets/client-data-odd.json"));
        JsonNode full = JsonCodec.readTree(fixture("tickets/client-data-full.json"));
        String geo = fixture("tickets/geoinfo.json");
        ArrayNode messages = NODES.arrayNode();
        messages.add(ticket("1").set("chat_user_data", odd));
        messages.add(ticket("2").put("chat_user_data", odd.toString()).put("geoinfo", geo));
        messages.add(ticket("3").put("chat_user_data", "  " + full + "  ").put("geoinfo", " " + geo));
        messages.add(ticket("4").put("chat_user_data", "[" + full + "]").put("geoinfo", "no data"));
        messages.add(ticket("5").put("chat_user_data", "{\"user_info\":").put("geoinfo", "{garbled"));
        String pretty = JsonCodec.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(envelope(messages));
        assertStreamedAsTree(pretty);
    }

    @Example
    void repeated_fields_unknown_fields_and_stray_elements_decode_as_the_tree_decodes_them() throws IOException {
        assertStreamedAsTree("{\"status\":1,\"messages\":[1,\"x\",null,[{\"id\":\"9\"}],"
                + "{\"id\":\"1\",\"id\":\"2\",\"body\":\"a\",\"extra\":{\"deep\":[1,{\"a\":2}]},"
                + "\"chat_user_data\":{\"cart_info\":{\"products\":[{\"price_prod\":\"1.5\",\"currency_code\":\"EUR\","
                + "\"price_prod\":\"2.50\",\"currency_code\":\" \",\"currency_code\":\" PLN \"}],"
                + "\"products\":{\"7\":{\"name_prod\":\"kept\"},\"8\":{\"qty\":\"3\"}}},"
                + "\"partner\":{\"x\":1},\"partner\":null,\"widget\":\"text\",\"user_info\":{\"uid\":\"u\",\"uuid\":null}},"
                + "\"geoinfo\":\"{\\\"lt\\\":1e400,\\\"lg\\\":\\\" 19.945 \\\",\\\"lt\\\":\\\"-0.00\\\"}\"},"
                + "{}]}");
    }

    @Example
    void currency_codes_that_are_blank_or_padded_in_any_way_decode_as_the_tree_decodes_them() throws IOException {
        // String.isBlank() and String.trim() disagree on what a blank is (U+2003 and U+0000): the codes must
        // follow the tree's reading, blank by isBlank(), then trimmed.
        ArrayNode messages = NODES.arrayNode();
        for (String code : new String[] {"", " ", "\u0000", "\u2003", " EUR\t", "PLN", "\u0000USD\u0000"}) {
            ObjectNode product = NODES.objectNode().put("price_prod", "1.50").put("currency_code", code);
            ObjectNode order = NODES.objectNode().put("total_price", "3").put("currency_code", code);
            ObjectNode total = NODES.objectNode()
                    .put("total_price", "3")
                    .put("average", "1.5")
                    .put("currency_code", code);
            ObjectNode data = NODES.objectNode();
            data.putObject("cart_info").set("products", NODES.arrayNode().add(product));
            ((ObjectNode) data.get("cart_info"))
                    .set("total_cart_price", NODES.arrayNode().add(order));
            data.putObject("order_info").set("total", NODES.arrayNode().add(total));
            data.set("abandoned_products", NODES.arrayNode().add(product));
            messages.add(ticket(code).set("chat_user_data", data));
        }
        assertStreamedAsTree(envelope(messages).toString());
    }

    @Example
    void a_long_list_read_a_few_bytes_at_a_time_keeps_every_slice_exact() throws IOException {
        JsonNode sample = JsonCodec.readTree(fixture("tickets/list.json")).path("messages");
        ArrayNode messages = NODES.arrayNode();
        for (int i = 0; i < 200; i++) {
            ObjectNode copy = (ObjectNode) sample.get(i % sample.size()).deepCopy();
            copy.put("id", String.valueOf(1000 + i)).put("body", "message " + "é".repeat(i % 40));
            messages.add(copy);
        }
        String json = envelope(messages).toString();
        assertThat(json.length()).isGreaterThan(100_000); // many parser reads, elements across their edges
        assertStreamedAsTree(json);
    }

    /** Any value of a full ticket swapped for an odd one: the two decoders still agree. */
    @Property(tries = 300)
    void a_ticket_with_odd_values_anywhere_decodes_as_the_tree_decodes_it(
            @ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int changes) throws IOException {
        Random random = new Random(seed);
        ObjectNode ticket = (ObjectNode) JsonCodec.readTree(fixture("tickets/list.json"))
                .path("messages")
                .get(0)
                .deepCopy();
        ((ObjectNode) ticket).put("geoinfo", fixture("tickets/geoinfo.json"));
        for (int i = 0; i < changes; i++) {
            replaceSomeValue(ticket, random);
        }
        String json = envelope(NODES.arrayNode().add(ticket)).toString();
        assertStreamedAsTree(json);
    }

    /**
     * The decoders expect each object's fields in the spec's order and match that order fastest: any
     * other order, with fields missing, repeated or unknown (some named like a known field plus or
     * minus a letter), still decodes as the tree decodes it.
     */
    @Property(tries = 200)
    void fields_in_any_order_with_unknown_and_missing_ones_decode_as_the_tree_decodes_them(@ForAll long seed)
            throws IOException {
        Random random = new Random(seed);
        JsonNode sample = JsonCodec.readTree(fixture("tickets/list.json")).path("messages");
        ObjectNode ticket =
                (ObjectNode) sample.get(random.nextInt(sample.size())).deepCopy();
        ticket.put("geoinfo", reorder(JsonCodec.readTree(fixture("tickets/geoinfo.json")), random));
        ObjectNode conversation = ticket.deepCopy();
        conversation.put("chat_user_data", reorder(conversation.path("chat_user_data"), random));
        String messages = "[" + reorder(ticket, random) + "," + reorder(conversation, random) + "]";
        assertStreamedAsTree("{\"status\":1,\"messages\":" + messages + "}");
    }

    private static void assertStreamedAsTree(String json) throws IOException {
        List<TicketMessage> expected = viaTree(json);
        for (int chunk : new int[] {Integer.MAX_VALUE, 7, 1}) {
            List<TicketMessage> actual = streamed(json, chunk);
            SameDecoding.assertSame(expected, actual, "messages (reads of " + chunk + " bytes)");
        }
        // A reply read whole (tickets().get) is parsed in place, its slices sharing the one array.
        List<TicketMessage> inPlace = new ArrayList<>();
        StreamedArray.read(json.getBytes(StandardCharsets.UTF_8), "messages", TicketReader::ticket, inPlace::add);
        SameDecoding.assertSame(expected, inPlace, "messages (parsed in place)");
    }

    private static List<TicketMessage> viaTree(String json) throws IOException {
        List<TicketMessage> out = new ArrayList<>();
        for (JsonNode element : JsonCodec.readTree(json).path("messages")) {
            if (element.isObject()) {
                out.add(TicketMessage.fromJson(element));
            }
        }
        return out;
    }

    private static List<TicketMessage> streamed(String json, int chunk) throws IOException {
        List<TicketMessage> out = new ArrayList<>();
        InputStream bytes = new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
        StreamedArray.read(
                chunk == Integer.MAX_VALUE ? bytes : trickle(bytes, chunk), "messages", TicketReader::ticket, out::add);
        return out;
    }

    /** Hands out at most {@code most} bytes per read. */
    private static InputStream trickle(InputStream in, int most) {
        return new java.io.FilterInputStream(in) {
            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                return super.read(buffer, offset, Math.min(length, most));
            }
        };
    }

    private static ObjectNode ticket(String id) {
        return NODES.objectNode().put("id", id).put("body", "b").put("time_send", "1716380112");
    }

    private static ObjectNode envelope(ArrayNode messages) {
        ObjectNode out = NODES.objectNode().put("status", 1);
        out.set("messages", messages);
        return out;
    }

    /**
     * {@code node} as JSON text with every object's fields shuffled, one in four dropped, some
     * repeated (an odd value first, so the last one counts), and now and then an unknown field: a
     * known name with a letter added or taken away. Text, because a tree keeps one value per name.
     */
    private static String reorder(JsonNode node, Random random) {
        if (node.isArray()) {
            List<String> elements = new ArrayList<>();
            node.forEach(element -> elements.add(reorder(element, random)));
            return "[" + String.join(",", elements) + "]";
        }
        if (!node.isObject()) {
            return node.toString();
        }
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        java.util.Collections.shuffle(names, random);
        List<String> fields = new ArrayList<>();
        for (String name : names) {
            int roll = random.nextInt(8);
            if (roll < 2) {
                continue; // dropped
            }
            String value = reorder(node.get(name), random);
            if (roll == 2) {
                fields.add(NODES.textNode(name) + ":" + oddValue(random));
            } else if (roll == 3) {
                fields.add(NODES.textNode(name.substring(0, name.length() - 1)) + ":" + value);
            } else if (roll == 4) {
                fields.add(NODES.textNode(name + "x") + ":" + value);
            }
            fields.add(NODES.textNode(name) + ":" + value);
        }
        return "{" + String.join(",", fields) + "}";
    }

    /** Replaces one value somewhere in the tree (any depth, including inside JSON texts' objects). */
    private static void replaceSomeValue(ObjectNode root, Random random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode container = containers.get(random.nextInt(containers.size()));
        JsonNode odd = oddValue(random);
        if (container instanceof ObjectNode object && object.size() > 0) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            object.set(names.get(random.nextInt(names.size())), odd);
        } else if (container instanceof ArrayNode array && array.size() > 0) {
            array.set(random.nextInt(array.size()), odd);
        }
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            node.elements().forEachRemaining(child -> collect(child, out));
        }
    }

    private static JsonNode oddValue(Random random) {
        ObjectNode product = NODES.objectNode().put("name_prod", "p").put("price_prod", "9.90");
        ObjectNode keyed = NODES.objectNode();
        keyed.set("4", product.deepCopy());
        keyed.set("5", product.deepCopy().put("qty", 2));
        JsonNode[] values = {
            NODES.textNode("12.50"),
            NODES.textNode(" 7 "),
            NODES.textNode(""),
            NODES.textNode("  "),
            NODES.textNode("\u0000"),
            NODES.textNode("\u2003"),
            NODES.textNode(" EUR\t"),
            NODES.textNode("abc"),
            NODES.textNode("1e3"),
            NODES.textNode("-0.00"),
            NODES.textNode("+5"),
            NODES.textNode("9223372036854775808"),
            NODES.textNode("12.5.1"),
            NODES.textNode(".5"),
            NODES.textNode("5."),
            NODES.textNode("1234567890123456789.5"),
            NODES.textNode("29-02-2024 10:00:00"),
            NODES.textNode("31-04-2024 10:00:00"),
            NODES.textNode("01-01-2024 24:00:00"),
            NODES.textNode("01-01-0000 00:00:00"),
            NODES.textNode("1-1-2024 1:00:00"),
            NODES.numberNode(3),
            NODES.numberNode(-9_000_000_000L),
            NODES.numberNode(new BigInteger("123456789012345678901234")),
            NODES.numberNode(new BigDecimal("1.50")),
            NODES.numberNode(new BigDecimal("1E+5")),
            NODES.numberNode(2.5e-7),
            NODES.booleanNode(true),
            NODES.nullNode(),
            NODES.objectNode(),
            NODES.arrayNode(),
            NODES.arrayNode().add("a").add(1).addNull().add(NODES.objectNode()),
            NODES.arrayNode().add(product),
            keyed,
            product,
            NODES.textNode(product.toString()),
            NODES.textNode("[" + product + "]"),
            NODES.textNode("{\"name_prod\":"),
            NODES.textNode(keyed.toString()),
        };
        return values[random.nextInt(values.length)].deepCopy();
    }
}

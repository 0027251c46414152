package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.sdk.tickets.Ticket;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Models read from a stream keep their bytes as {@code raw()} ({@link ByteTrail}): the same models,
 * raw included, as the tree a mapper without the trail builds, whatever the stream's pieces.
 */
class ByteTrailTest {
    /** The module alone: models keep trees. */
    private final ObjectMapper trees = new ObjectMapper().registerModule(new ChatApiJacksonModule());

    /** The module with the trail, as the SDK's own mapper reads. */
    private final ObjectMapper bytes = JsonMapper.builder(JsonFactory.builder()
                    .inputDecorator(ChatApiJacksonModule.keepBytes())
                    .build())
            .addModule(new ChatApiJacksonModule())
            .build();

    @Test
    void tickets_read_from_a_stream_in_pieces_of_any_size_equal_those_read_from_a_tree() throws IOException {
        String list = ticketList(40);
        List<Ticket> expected = readTickets(trees, new ByteArrayInputStream(utf8(list)));
        Random random = new Random(19);

        for (int maxPiece : new int[] {1, 7, 300, 5000}) {
            List<Ticket> read = readTickets(bytes, pieces(list, maxPiece, random));

            assertThat(read).as("pieces of at most %d bytes", maxPiece).isEqualTo(expected);
            for (int i = 0; i < read.size(); i++) {
                Ticket ticket = read.get(i);
                assertThat(ticket.raw().toString())
                        .isEqualTo(expected.get(i).raw().toString());
                assertThat(ticket.clientData().orElseThrow().raw().toString())
                        .isEqualTo(
                                expected.get(i).clientData().orElseThrow().raw().toString());
                assertThat(ticket.geoInfo().orElseThrow().raw().toString())
                        .isEqualTo(expected.get(i).geoInfo().orElseThrow().raw().toString());
                assertThat(ticket.clientData().orElseThrow().customBranches())
                        .isEqualTo(expected.get(i).clientData().orElseThrow().customBranches())
                        .containsKey("widget");
            }
        }
    }

    @Test
    void a_model_whose_array_grows_while_it_is_read_keeps_every_nested_raw_intact() throws IOException {
        // One ticket far larger than the arrays the trail starts with: nested models made before each
        // growth keep the array they were made in, which nothing writes over.
        String list = ticketList(1).replace("\"body\":\"hello 0\"", "\"body\":\"" + "x".repeat(200_000) + "\"");
        Ticket expected =
                readTickets(trees, new ByteArrayInputStream(utf8(list))).get(0);

        Ticket read = readTickets(bytes, pieces(list, 4096, new Random(7))).get(0);

        assertThat(read).isEqualTo(expected);
        assertThat(read.raw().toString()).isEqualTo(expected.raw().toString()).hasSizeGreaterThan(200_000);
        assertThat(read.clientData().orElseThrow().cart().orElseThrow().products())
                .extracting(product -> product.raw().toString())
                .containsExactlyElementsOf(expected.clientData().orElseThrow().cart().orElseThrow().products().stream()
                        .map(product -> product.raw().toString())
                        .toList());
    }

    @Test
    void a_model_keeps_its_bytes_while_the_stream_goes_on_long_past_it() throws IOException {
        // Between the two tickets the trail reads far more than it keeps behind the parser: it must let
        // go of those bytes without writing over the array the first (large) ticket keeps its JSON in.
        String one = ticketList(1).replace("\"body\":\"hello 0\"", "\"body\":\"" + "x".repeat(30_000) + "\"");
        String ticket = one.substring(one.indexOf('[') + 1, one.lastIndexOf(']'));
        String list = "{\"messages\":[" + ticket + ",\"" + "p".repeat(100_000) + "\"," + ticket + "]}";
        Ticket expected =
                readTickets(trees, new ByteArrayInputStream(utf8(one))).get(0);

        for (int maxPiece : new int[] {100, 8000}) {
            List<Ticket> read = readTickets(bytes, pieces(list, maxPiece, new Random(3)));

            assertThat(read).hasSize(3).containsExactly(expected, null, expected);
            assertThat(read.get(0).raw().toString()).isEqualTo(expected.raw().toString());
            assertThat(read.get(0).geoInfo().orElseThrow().raw().toString())
                    .isEqualTo(expected.geoInfo().orElseThrow().raw().toString());
        }
    }

    @Test
    void a_record_longer_than_the_parsers_string_limit_fails_the_read_as_a_parser_limit() throws IOException {
        ObjectMapper limited = JsonMapper.builder(JsonFactory.builder()
                        .inputDecorator(ChatApiJacksonModule.keepBytes())
                        .streamReadConstraints(StreamReadConstraints.builder()
                                .maxStringLength(10_000)
                                .build())
                        .build())
                .addModule(new ChatApiJacksonModule())
                .build();
        // The long value is in a field the model does not know: skipping it checks no length.
        String small = "{\"id\":\"1\",\"unknown\":\"" + "y".repeat(5_000) + "\"}";
        String large = "{\"id\":\"2\",\"unknown\":\"" + "y".repeat(20_000) + "\"}";

        assertThat(limited.readValue(new ByteArrayInputStream(utf8(small)), Ticket.class)
                        .id())
                .isEqualTo("1");
        assertThatThrownBy(() -> limited.readValue(new ByteArrayInputStream(utf8(large)), Ticket.class))
                .isInstanceOf(StreamConstraintsException.class)
                .hasMessageContaining("exceeds the maximum length (10000 bytes)");
    }

    @Test
    void a_byte_array_or_text_is_read_from_a_tree_with_the_same_result() throws IOException {
        String list = ticketList(3);
        JsonNode first = trees.readTree(list).get("messages").get(0);

        Ticket fromArray = bytes.readValue(utf8(first.toString()), Ticket.class);
        Ticket fromText = bytes.readValue(first.toString(), Ticket.class);

        assertThat(fromArray).isEqualTo(fromText).isEqualTo(trees.treeToValue(first, Ticket.class));
    }

    /** The capture's state lives in the trail under the parser: one per parser, reused by each read from it. */
    @Test
    void reads_one_after_another_from_one_parser_each_keep_their_own_raw_even_after_a_refused_one() throws IOException {
        JsonNode tickets = trees.readTree(ticketList(2)).get("messages");
        String refused =
                "{\"body\":\"no id\",\"geoinfo\":\"{\\\"ip\\\":\\\"1.2.3.4\\\"}\",\"chat_user_data\":{\"x\":1}}";
        String stream = tickets.get(0) + " " + refused + " " + tickets.get(1);

        List<Object> read = new ArrayList<>();
        try (JsonParser parser = bytes.createParser(pieces(stream, 13, new Random(7)))) {
            for (int i = 0; i < 3; i++) {
                parser.nextToken();
                try {
                    read.add(bytes.readValue(parser, Ticket.class));
                } catch (IOException refusedRead) {
                    read.add(refusedRead.getClass().getSimpleName());
                }
            }
        }

        assertThat(read).hasSize(3);
        assertThat(read.get(1)).isEqualTo("MismatchedInputException");
        for (int i : new int[] {0, 2}) {
            Ticket ticket = (Ticket) read.get(i);
            JsonNode sent = tickets.get(i / 2);
            assertThat(ticket.raw().tree()).isEqualTo(sent);
            // As text: the raw tree holds 50.06 as a BigDecimal, a plain readTree as a double.
            assertThat(ticket.geoInfo().orElseThrow().raw().toString())
                    .isEqualTo(trees.readTree(sent.get("geoinfo").asText()).toString());
            assertThat(ticket.clientData().orElseThrow().raw().tree()).isEqualTo(sent.get("chat_user_data"));
        }
    }

    private static List<Ticket> readTickets(ObjectMapper mapper, InputStream in) throws IOException {
        List<Ticket> out = new ArrayList<>();
        try (JsonParser parser = mapper.createParser(in)) {
            while (parser.nextToken() != null && !"messages".equals(parser.currentName())) {
                // up to the list
            }
            parser.nextToken();
            parser.nextToken();
            mapper.readerFor(Ticket.class).<Ticket>readValues(parser).forEachRemaining(out::add);
        }
        return out;
    }

    /** A list as the service sends it: client data as an object, geolocation as JSON text, a custom branch. */
    private static String ticketList(int count) {
        StringBuilder json = new StringBuilder("{\"status\":1,\"messages\":[");
        for (int i = 0; i < count; i++) {
            json.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"")
                    .append(1000 + i)
                    .append("\",\"body\":\"hello ")
                    .append(i)
                    .append("\",\"time_send\":\"1717239600\",\"chat_user_data\":{\"user_info\":{\"name\":\"Zoë\"},")
                    .append("\"cart_info\":{\"products\":[{\"name_prod\":\"Mug \\\"350\\\"\",\"qty\":\"2\",")
                    .append("\"price_prod\":\"12.50\"},{\"name_prod\":\"抹茶\",\"qty\":1,\"price_prod\":18}],")
                    .append("\"total_cart_price\":[{\"total_price\":\"43.00\",\"currency_code\":\"PLN\"}]},")
                    .append("\"order_info\":{\"order\":[{\"order_id\":\"7\",\"date\":\"01-01-2024 08:00:00\"}]},")
                    .append("\"widget\":{\"step\":")
                    .append(i)
                    .append("}},\"geoinfo\":\"{\\\"country_name\\\":\\\"Poland\\\",\\\"lt\\\":50.06}\",")
                    .append("\"extra\":[1,{\"}\":\"{\"}]}");
        }
        return json.append("],\"total\":\"").append(count).append("\"}").toString();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The text as a stream that hands out between 1 and {@code maxPiece} bytes a read, as a network may. */
    private static InputStream pieces(String json, int maxPiece, Random random) {
        return new FilterInputStream(new ByteArrayInputStream(utf8(json))) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 1 + random.nextInt(maxPiece)));
            }
        };
    }
}

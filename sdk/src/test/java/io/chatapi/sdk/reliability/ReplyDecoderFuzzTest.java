package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import io.chatapi.sdk.triggers.Trigger;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Every model of the SDK bound by Jackson (each public record with a {@code raw()}, found by
 * scanning the compiled SDK, so a new model is fuzzed without being listed here) is total: for any
 * JSON tree, binding through the SDK's mapper returns a value (or {@code null} for a value that is no
 * object) and never throws, except the one documented refusal: a record whose required id is
 * missing or unreadable (a list leaves such an entry out). Inputs are the real reply shapes of the fixtures,
 * broken by {@link JsonMutator} (fields dropped, types swapped, embedded JSON garbled, absurd
 * nesting, numbers beyond every range), random trees, random bytes and JSON-like token soup parsed by
 * {@link JsonCodec}, and replies cut short. The decoded values are printed, hashed and re-encoded too,
 * so a value that only fails later is caught here.
 *
 * <p>Seeds are fixed: a failure reproduces on every run (and jqwik prints the shrunk input).
 */
class ReplyDecoderFuzzTest {
    static final List<String> FIXTURES = List.of(
            "agents/list.json",
            "agents/detail.json",
            "agents/domains.json",
            "agents/signins-page1.json",
            "agents/signins-page2.json",
            "domains/list.json",
            "domains/register.json",
            "triggers/list.json",
            "triggers/get.json",
            "aliases/list.json",
            "aliases/get.json",
            "tickets/list.json",
            "tickets/show.json",
            "tickets/client-data-full.json",
            "tickets/client-data-odd.json",
            "tickets/geoinfo.json",
            "tickets/plugin-data-expected.json");

    static final List<JsonNode> SEEDS =
            FIXTURES.stream().map(ReplyDecoderFuzzTest::parseFixture).toList();
    static final List<String> FIELD_NAMES = fieldNames();
    static final List<Class<?>> DECODERS = decoders();

    // ---------------------------------------------------------------- the decoders

    @Example
    void every_public_decoder_of_the_sdk_is_under_test() {
        List<String> names = DECODERS.stream().map(Class::getSimpleName).toList();
        assertThat(names)
                .contains(
                        "AgentSeats",
                        "Agent",
                        "AgentDetail",
                        "DashboardLayout",
                        "SignIn",
                        "SignInPage",
                        "Domain",
                        "DomainSummary",
                        "Trigger",
                        "Alias",
                        "Ticket",
                        "GeoInfo",
                        "ClientData",
                        "UserInfo",
                        "CartInfo",
                        "CartProduct",
                        "OrderInfo",
                        "Order",
                        "OrderTotal",
                        "RecentActivity",
                        "ProductSummary",
                        "Conversion",
                        "ConversionStats",
                        "ConversationMessage");
    }

    @Property(tries = 250, seed = "6061")
    void decoders_never_throw_on_mutated_replies(
            @ForAll @IntRange(min = 0, max = 16) int fixture,
            @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 12) int mutations) {
        JsonNode tree = new JsonMutator(new Random(seed), FIELD_NAMES).mutate(SEEDS.get(fixture), mutations);
        decodeEverywhere(tree);
    }

    @Property(tries = 200, seed = "6062")
    void decoders_never_throw_on_random_trees(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int depth) {
        decodeEverywhere(new JsonMutator(new Random(seed), FIELD_NAMES).randomValue(depth));
    }

    @Property(tries = 300, seed = "6063")
    void random_bytes_either_fail_to_parse_with_an_io_exception_or_decode_cleanly(
            @ForAll @Size(max = 300) byte[] bytes) {
        parseThenDecode(bytes);
    }

    @Property(tries = 400, seed = "6064")
    void json_like_token_soup_either_fails_to_parse_with_an_io_exception_or_decodes_cleanly(
            @ForAll("tokenSoup") String text) {
        parseThenDecode(text.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 200, seed = "6065")
    void a_reply_cut_anywhere_either_fails_to_parse_with_an_io_exception_or_decodes_cleanly(
            @ForAll @IntRange(min = 0, max = 16) int fixture, @ForAll @IntRange(min = 0, max = 100_000) int cut) {
        byte[] whole = SEEDS.get(fixture).toString().getBytes(StandardCharsets.UTF_8);
        byte[] part = java.util.Arrays.copyOf(whole, cut % (whole.length + 1));
        parseThenDecode(part);
    }

    @Example
    void a_tree_nested_far_deeper_than_any_parser_allows_does_not_overflow_a_decoder() {
        JsonMutator mutator = new JsonMutator(new Random(1), FIELD_NAMES);
        JsonNode deep = mutator.nested(SEEDS.get(FIXTURES.indexOf("tickets/show.json")), 20_000);
        ObjectNode holder = JsonNodeFactory.instance.objectNode();
        for (String field : FIELD_NAMES) {
            holder.set(field, deep);
        }
        for (Class<?> decoder : DECODERS) {
            // The holder (every field this deep) read as the SDK reads a tree it holds, its nodes kept, not copied:
            // a copy of it per decoder took half a minute and tested Jackson's copying, not the decoders.
            decode(decoder, holder, false, true); // printing a tree this deep is Jackson's limit, not ours
            decode(decoder, deep, false);
        }
    }

    @Example
    void nesting_inside_embedded_json_text_beyond_the_limit_reads_as_absent() {
        ObjectNode message = JsonNodeFactory.instance.objectNode();
        message.put("chat_user_data", "{\"user_info\":".repeat(100_000));
        message.put("geoinfo", "[".repeat(100_000));
        int tooDeep = JsonCodec.MAX_NESTING_DEPTH + 1;
        message.put("users", "{\"a\":".repeat(tooDeep) + "1" + "}".repeat(tooDeep));

        ConversationMessage decoded = JsonCodec.bind(message, ConversationMessage.class);

        assertThat(decoded.clientData()).isEmpty();
        assertThat(decoded.geoInfo()).isEmpty();
        assertThat(decoded.agent()).isEmpty();
    }

    @Example
    void numbers_beyond_every_range_read_as_absent_never_as_a_wrapped_value() throws IOException {
        // 2^64 + 1 wraps to 1 as a long: it must not read as "activated".
        JsonNode trigger = JsonCodec.readTree(
                "{\"id\":\"1\",\"status\":18446744073709551617,\"display_time\":18446744073709551626}");
        assertThat(JsonCodec.bind(trigger, Trigger.class).active()).isEmpty();
        assertThat(JsonCodec.bind(trigger, Trigger.class).displayDelay()).isEmpty();

        ObjectNode geo = JsonNodeFactory.instance.objectNode();
        geo.set("lt", DoubleNode.valueOf(Double.NaN));
        geo.set("lg", DoubleNode.valueOf(Double.POSITIVE_INFINITY));
        assertThat(JsonCodec.bind(geo, GeoInfo.class).latitude()).isEmpty();
        assertThat(JsonCodec.bind(geo, GeoInfo.class).longitude()).isEmpty();
    }

    @Example
    void client_data_text_that_is_not_an_object_fails_only_with_illegal_argument() {
        for (String text : List.of("", "[", "[]", "1", "null", "\"{}\"", "{".repeat(10_000), "{\"user_info\":")) {
            try {
                ClientData.parse(text);
            } catch (IllegalArgumentException expected) {
                // documented
            }
        }
    }

    @Provide
    Arbitrary<String> tokenSoup() {
        Arbitrary<String> token = Arbitraries.of(
                "{",
                "}",
                "[",
                "]",
                ":",
                ",",
                "\"",
                "\"status\"",
                "\"content\"",
                "\"messages\"",
                "\"users\"",
                "\"trigger\"",
                "\"domains\"",
                "\"chat_user_data\"",
                "\"cart_info\"",
                "\"products\"",
                "\"price_prod\"",
                "1",
                "0",
                "-",
                "1e999999999",
                "9223372036854775808",
                ".5",
                "true",
                "false",
                "null",
                "\\u00",
                "\\\"",
                "\\/",
                " ",
                "\"{\\\"a\\\":[1,\"",
                "\"1\"",
                "\"x\"");
        return token.list().ofMaxSize(60).map(parts -> String.join("", parts));
    }

    // ---------------------------------------------------------------- machinery

    private static void parseThenDecode(byte[] bytes) {
        JsonNode tree;
        try {
            tree = JsonCodec.readTree(bytes);
        } catch (IOException notJson) {
            return; // the transport turns exactly this into UndecodableReplyException
        }
        decodeEverywhere(tree);
    }

    /** Runs every decoder on the tree, each of its containers and each JSON text embedded in it. */
    static void decodeEverywhere(JsonNode tree) {
        List<JsonNode> candidates = new ArrayList<>();
        candidates.add(tree);
        candidates.add(NullNode.getInstance());
        candidates.add(MissingNode.getInstance());
        collect(tree, candidates, 0);
        for (Class<?> decoder : DECODERS) {
            for (JsonNode candidate : candidates) {
                decode(decoder, candidate, true);
            }
        }
    }

    private static void collect(JsonNode node, List<JsonNode> out, int depth) {
        if (depth > 80 || out.size() > 400) {
            return;
        }
        if (node.isContainerNode()) {
            for (JsonNode child : node) {
                if (child.isContainerNode()) {
                    out.add(child);
                } else if (child.isTextual()
                        && (child.asText().startsWith("{") || child.asText().startsWith("["))) {
                    try {
                        out.add(JsonCodec.readTree(child.asText()));
                    } catch (IOException garbled) {
                        // the decoders meet this text as text, through their parent
                    }
                }
                collect(child, out, depth + 1);
            }
        }
    }

    private static void decode(Class<?> model, JsonNode input, boolean exercise) {
        decode(model, input, exercise, false);
    }

    /** @param named whether the tree is named to the read, as {@code JsonCodec.bind} does, so models keep its nodes */
    private static void decode(Class<?> model, JsonNode input, boolean exercise, boolean named) {
        Object value;
        try {
            value = named
                    ? JsonCodec.reader(model)
                            .withAttribute(JsonNode.class, input)
                            .readValue(input)
                    : JsonCodec.mapper().treeToValue(input, model);
        } catch (MismatchedInputException refused) {
            // The one documented refusal: a record without its required id.
            assertThat(refused.getOriginalMessage())
                    .as(model.getSimpleName() + " refused " + excerpt(input))
                    .containsIgnoringCase("required");
            return;
        } catch (IOException | RuntimeException | StackOverflowError e) {
            throw new AssertionError(model.getSimpleName() + " threw on " + excerpt(input), e);
        }
        if (exercise) {
            exercise(model, value, input);
        }
    }

    /** Uses the value the way a caller would: prints, hashes, compares it, and writes it back as JSON. */
    private static void exercise(Class<?> decoder, Object value, JsonNode input) {
        if (value == null) {
            return;
        }
        try {
            value.toString();
            value.hashCode();
            Method raw = publicNoArg(value.getClass(), "raw");
            if (raw != null) {
                raw.invoke(value).toString(); // the JSON as sent is built from the token copy when asked
            }
            assertThat(value.equals(value)).isTrue();
            Method toJson = publicNoArg(value.getClass(), "toJson");
            if (toJson != null) {
                toJson.invoke(value);
            }
        } catch (InvocationTargetException e) {
            throw new AssertionError(
                    decoder.getSimpleName() + "'s value failed toJson() for " + excerpt(input), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(
                    decoder.getSimpleName() + "'s value failed toString/hashCode/equals for " + excerpt(input), e);
        }
    }

    private static Method publicNoArg(Class<?> type, String name) {
        try {
            Method m = type.getMethod(name);
            return Modifier.isPublic(m.getModifiers()) ? m : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static String excerpt(JsonNode node) {
        String text;
        try {
            text = node.toString();
        } catch (RuntimeException tooDeep) {
            text = "(a tree too deep to print)";
        }
        return text.length() > 600 ? text.substring(0, 600) + "…" : text;
    }

    /** Every public record of the SDK that keeps its JSON ({@code raw()}): the models Jackson binds. */
    /** A model: a record with a {@code RawJson} component, or a list model (such as the agent list) whose {@code raw()} is one. */
    private static boolean keepsRawJson(Class<?> type) {
        if (type.isRecord()) {
            return Arrays.stream(type.getRecordComponents()).anyMatch(c -> c.getType() == RawJson.class);
        }
        try {
            return java.util.List.class.isAssignableFrom(type)
                    && type.getMethod("raw").getReturnType() == RawJson.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static List<Class<?>> decoders() {
        Path classes;
        try {
            classes = Path.of(ChatApiClient.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<Class<?>> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = classes.relativize(file)
                        .toString()
                        .replace(file.getFileSystem().getSeparator(), ".");
                name = name.substring(0, name.length() - ".class".length());
                if (!name.startsWith("io.chatapi.sdk.")
                        || name.endsWith("module-info")
                        || name.endsWith("package-info")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, ChatApiClient.class.getClassLoader());
                if (Modifier.isPublic(type.getModifiers())
                        && !type.getPackageName().equals("io.chatapi.sdk.core") // the envelope's values, not models
                        && keepsRawJson(type)) {
                    out.add(type);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        // Bound from the agent list without a raw() of its own: fuzzed all the same.
        out.add(io.chatapi.sdk.agents.AgentSeats.class);
        out.sort(Comparator.comparing(Class::getName));
        return List.copyOf(out);
    }

    private static JsonNode parseFixture(String name) {
        try (InputStream in = ReplyDecoderFuzzTest.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no fixture " + name);
            }
            return JsonCodec.readTree(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every field name in the fixtures, embedded JSON text included. */
    private static List<String> fieldNames() {
        TreeSet<String> names = new TreeSet<>();
        List<JsonNode> nodes = new ArrayList<>(SEEDS);
        for (JsonNode seed : SEEDS) {
            collect(seed, nodes, 0);
        }
        for (JsonNode node : nodes) {
            if (node.isObject()) {
                node.fieldNames().forEachRemaining(names::add);
            }
        }
        names.add("status");
        return List.copyOf(names);
    }

    static TextNode text(String s) {
        return TextNode.valueOf(s);
    }
}

package io.chatapi.sdk.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.FloatNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Breaks JSON trees the ways a server (or something in front of it) can: fields dropped, values
 * swapped for another JSON type, embedded JSON text garbled or cut, values nested absurdly deep,
 * numbers far beyond any range, objects turned into JSON text, one field's value copied into
 * another. Deterministic for a given {@link Random}.
 */
final class JsonMutator {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    /** Text values chosen because a decoder could choke on them. */
    private static final List<String> NASTY_TEXT = List.of(
            "",
            " ",
            "0",
            "1",
            "-1",
            "2",
            "true",
            "no",
            "yes",
            "null",
            "NaN",
            "Infinity",
            "-0",
            "0x1F",
            "1e999999999",
            "-1e-999999999",
            "9223372036854775808",
            "18446744073709551617",
            "99999999999999999999999999999999999999999999999999",
            "1.5",
            "1,5",
            "١٢٣",
            "no data",
            "{",
            "[",
            "{\"a\":",
            "[1,2",
            "{}",
            "[]",
            "[[[[[[[[[[[[",
            "\"",
            "\\",
            "\u0000",
            "\uFFFF",
            "\uD83D",
            "31-02-2024 25:61:61",
            "00-00-0000 00:00:00",
            "29-02-2023 12:00:00",
            "admin ",
            "ADMIN",
            "Error - everything",
            "tok\r\nInjected: header",
            "<html>502</html>");

    private final Random random;
    private final List<String> fieldNames;

    /**
     * @param random the source of every choice
     * @param fieldNames names to give fields of invented objects (the real wire names make decoders
     *     look deeper)
     */
    JsonMutator(Random random, List<String> fieldNames) {
        this.random = random;
        this.fieldNames = fieldNames;
    }

    /** A mutated deep copy of {@code root}, with {@code times} mutations at random places. */
    JsonNode mutate(JsonNode root, int times) {
        JsonNode copy = root.deepCopy();
        for (int i = 0; i < times; i++) {
            List<Slot> slots = slots(copy);
            if (slots.isEmpty()) {
                return randomValue(3);
            }
            Slot slot = slots.get(random.nextInt(slots.size()));
            mutateSlot(slot, slots);
        }
        return copy;
    }

    /** A place in a tree: a field of an object or an element of an array. */
    private record Slot(ContainerNode<?> parent, String field, int index) {
        JsonNode get() {
            return parent instanceof ObjectNode o ? o.get(field) : ((ArrayNode) parent).get(index);
        }

        void set(JsonNode value) {
            if (parent instanceof ObjectNode o) {
                o.set(field, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            if (parent instanceof ObjectNode o) {
                o.remove(field);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }
    }

    private static List<Slot> slots(JsonNode root) {
        List<Slot> out = new ArrayList<>();
        collect(root, out, 0);
        return out;
    }

    private static void collect(JsonNode node, List<Slot> out, int depth) {
        if (depth > 200) {
            return; // a tree this mutator nested already; its top slots are enough
        }
        if (node instanceof ObjectNode object) {
            for (Map.Entry<String, JsonNode> field : object.properties()) {
                out.add(new Slot(object, field.getKey(), -1));
                collect(field.getValue(), out, depth + 1);
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                out.add(new Slot(array, null, i));
                collect(array.get(i), out, depth + 1);
            }
        }
    }

    private void mutateSlot(Slot slot, List<Slot> all) {
        JsonNode value = slot.get();
        switch (random.nextInt(7)) {
            case 0:
                slot.remove();
                break;
            case 1:
            case 2:
                slot.set(randomValue(2));
                break;
            case 3:
                slot.set(garbled(value));
                break;
            case 4:
                slot.set(nested(value, 1 + random.nextInt(random.nextBoolean() ? 8 : 100)));
                break;
            case 5:
                // The service sends some objects as JSON text inside a string; sometimes that text is cut.
                String text = value.toString();
                slot.set(TextNode.valueOf(
                        random.nextBoolean() ? text : text.substring(0, random.nextInt(text.length() + 1))));
                break;
            default:
                slot.set(all.get(random.nextInt(all.size())).get().deepCopy());
        }
    }

    /** A value of a random JSON type; containers get invented fields, {@code depth} levels at most. */
    JsonNode randomValue(int depth) {
        switch (random.nextInt(depth > 0 ? 8 : 6)) {
            case 0:
                return NullNode.getInstance();
            case 1:
                return BooleanNode.valueOf(random.nextBoolean());
            case 2:
                return randomNumber();
            case 3:
            case 4:
                return TextNode.valueOf(randomText());
            case 5:
                return random.nextBoolean() ? NODES.objectNode() : NODES.arrayNode();
            case 6:
                ObjectNode object = NODES.objectNode();
                int fields = random.nextInt(5);
                for (int i = 0; i < fields; i++) {
                    object.set(fieldNames.get(random.nextInt(fieldNames.size())), randomValue(depth - 1));
                }
                return object;
            default:
                ArrayNode array = NODES.arrayNode();
                int elements = random.nextInt(4);
                for (int i = 0; i < elements; i++) {
                    array.add(randomValue(depth - 1));
                }
                return array;
        }
    }

    private JsonNode randomNumber() {
        switch (random.nextInt(12)) {
            case 0:
                return IntNode.valueOf(random.nextInt(5) - 1);
            case 1:
                return IntNode.valueOf(random.nextInt());
            case 2:
                return LongNode.valueOf(random.nextBoolean() ? Long.MAX_VALUE : Long.MIN_VALUE);
            case 3:
                return BigIntegerNode.valueOf(BigInteger.TWO.pow(64).add(BigInteger.valueOf(random.nextInt(3))));
            case 4:
                return BigIntegerNode.valueOf(BigInteger.TEN.pow(400).negate());
            case 5:
                return DecimalNode.valueOf(new BigDecimal("1e999999999"));
            case 6:
                return DecimalNode.valueOf(new BigDecimal("-1e-999999999"));
            case 7:
                return DecimalNode.valueOf(new BigDecimal(BigInteger.ONE, Integer.MIN_VALUE + 1));
            case 8:
                return DecimalNode.valueOf(new BigDecimal("0.1"));
            case 9:
                // Not from the wire (JSON has no NaN), but a caller may hand a decoder any tree.
                double[] odd = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 1e308};
                return DoubleNode.valueOf(odd[random.nextInt(odd.length)]);
            case 10:
                return FloatNode.valueOf(random.nextBoolean() ? Float.NaN : 1.0f);
            default:
                return DoubleNode.valueOf(random.nextDouble() * 1e6);
        }
    }

    private String randomText() {
        switch (random.nextInt(6)) {
            case 0:
            case 1:
                return NASTY_TEXT.get(random.nextInt(NASTY_TEXT.size()));
            case 2:
                return "[".repeat(1 + random.nextInt(5_000)); // deep nesting inside embedded JSON text
            case 3:
                return "{\"a\":".repeat(1 + random.nextInt(2_000)) + "1" + "}".repeat(random.nextInt(2_000));
            case 4:
                return "1".repeat(1 + random.nextInt(5_000));
            default:
                StringBuilder s = new StringBuilder();
                int n = random.nextInt(40);
                for (int i = 0; i < n; i++) {
                    s.append((char) random.nextInt(random.nextBoolean() ? 128 : 0xFFFF));
                }
                return s.toString();
        }
    }

    private JsonNode garbled(JsonNode value) {
        if (!value.isTextual()) {
            return TextNode.valueOf(randomText());
        }
        String text = value.asText();
        if (text.isEmpty()) {
            return TextNode.valueOf(randomText());
        }
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits && s.length() > 0; i++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(4)) {
                case 0:
                    s.setLength(at); // cut
                    break;
                case 1:
                    s.insert(at, "{[\":,]}\\".charAt(random.nextInt(8)));
                    break;
                case 2:
                    s.deleteCharAt(at);
                    break;
                default:
                    s.setCharAt(at, (char) random.nextInt(0xFFFF));
            }
        }
        return TextNode.valueOf(s.toString());
    }

    /** {@code value} inside {@code levels} arrays or objects. */
    JsonNode nested(JsonNode value, int levels) {
        JsonNode node = value;
        for (int i = 0; i < levels; i++) {
            if (random.nextBoolean()) {
                node = NODES.arrayNode().add(node);
            } else {
                ObjectNode wrapper = NODES.objectNode();
                wrapper.set(fieldNames.get(random.nextInt(fieldNames.size())), node);
                node = wrapper;
            }
        }
        return node;
    }
}

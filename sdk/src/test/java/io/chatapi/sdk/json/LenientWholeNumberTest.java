package io.chatapi.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whole numbers read through the direct digit path give exactly what the exact {@link BigDecimal}
 * path gives, for every spelling: the shortcut must never change a value, only its cost.
 */
class LenientWholeNumberTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Example
    void plain_digits_and_other_spellings_of_whole_numbers_read_as_longs() {
        assertThat(Lenient.asLong(NODES.textNode("1700000000"))).contains(1_700_000_000L);
        assertThat(Lenient.asLong(NODES.textNode("-42"))).contains(-42L);
        assertThat(Lenient.asLong(NODES.textNode("+42"))).contains(42L);
        assertThat(Lenient.asLong(NODES.textNode(" 7 "))).contains(7L);
        assertThat(Lenient.asLong(NODES.textNode("12.0"))).contains(12L);
        assertThat(Lenient.asLong(NODES.textNode("1e3"))).contains(1000L);
        assertThat(Lenient.asLong(NODES.textNode("9223372036854775807"))).contains(Long.MAX_VALUE);
        assertThat(Lenient.asLong(NODES.textNode("-9223372036854775808"))).contains(Long.MIN_VALUE);
        assertThat(Lenient.asLong(NODES.numberNode(5))).contains(5L);
        assertThat(Lenient.asLong(NODES.numberNode(5.0))).contains(5L);
    }

    @Example
    void fractions_overflow_and_non_numbers_read_as_empty() {
        assertThat(Lenient.asLong(NODES.textNode("12.5"))).isEmpty();
        assertThat(Lenient.asLong(NODES.textNode("9223372036854775808"))).isEmpty();
        assertThat(Lenient.asLong(NODES.numberNode(new BigInteger("9223372036854775808"))))
                .isEmpty();
        assertThat(Lenient.asLong(NODES.textNode(""))).isEmpty();
        assertThat(Lenient.asLong(NODES.textNode("-"))).isEmpty();
        assertThat(Lenient.asLong(NODES.textNode("0x10"))).isEmpty();
        assertThat(Lenient.asLong(NODES.textNode("abc"))).isEmpty();
        assertThat(Lenient.asLong(NODES.booleanNode(true))).isEmpty();
        assertThat(Lenient.asLong(NODES.nullNode())).isEmpty();
        assertThat(Lenient.asLong(null)).isEmpty();
    }

    @Property(tries = 3000)
    void the_digit_path_agrees_with_the_exact_path(@ForAll("numberLikeText") String text) {
        assertThat(Lenient.asLong(NODES.textNode(text))).isEqualTo(exactly(NODES.textNode(text)));
    }

    @Property(tries = 1000)
    void number_nodes_agree_with_the_exact_path(@ForAll long value) {
        JsonNode node = NODES.numberNode(value);
        assertThat(Lenient.asLong(node)).contains(value).isEqualTo(exactly(node));
    }

    /**
     * The reading before the digit path existed: every value through BigDecimal (text through its
     * constructor, as {@link LenientDecimalAndDateTest} holds the decimal shortcut to).
     */
    private static Optional<Long> exactly(JsonNode value) {
        Optional<BigDecimal> decimal = value.isTextual()
                ? LenientDecimalAndDateTest.byConstructor(value.textValue())
                : Lenient.asDecimal(value);
        return decimal.flatMap(LenientDecimalAndDateTest::whole);
    }

    @Provide
    Arbitrary<String> numberLikeText() {
        Arbitrary<String> digits =
                Arbitraries.strings().withChars("0123456789").ofMinLength(0).ofMaxLength(21);
        Arbitrary<String> signed = digits.map(d -> "-" + d);
        Arbitrary<String> mixed = Arbitraries.strings()
                .withChars("0123456789-+.eE x٣")
                .ofMinLength(0)
                .ofMaxLength(22);
        Arbitrary<String> edges = Arbitraries.of(
                "999999999999999999",
                "-999999999999999999",
                "1000000000000000000",
                "9223372036854775807",
                "9223372036854775808",
                "-9223372036854775808",
                "-9223372036854775809",
                "00000000000000000000042",
                "-0");
        return Arbitraries.oneOf(digits, signed, mixed, edges);
    }
}

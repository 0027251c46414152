package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Scalars of the SDK's models read from what the service sends: numbers in strings, flags, Unix
 * seconds, order dates. Whole numbers and decimals read as {@code new BigDecimal(text)} reads them
 * (scale included); dates as the {@code dd-MM-yyyy HH:mm:ss} formatter reads them; anything else is
 * empty.
 */
class LenientScalarsTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    /** A model of the SDK (its package makes it one), with one member of each scalar type. */
    record Scalars(
            @JsonProperty("n") Optional<Long> whole,
            @JsonProperty("i") Optional<Integer> count,
            @JsonProperty("d") Optional<BigDecimal> decimal,
            @JsonProperty("f") Optional<Boolean> flag,
            @JsonProperty("t") Optional<Instant> time,
            @JsonProperty("o") Optional<LocalDateTime> orderDate,
            @JsonProperty("s") Optional<String> text) {}

    private static Scalars read(String field, Object value) {
        ObjectNode node = NODES.objectNode();
        node.set(field, JsonCodec.mapper().valueToTree(value));
        return JsonCodec.bind(node, Scalars.class);
    }

    @Example
    void whole_numbers_in_every_spelling_read_as_longs() {
        assertThat(read("n", "1700000000").whole()).contains(1_700_000_000L);
        assertThat(read("n", "-42").whole()).contains(-42L);
        assertThat(read("n", "+42").whole()).contains(42L);
        assertThat(read("n", " 7 ").whole()).contains(7L);
        assertThat(read("n", "12.0").whole()).contains(12L);
        assertThat(read("n", "1e3").whole()).contains(1000L);
        assertThat(read("n", "9223372036854775807").whole()).contains(Long.MAX_VALUE);
        assertThat(read("n", "-9223372036854775808").whole()).contains(Long.MIN_VALUE);
        assertThat(read("n", 5).whole()).contains(5L);
        assertThat(read("n", 5.0).whole()).contains(5L);
        assertThat(read("i", "2").count()).contains(2);
    }

    @Example
    void fractions_overflow_and_non_numbers_read_as_empty() {
        assertThat(read("n", "12.5").whole()).isEmpty();
        assertThat(read("n", "9223372036854775808").whole()).isEmpty();
        assertThat(read("n", new BigInteger("9223372036854775808")).whole()).isEmpty();
        assertThat(read("i", "2147483648").count()).isEmpty();
        assertThat(read("n", "").whole()).isEmpty();
        assertThat(read("n", "-").whole()).isEmpty();
        assertThat(read("n", "0x10").whole()).isEmpty();
        assertThat(read("n", "abc").whole()).isEmpty();
        assertThat(read("n", true).whole()).isEmpty();
        assertThat(read("n", null).whole()).isEmpty();
        assertThat(read("n", new int[] {1}).whole()).isEmpty();
    }

    @Example
    void decimals_keep_their_digits_and_scale() {
        assertThat(read("d", "12.50").decimal()).contains(new BigDecimal("12.50"));
        assertThat(read("d", "12.50").decimal().orElseThrow().scale()).isEqualTo(2);
        assertThat(read("d", " -0.00 ").decimal().orElseThrow().scale()).isEqualTo(2);
        assertThat(read("d", new BigDecimal("39.84")).decimal()).contains(new BigDecimal("39.84"));
        assertThat(read("d", ".5").decimal()).contains(new BigDecimal("0.5"));
        assertThat(read("d", "1e3").decimal()).contains(new BigDecimal("1E+3"));
        assertThat(read("d", ".").decimal()).isEmpty();
        assertThat(read("d", "1.2.3").decimal()).isEmpty();
        assertThat(read("d", "1".repeat(101)).decimal()).isEmpty();
    }

    @Property(tries = 2000)
    void decimal_and_whole_text_read_as_the_constructor_reads_it(@ForAll("decimalLikeText") String text) {
        Optional<BigDecimal> expected = byConstructor(text);
        assertThat(read("d", text).decimal()).isEqualTo(expected); // BigDecimal.equals: same scale too
        assertThat(read("n", text).whole()).isEqualTo(expected.flatMap(LenientScalarsTest::whole));
    }

    @Example
    void flags_times_and_text() {
        for (Object yes : new Object[] {"1", "true", "YES", 1, true}) {
            assertThat(read("f", yes).flag()).as(String.valueOf(yes)).contains(true);
        }
        for (Object no : new Object[] {"0", "false", "no", 0, false}) {
            assertThat(read("f", no).flag()).as(String.valueOf(no)).contains(false);
        }
        assertThat(read("f", "maybe").flag()).isEmpty();
        assertThat(read("f", 2).flag()).isEmpty();
        assertThat(read("t", "1716380112").time()).contains(Instant.ofEpochSecond(1716380112L));
        assertThat(read("t", "soon").time()).isEmpty();
        assertThat(read("t", "99999999999999999").time()).as("beyond Instant").isEmpty();
        assertThat(read("s", 5).text()).contains("5");
        assertThat(read("s", "").text()).as("an empty string is a value").contains("");
        assertThat(read("s", NODES.objectNode().put("x", 1)).text()).isEmpty();
    }

    @Example
    void order_dates_follow_the_formatter() {
        assertThat(read("o", "02-01-2024 08:07:00").orderDate()).contains(LocalDateTime.of(2024, 1, 2, 8, 7, 0));
        assertThat(read("o", " 28-02-2023 23:59:59 ").orderDate()).contains(LocalDateTime.of(2023, 2, 28, 23, 59, 59));
        for (String text : new String[] {
            "29-02-2024 10:00:00", "29-02-2023 10:00:00", "31-04-2024 10:00:00", "31-12-2024 10:00:00",
            "01-01-2024 24:00:00", "01-01-0000 00:00:00", "00-01-2024 00:00:00", "01-13-2024 00:00:00",
            "1-1-2024 10:00:00", "01-01-2024T10:00:00", "01-01-20245 10:00:00", "01-01-2024 10:60:00"
        }) {
            assertThat(read("o", text).orderDate()).as(text).isEqualTo(byFormatter(text));
        }
    }

    @Property(tries = 2000)
    void order_dates_read_as_the_formatter_reads_them(@ForAll("dateLikeText") String text) {
        assertThat(read("o", text).orderDate()).isEqualTo(byFormatter(text));
    }

    private static Optional<BigDecimal> byConstructor(String text) {
        String trimmed = text.trim();
        if (trimmed.isEmpty() || trimmed.length() > 100) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BigDecimal(trimmed));
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }

    private static Optional<Long> whole(BigDecimal number) {
        try {
            return Optional.of(number.longValueExact());
        } catch (ArithmeticException notWhole) {
            return Optional.empty();
        }
    }

    private static Optional<LocalDateTime> byFormatter(String text) {
        try {
            return Optional.of(LocalDateTime.parse(text.trim(), ORDER_DATE));
        } catch (DateTimeParseException malformed) {
            return Optional.empty();
        }
    }

    @Provide
    Arbitrary<String> decimalLikeText() {
        Arbitrary<String> digits =
                Arbitraries.strings().withChars("0123456789").ofMinLength(1).ofMaxLength(22);
        Arbitrary<String> plain = Combinators.combine(
                        Arbitraries.of("", "-", "+", " ", "\t"),
                        digits,
                        Arbitraries.of("", ".", "."),
                        Arbitraries.strings().withChars("0123456789").ofMaxLength(21),
                        Arbitraries.of("", " ", "\n"))
                .as((sign, whole, point, fraction, tail) -> sign + whole + point + fraction + tail);
        Arbitrary<String> mixed = Arbitraries.strings()
                .withChars("0123456789-+.eE x٣")
                .ofMinLength(0)
                .ofMaxLength(24);
        return Arbitraries.oneOf(plain, mixed);
    }

    @Provide
    Arbitrary<String> dateLikeText() {
        Arbitrary<String> two = Arbitraries.integers().between(0, 99).map(n -> String.format("%02d", n));
        Arbitrary<String> year = Arbitraries.integers().between(0, 9999).map(n -> String.format("%04d", n));
        Arbitrary<String> shaped = Combinators.combine(two, two, year, two, two, two)
                .as((d, m, y, h, mi, s) -> d + "-" + m + "-" + y + " " + h + ":" + mi + ":" + s);
        Arbitrary<String> garbled = Arbitraries.strings()
                .withChars("0123456789-: T")
                .ofMinLength(17)
                .ofMaxLength(21);
        return Arbitraries.oneOf(shaped, garbled);
    }
}

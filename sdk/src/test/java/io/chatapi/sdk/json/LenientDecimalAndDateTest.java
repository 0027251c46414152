package io.chatapi.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
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
 * The hand-written readers of plain decimals and of order dates give exactly what the general ones
 * give ({@code new BigDecimal(text)} and the {@code dd-MM-yyyy HH:mm:ss} formatter), scale and
 * calendar rules included: the shortcuts may only change the cost.
 */
class LenientDecimalAndDateTest {

    @Example
    void plain_decimals_keep_their_digits_and_scale() {
        assertThat(Lenient.textAsDecimal("12.50")).contains(new BigDecimal("12.50"));
        assertThat(Lenient.textAsDecimal("12.50").orElseThrow().scale()).isEqualTo(2);
        assertThat(Lenient.textAsDecimal(" -0.00 ").orElseThrow().scale()).isEqualTo(2);
        assertThat(Lenient.textAsDecimal("+5")).contains(new BigDecimal("5"));
        assertThat(Lenient.textAsDecimal(".5")).contains(new BigDecimal("0.5"));
        assertThat(Lenient.textAsDecimal("5.")).contains(new BigDecimal("5"));
        assertThat(Lenient.textAsDecimal("1e3")).contains(new BigDecimal("1E+3"));
        assertThat(Lenient.textAsDecimal(".")).isEmpty();
        assertThat(Lenient.textAsDecimal("-")).isEmpty();
        assertThat(Lenient.textAsDecimal("1.2.3")).isEmpty();
        assertThat(Lenient.textAsDecimal("1".repeat(101))).isEmpty();
    }

    @Property(tries = 5000)
    void decimal_text_reads_as_the_constructor_reads_it(@ForAll("decimalLikeText") String text) {
        Optional<BigDecimal> expected = byConstructor(text);
        assertThat(Lenient.textAsDecimal(text)).isEqualTo(expected); // BigDecimal.equals: same scale too
        char[] inBuffer = ("{\"" + text + "\"}").toCharArray();
        assertThat(Lenient.charsAsDecimal(inBuffer, 2, text.length())).isEqualTo(expected);
        assertThat(Lenient.charsAsLong(inBuffer, 2, text.length()))
                .isEqualTo(Lenient.textAsLong(text))
                .isEqualTo(expected.flatMap(LenientDecimalAndDateTest::whole));
    }

    @Example
    void order_dates_outside_the_shortcut_follow_the_formatter() {
        assertThat(orderDate("02-01-2024 08:07:00")).contains(LocalDateTime.of(2024, 1, 2, 8, 7, 0));
        assertThat(orderDate(" 28-02-2023 23:59:59 ")).contains(LocalDateTime.of(2023, 2, 28, 23, 59, 59));
        for (String text : new String[] {
            "29-02-2024 10:00:00", "29-02-2023 10:00:00", "31-04-2024 10:00:00", "31-12-2024 10:00:00",
            "01-01-2024 24:00:00", "01-01-0000 00:00:00", "00-01-2024 00:00:00", "01-13-2024 00:00:00",
            "1-1-2024 10:00:00", "01-01-2024T10:00:00", "01-01-20245 10:00:00", "01-01-2024 10:60:00"
        }) {
            assertThat(orderDate(text)).as(text).isEqualTo(byFormatter(text));
        }
    }

    @Property(tries = 5000)
    void order_dates_read_as_the_formatter_reads_them(@ForAll("dateLikeText") String text) {
        assertThat(orderDate(text)).isEqualTo(byFormatter(text));
    }

    /** What the readers are held to: the trimmed text through the constructor, within the length limit. */
    static Optional<BigDecimal> byConstructor(String text) {
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

    static Optional<Long> whole(BigDecimal number) {
        try {
            return Optional.of(number.longValueExact());
        } catch (ArithmeticException notWhole) {
            return Optional.empty();
        }
    }

    private static Optional<LocalDateTime> orderDate(String text) {
        return Lenient.toDateTime(Optional.of(text), Lenient.ORDER_DATE);
    }

    private static Optional<LocalDateTime> byFormatter(String text) {
        try {
            return Optional.of(LocalDateTime.parse(text.trim(), Lenient.ORDER_DATE));
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
        Arbitrary<String> realistic = Combinators.combine(
                        Arbitraries.integers().between(1, 31),
                        Arbitraries.integers().between(1, 12),
                        Arbitraries.integers().between(1990, 2030),
                        Arbitraries.integers().between(0, 24),
                        Arbitraries.integers().between(0, 59))
                .as((d, m, y, h, mi) -> String.format("%02d-%02d-%04d %02d:%02d:%02d", d, m, y, h, mi, mi));
        Arbitrary<String> garbled = Arbitraries.strings()
                .withChars("0123456789-: T")
                .ofMinLength(17)
                .ofMaxLength(21);
        return Arbitraries.oneOf(shaped, realistic, garbled);
    }
}

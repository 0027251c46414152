package io.chatapi.sdk.clientdata;

import io.chatapi.sdk.internal.Validate;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * An amount field (such as {@code price_prod}) with the entry's {@code currency_code}.
 *
 * <p>The amount is exact, written with {@link BigDecimal#toPlainString()}: 39.80 stays 39.80 (equality counts the
 * scale). A negative scale becomes zero ({@code 1E+3} is {@code 1000}) so that an amount reads back as written.
 *
 * @param amount the amount
 * @param currency the currency code; empty when the entry carried none. Decoding keeps any text the server sent; the
 *     builders accept three letters only
 */
public record Money(BigDecimal amount, Optional<String> currency) {
    static final int MAX_INTEGER_DIGITS = 30;
    static final int MAX_FRACTION_DIGITS = 20;

    /**
     * Normalises a negative scale.
     *
     * @param amount the amount
     * @param currency the currency code, or empty
     * @throws IllegalArgumentException when an argument is null, or the amount has more than 30 digits before or 20
     *     after the decimal point (its plain text would be absurdly long)
     */
    public Money {
        Validate.notNull("amount", amount);
        Validate.notNull("currency", currency);
        if (!fits(amount)) {
            throw new IllegalArgumentException("amount has more than " + MAX_INTEGER_DIGITS + " integer or "
                    + MAX_FRACTION_DIGITS + " fraction digits");
        }
        amount = normalised(amount);
    }

    /**
     * An amount in a currency.
     *
     * @param amount the amount
     * @param currency the currency code, such as {@code EUR}
     * @return the money
     */
    public static Money of(BigDecimal amount, String currency) {
        return new Money(amount, Optional.of(Validate.notNull("currency", currency)));
    }

    /**
     * An amount given as decimal text (such as {@code "39.84"}) in a currency.
     *
     * @param amount the amount as plain decimal text
     * @param currency the currency code, such as {@code EUR}
     * @return the money
     * @throws IllegalArgumentException when {@code amount} is not a decimal number
     */
    public static Money of(String amount, String currency) {
        Validate.notNull("amount", amount);
        try {
            return of(new BigDecimal(amount.trim()), currency);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("amount is not a decimal number: " + amount, e);
        }
    }

    /** {@return the amount as written on the wire: plain decimal text, never an exponent} */
    public String plainAmount() {
        return amount.toPlainString();
    }

    /** {@return the amount and its currency code, such as {@code 12.50 EUR}} */
    @Override
    public String toString() {
        return plainAmount() + currency.map(code -> " " + code).orElse("");
    }

    /** Money if the amount is one the model accepts, else empty (for lenient decoding). */
    static Optional<Money> tryOf(BigDecimal amount, Optional<String> currency) {
        return fits(amount) ? Optional.of(new Money(amount, currency)) : Optional.empty();
    }

    private static BigDecimal normalised(BigDecimal amount) {
        return amount.scale() < 0 ? amount.setScale(0) : amount;
    }

    // Checked before normalising: setScale(0) on 1E+999999999 would build a billion-digit number.
    private static boolean fits(BigDecimal amount) {
        return amount.scale() <= MAX_FRACTION_DIGITS
                && (long) amount.precision() - amount.scale() <= MAX_INTEGER_DIGITS;
    }
}

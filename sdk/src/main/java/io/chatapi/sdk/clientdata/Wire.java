package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The wire side shared by the client-data records: common field names, reading a {@link Money} from an entry, and
 * writing values as the spec shows them.
 *
 * <p>Every scalar is written as a JSON string: the spec types every scalar it types here as one, the service is PHP,
 * and a string keeps an amount exact, where a JSON number becomes a binary float in JavaScript and PHP.
 */
final class Wire {
    static final String ID_PROD = "id_prod";
    static final String NAME_PROD = "name_prod";
    static final String PRICE_PROD = "price_prod";
    static final String CURRENCY_CODE = "currency_code";
    static final String TOTAL_PRICE = "total_price";
    static final String URL_PROD = "url_prod";
    static final String IMG_URL_PROD = "img_url_prod";
    static final String CONVERSION = "conversion";
    static final String ORDER_C = "order_c";
    static final String CART_C = "cart_c";
    static final String VIEW_C = "view_c";

    private static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    private Wire() {}

    static ObjectNode object() {
        return JsonCodec.mapper().createObjectNode();
    }

    /** An amount with the entry's {@code currency_code}; empty when missing, not a number, or absurdly long. */
    static Optional<Money> money(Optional<BigDecimal> amount, Optional<String> currency) {
        return amount.flatMap(a -> Money.tryOf(a, currency.map(String::trim).filter(c -> !c.isEmpty())));
    }

    /** A {@code {total_price, currency_code}} entry of a cart's totals. */
    record Total(
            @JsonProperty(TOTAL_PRICE) Optional<BigDecimal> amount,
            @JsonProperty(CURRENCY_CODE) Optional<String> currency) {
        Optional<Money> money() {
            return Wire.money(amount, currency);
        }
    }

    static void put(ObjectNode out, String field, Optional<?> value) {
        value.ifPresent(v -> out.put(field, v.toString()));
    }

    static void putAmount(ObjectNode out, String field, Optional<Money> money) {
        money.ifPresent(m -> out.put(field, m.plainAmount()));
    }

    /** Writes {@code currency_code} from the first amount that has one, if any has. */
    @SafeVarargs
    static void putCurrency(ObjectNode out, Optional<Money>... amounts) {
        Stream.of(amounts)
                .flatMap(Optional::stream)
                .flatMap(money -> money.currency().stream())
                .findFirst()
                .ifPresent(currency -> out.put(CURRENCY_CODE, currency));
    }

    static void putDate(ObjectNode out, String field, Optional<LocalDateTime> value) {
        value.ifPresent(v -> out.put(field, ORDER_DATE.format(v)));
    }

    /** Writes a list as a JSON array, even when empty. */
    static <T> void putArray(ObjectNode out, String field, List<T> items, Function<T, ObjectNode> write) {
        ArrayNode array = out.putArray(field);
        items.forEach(item -> array.add(write.apply(item)));
    }
}

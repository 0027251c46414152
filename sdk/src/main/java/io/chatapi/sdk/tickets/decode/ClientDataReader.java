package io.chatapi.sdk.tickets.decode;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.clientdata.CartInfo;
import io.chatapi.sdk.clientdata.CartProduct;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.clientdata.Conversion;
import io.chatapi.sdk.clientdata.ConversionStats;
import io.chatapi.sdk.clientdata.Money;
import io.chatapi.sdk.clientdata.Order;
import io.chatapi.sdk.clientdata.OrderInfo;
import io.chatapi.sdk.clientdata.OrderTotal;
import io.chatapi.sdk.clientdata.ProductSummary;
import io.chatapi.sdk.clientdata.RecentActivity;
import io.chatapi.sdk.clientdata.UserInfo;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.FieldOrder;
import io.chatapi.sdk.json.Lenient;
import io.chatapi.sdk.json.TokenReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decodes a ticket's client data straight from the tokens of a streamed list, giving exactly what
 * each model's {@code fromJson} gives for the same JSON (a test holds the two to that). A field
 * that appears twice counts once, with its last value, as in a tree.
 */
public final class ClientDataReader {
    // The fields of each object in the order the spec lists them, which is the order the server sends,
    // named as on the wire; OTHER stands for any other name.
    private enum ClientDataField {
        USER_INFO,
        CART_INFO,
        ORDER_INFO,
        LATEST24,
        ABANDONED_PRODUCTS,
        CONVERSION,
        OTHER
    }

    private static final FieldOrder<ClientDataField> CLIENT_DATA =
            FieldOrder.of(ClientDataField.class, ClientDataField.OTHER);

    private enum UserInfoField {
        UUID,
        EMAIL,
        NAME,
        LASTNAME,
        CONVERSION,
        STREET,
        CITY,
        POSTCODE,
        COUNTRY,
        TELEPHONE,
        UID,
        OTHER
    }

    private static final FieldOrder<UserInfoField> USER_INFO = FieldOrder.of(UserInfoField.class, UserInfoField.OTHER);

    private enum CartField {
        PRODUCTS,
        TOTAL_CART_PRICE,
        OTHER
    }

    private static final FieldOrder<CartField> CART = FieldOrder.of(CartField.class, CartField.OTHER);

    private enum CartTotalField {
        TOTAL_PRICE,
        CURRENCY_CODE,
        OTHER
    }

    private static final FieldOrder<CartTotalField> CART_TOTAL =
            FieldOrder.of(CartTotalField.class, CartTotalField.OTHER);

    private enum CartProductField {
        NAME_PROD,
        QTY,
        PRICE_PROD,
        ID_PROD,
        CURRENCY_CODE,
        ORDER_C,
        CART_C,
        VIEW_C,
        URL_PROD,
        IMG_URL_PROD,
        CONVERSION,
        OTHER
    }

    private static final FieldOrder<CartProductField> CART_PRODUCT =
            FieldOrder.of(CartProductField.class, CartProductField.OTHER);

    private enum OrderInfoField {
        ORDER,
        TOTAL,
        OTHER
    }

    private static final FieldOrder<OrderInfoField> ORDER_INFO =
            FieldOrder.of(OrderInfoField.class, OrderInfoField.OTHER);

    private enum OrderField {
        ORDER_ID,
        TOTAL_PRICE,
        CURRENCY_CODE,
        DATE,
        ORDER_URL,
        ORDER_STATUS,
        OTHER
    }

    private static final FieldOrder<OrderField> ORDER = FieldOrder.of(OrderField.class, OrderField.OTHER);

    private enum OrderTotalField {
        QTY,
        TOTAL_PRICE,
        AVERAGE,
        CURRENCY_CODE,
        OTHER
    }

    private static final FieldOrder<OrderTotalField> ORDER_TOTAL =
            FieldOrder.of(OrderTotalField.class, OrderTotalField.OTHER);

    private enum RecentField {
        VIEW,
        CART,
        ORDER,
        OTHER
    }

    private static final FieldOrder<RecentField> RECENT = FieldOrder.of(RecentField.class, RecentField.OTHER);

    private enum ProductField {
        ID_PROD,
        NAME_PROD,
        PRICE_PROD,
        CURRENCY_CODE,
        URL_PROD,
        IMG_URL_PROD,
        OTHER
    }

    private static final FieldOrder<ProductField> PRODUCT = FieldOrder.of(ProductField.class, ProductField.OTHER);

    private enum ConversionField {
        CUSTOMER,
        GEOLOCAL_COUNTRY,
        GEOLOCAL_CITY,
        OTHER
    }

    private static final FieldOrder<ConversionField> CONVERSION =
            FieldOrder.of(ConversionField.class, ConversionField.OTHER);

    private enum StatsField {
        VIEW_C,
        ORDER_C,
        CART_C,
        CONVERSION,
        OTHER
    }

    private static final FieldOrder<StatsField> STATS = FieldOrder.of(StatsField.class, StatsField.OTHER);

    private ClientDataReader() {}

    /**
     * As {@link ClientData#fromJson}.
     *
     * @param in on the object's {@code START_OBJECT}
     * @return the client data
     * @throws IOException when the input is not JSON or cannot be read
     */
    public static ClientData clientData(TokenReader in) throws IOException {
        long start = in.start();
        Optional<UserInfo> userInfo = Optional.empty();
        Optional<CartInfo> cart = Optional.empty();
        Optional<OrderInfo> orders = Optional.empty();
        Optional<RecentActivity> recent = Optional.empty();
        List<ProductSummary> abandoned = List.of();
        Optional<Conversion> conversion = Optional.empty();
        Map<String, RawJson> custom = new LinkedHashMap<>();
        for (int at = 0; (at = in.nextField(CLIENT_DATA, at)) >= 0; ) {
            switch (in.field(CLIENT_DATA)) {
                case USER_INFO -> userInfo = in.embeddedObject(ClientDataReader::userInfo);
                case CART_INFO -> cart = in.embeddedObject(ClientDataReader::cart);
                case ORDER_INFO -> orders = in.embeddedObject(ClientDataReader::orders);
                case LATEST24 -> recent = in.embeddedObject(ClientDataReader::recent);
                case ABANDONED_PRODUCTS -> abandoned = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case CONVERSION -> conversion = in.embeddedObject(ClientDataReader::conversion);
                case OTHER -> custom.put(in.name(), RawJson.of(in.tree()));
            }
        }
        return new ClientData(userInfo, cart, orders, recent, abandoned, conversion, custom, in.raw(start));
    }

    private static UserInfo userInfo(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> uuid = Optional.empty();
        Optional<String> uid = Optional.empty();
        Optional<String> email = Optional.empty();
        Optional<String> name = Optional.empty();
        Optional<String> lastName = Optional.empty();
        Optional<String> conversion = Optional.empty();
        List<String> street = List.of();
        Optional<String> city = Optional.empty();
        Optional<String> postcode = Optional.empty();
        Optional<String> country = Optional.empty();
        Optional<String> telephone = Optional.empty();
        for (int at = 0; (at = in.nextField(USER_INFO, at)) >= 0; ) {
            switch (in.field(USER_INFO)) {
                case UUID -> uuid = in.text();
                case UID -> uid = in.text();
                case EMAIL -> email = in.text();
                case NAME -> name = in.text();
                case LASTNAME -> lastName = in.text();
                case CONVERSION -> conversion = in.text();
                case STREET -> street = in.texts();
                case CITY -> city = in.text();
                case POSTCODE -> postcode = in.text();
                case COUNTRY -> country = in.text();
                case TELEPHONE -> telephone = in.text();
                case OTHER -> in.skip();
            }
        }
        Optional<String> fallbackId = uid;
        return new UserInfo(
                uuid.or(() -> fallbackId),
                email,
                name,
                lastName,
                conversion,
                street,
                city,
                postcode,
                country,
                telephone,
                in.raw(start));
    }

    private static CartInfo cart(TokenReader in) throws IOException {
        long start = in.start();
        List<CartProduct> products = List.of();
        List<Money> totals = List.of();
        for (int at = 0; (at = in.nextField(CART, at)) >= 0; ) {
            switch (in.field(CART)) {
                case PRODUCTS -> products = in.objects(ClientDataReader::cartProduct, CartProduct::fromJson);
                case TOTAL_CART_PRICE ->
                    totals = in.objects(ClientDataReader::cartTotal, ClientDataReader::cartTotal).stream()
                            .flatMap(Optional::stream)
                            .toList();
                case OTHER -> in.skip();
            }
        }
        return new CartInfo(products, totals, in.raw(start));
    }

    private static Optional<Money> cartTotal(TokenReader in) throws IOException {
        MoneyFields money = new MoneyFields();
        for (int at = 0; (at = in.nextField(CART_TOTAL, at)) >= 0; ) {
            switch (in.field(CART_TOTAL)) {
                case TOTAL_PRICE -> money.amount = in.decimal();
                case CURRENCY_CODE -> money.currency = in.text();
                case OTHER -> in.skip();
            }
        }
        return money.amount();
    }

    /** A total that came as a tree (in a keyed object, say), as {@code CartInfo.fromJson} reads it. */
    private static Optional<Money> cartTotal(JsonNode entry) {
        MoneyFields money = new MoneyFields();
        money.amount = Lenient.decimal(entry, "total_price");
        money.currency = Lenient.text(entry, "currency_code");
        return money.amount();
    }

    private static CartProduct cartProduct(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> name = Optional.empty();
        Optional<Long> quantity = Optional.empty();
        MoneyFields price = new MoneyFields();
        Optional<String> id = Optional.empty();
        Optional<Long> orderCount = Optional.empty();
        Optional<Long> cartCount = Optional.empty();
        Optional<Long> viewCount = Optional.empty();
        Optional<String> url = Optional.empty();
        Optional<String> imageUrl = Optional.empty();
        Optional<String> conversion = Optional.empty();
        for (int at = 0; (at = in.nextField(CART_PRODUCT, at)) >= 0; ) {
            switch (in.field(CART_PRODUCT)) {
                case PRICE_PROD -> price.amount = in.decimal();
                case CURRENCY_CODE -> price.currency = in.text();
                case NAME_PROD -> name = in.text();
                case QTY -> quantity = in.longValue();
                case ID_PROD -> id = in.text();
                case ORDER_C -> orderCount = in.longValue();
                case CART_C -> cartCount = in.longValue();
                case VIEW_C -> viewCount = in.longValue();
                case URL_PROD -> url = in.text();
                case IMG_URL_PROD -> imageUrl = in.text();
                case CONVERSION -> conversion = in.text();
                case OTHER -> in.skip();
            }
        }
        return new CartProduct(
                name,
                Lenient.toInt(quantity),
                price.amount(),
                id,
                Lenient.toInt(orderCount),
                Lenient.toInt(cartCount),
                Lenient.toInt(viewCount),
                url,
                imageUrl,
                conversion,
                in.raw(start));
    }

    private static OrderInfo orders(TokenReader in) throws IOException {
        long start = in.start();
        List<Order> orders = List.of();
        List<OrderTotal> totals = List.of();
        for (int at = 0; (at = in.nextField(ORDER_INFO, at)) >= 0; ) {
            switch (in.field(ORDER_INFO)) {
                case ORDER -> orders = in.objects(ClientDataReader::order, Order::fromJson);
                case TOTAL -> totals = in.objects(ClientDataReader::orderTotal, OrderTotal::fromJson);
                case OTHER -> in.skip();
            }
        }
        return new OrderInfo(orders, totals, in.raw(start));
    }

    private static Order order(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> id = Optional.empty();
        MoneyFields total = new MoneyFields();
        Optional<String> date = Optional.empty();
        Optional<String> url = Optional.empty();
        Optional<String> status = Optional.empty();
        for (int at = 0; (at = in.nextField(ORDER, at)) >= 0; ) {
            switch (in.field(ORDER)) {
                case TOTAL_PRICE -> total.amount = in.decimal();
                case CURRENCY_CODE -> total.currency = in.text();
                case ORDER_ID -> id = in.text();
                case DATE -> date = in.text();
                case ORDER_URL -> url = in.text();
                case ORDER_STATUS -> status = in.text();
                case OTHER -> in.skip();
            }
        }
        return new Order(id, total.amount(), Lenient.toDateTime(date, Lenient.ORDER_DATE), url, status, in.raw(start));
    }

    private static OrderTotal orderTotal(TokenReader in) throws IOException {
        long start = in.start();
        Optional<Long> quantity = Optional.empty();
        Optional<BigDecimal> average = Optional.empty();
        MoneyFields total = new MoneyFields();
        for (int at = 0; (at = in.nextField(ORDER_TOTAL, at)) >= 0; ) {
            switch (in.field(ORDER_TOTAL)) {
                case TOTAL_PRICE -> total.amount = in.decimal();
                case CURRENCY_CODE -> total.currency = in.text();
                case QTY -> quantity = in.longValue();
                case AVERAGE -> average = in.decimal();
                case OTHER -> in.skip();
            }
        }
        return new OrderTotal(Lenient.toInt(quantity), total.amount(), total.withCurrency(average), in.raw(start));
    }

    private static RecentActivity recent(TokenReader in) throws IOException {
        long start = in.start();
        List<ProductSummary> viewed = List.of();
        List<ProductSummary> addedToCart = List.of();
        List<ProductSummary> ordered = List.of();
        for (int at = 0; (at = in.nextField(RECENT, at)) >= 0; ) {
            switch (in.field(RECENT)) {
                case VIEW -> viewed = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case CART -> addedToCart = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case ORDER -> ordered = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case OTHER -> in.skip();
            }
        }
        return new RecentActivity(viewed, addedToCart, ordered, in.raw(start));
    }

    private static ProductSummary product(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> id = Optional.empty();
        Optional<String> name = Optional.empty();
        MoneyFields price = new MoneyFields();
        Optional<String> url = Optional.empty();
        Optional<String> imageUrl = Optional.empty();
        for (int at = 0; (at = in.nextField(PRODUCT, at)) >= 0; ) {
            switch (in.field(PRODUCT)) {
                case PRICE_PROD -> price.amount = in.decimal();
                case CURRENCY_CODE -> price.currency = in.text();
                case ID_PROD -> id = in.text();
                case NAME_PROD -> name = in.text();
                case URL_PROD -> url = in.text();
                case IMG_URL_PROD -> imageUrl = in.text();
                case OTHER -> in.skip();
            }
        }
        return new ProductSummary(id, name, price.amount(), url, imageUrl, in.raw(start));
    }

    private static Conversion conversion(TokenReader in) throws IOException {
        long start = in.start();
        Optional<ConversionStats> customer = Optional.empty();
        Optional<ConversionStats> country = Optional.empty();
        Optional<ConversionStats> city = Optional.empty();
        for (int at = 0; (at = in.nextField(CONVERSION, at)) >= 0; ) {
            switch (in.field(CONVERSION)) {
                case CUSTOMER -> customer = in.embeddedObject(ClientDataReader::stats);
                case GEOLOCAL_COUNTRY -> country = in.embeddedObject(ClientDataReader::stats);
                case GEOLOCAL_CITY -> city = in.embeddedObject(ClientDataReader::stats);
                case OTHER -> in.skip();
            }
        }
        return new Conversion(customer, country, city, in.raw(start));
    }

    private static ConversionStats stats(TokenReader in) throws IOException {
        long start = in.start();
        Optional<Long> views = Optional.empty();
        Optional<Long> carts = Optional.empty();
        Optional<Long> orders = Optional.empty();
        Optional<String> conversion = Optional.empty();
        for (int at = 0; (at = in.nextField(STATS, at)) >= 0; ) {
            switch (in.field(STATS)) {
                case VIEW_C -> views = in.longValue();
                case CART_C -> carts = in.longValue();
                case ORDER_C -> orders = in.longValue();
                case CONVERSION -> conversion = in.text();
                case OTHER -> in.skip();
            }
        }
        return new ConversionStats(
                Lenient.toInt(views), Lenient.toInt(carts), Lenient.toInt(orders), conversion, in.raw(start));
    }

    /**
     * An amount and its entry's {@code currency_code}, read in either order and combined at the end,
     * as {@code Wire.money} combines them in a tree.
     */
    private static final class MoneyFields {
        private Optional<BigDecimal> amount = Optional.empty();
        private Optional<String> currency = Optional.empty();

        Optional<Money> amount() {
            return withCurrency(amount);
        }

        /** Another amount of the same entry, in its currency. */
        Optional<Money> withCurrency(Optional<BigDecimal> other) {
            if (other.isEmpty()) {
                return Optional.empty();
            }
            Optional<String> code = currency;
            if (code.isPresent()) {
                String text = code.get();
                String trimmed = text.trim();
                code = text.isBlank() ? Optional.empty() : trimmed == text ? code : Optional.of(trimmed);
            }
            try {
                return Optional.of(new Money(other.get(), code));
            } catch (IllegalArgumentException tooLong) {
                return Optional.empty(); // as Money.tryOf: more digits than any price has
            }
        }
    }
}

package io.chatapi.sdk.tickets.decode;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.RawJson;
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
    // The fields of each object in the order the spec lists them, which is the order the server sends.
    private static final FieldOrder CLIENT_DATA =
            FieldOrder.of("user_info", "cart_info", "order_info", "latest24", "abandoned_products", "conversion");
    private static final FieldOrder USER_INFO = FieldOrder.of(
            "uuid",
            "email",
            "name",
            "lastname",
            "conversion",
            "street",
            "city",
            "postcode",
            "country",
            "telephone",
            "uid");
    private static final FieldOrder CART = FieldOrder.of("products", "total_cart_price");
    private static final FieldOrder CART_TOTAL = FieldOrder.of("total_price", "currency_code");
    private static final FieldOrder CART_PRODUCT = FieldOrder.of(
            "name_prod",
            "qty",
            "price_prod",
            "id_prod",
            "currency_code",
            "order_c",
            "cart_c",
            "view_c",
            "url_prod",
            "img_url_prod",
            "conversion");
    private static final FieldOrder ORDER_INFO = FieldOrder.of("order", "total");
    private static final FieldOrder ORDER =
            FieldOrder.of("order_id", "total_price", "currency_code", "date", "order_url", "order_status");
    private static final FieldOrder ORDER_TOTAL = FieldOrder.of("qty", "total_price", "average", "currency_code");
    private static final FieldOrder RECENT = FieldOrder.of("view", "cart", "order");
    private static final FieldOrder PRODUCT =
            FieldOrder.of("id_prod", "name_prod", "price_prod", "currency_code", "url_prod", "img_url_prod");
    private static final FieldOrder CONVERSION = FieldOrder.of("customer", "geolocal_country", "geolocal_city");
    private static final FieldOrder STATS = FieldOrder.of("view_c", "order_c", "cart_c", "conversion");

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
            switch (in.name()) {
                case "user_info" -> userInfo = in.embeddedObject(ClientDataReader::userInfo);
                case "cart_info" -> cart = in.embeddedObject(ClientDataReader::cart);
                case "order_info" -> orders = in.embeddedObject(ClientDataReader::orders);
                case "latest24" -> recent = in.embeddedObject(ClientDataReader::recent);
                case "abandoned_products" ->
                    abandoned = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case "conversion" -> conversion = in.embeddedObject(ClientDataReader::conversion);
                default -> custom.put(in.name(), RawJson.of(in.tree()));
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
            switch (in.name()) {
                case "uuid" -> uuid = in.text();
                case "uid" -> uid = in.text();
                case "email" -> email = in.text();
                case "name" -> name = in.text();
                case "lastname" -> lastName = in.text();
                case "conversion" -> conversion = in.text();
                case "street" -> street = in.texts();
                case "city" -> city = in.text();
                case "postcode" -> postcode = in.text();
                case "country" -> country = in.text();
                case "telephone" -> telephone = in.text();
                default -> in.skip();
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
            switch (in.name()) {
                case "products" -> products = in.objects(ClientDataReader::cartProduct, CartProduct::fromJson);
                case "total_cart_price" ->
                    totals = in.objects(ClientDataReader::cartTotal, ClientDataReader::cartTotal).stream()
                            .flatMap(Optional::stream)
                            .toList();
                default -> in.skip();
            }
        }
        return new CartInfo(products, totals, in.raw(start));
    }

    private static Optional<Money> cartTotal(TokenReader in) throws IOException {
        MoneyFields money = new MoneyFields();
        for (int at = 0; (at = in.nextField(CART_TOTAL, at)) >= 0; ) {
            switch (in.name()) {
                case "total_price" -> money.amount = in.decimal();
                case "currency_code" -> money.currency = in.text();
                default -> in.skip();
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
            switch (in.name()) {
                case "price_prod" -> price.amount = in.decimal();
                case "currency_code" -> price.currency = in.text();
                case "name_prod" -> name = in.text();
                case "qty" -> quantity = in.longValue();
                case "id_prod" -> id = in.text();
                case "order_c" -> orderCount = in.longValue();
                case "cart_c" -> cartCount = in.longValue();
                case "view_c" -> viewCount = in.longValue();
                case "url_prod" -> url = in.text();
                case "img_url_prod" -> imageUrl = in.text();
                case "conversion" -> conversion = in.text();
                default -> in.skip();
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
            switch (in.name()) {
                case "order" -> orders = in.objects(ClientDataReader::order, Order::fromJson);
                case "total" -> totals = in.objects(ClientDataReader::orderTotal, OrderTotal::fromJson);
                default -> in.skip();
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
            switch (in.name()) {
                case "total_price" -> total.amount = in.decimal();
                case "currency_code" -> total.currency = in.text();
                case "order_id" -> id = in.text();
                case "date" -> date = in.text();
                case "order_url" -> url = in.text();
                case "order_status" -> status = in.text();
                default -> in.skip();
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
            switch (in.name()) {
                case "total_price" -> total.amount = in.decimal();
                case "currency_code" -> total.currency = in.text();
                case "qty" -> quantity = in.longValue();
                case "average" -> average = in.decimal();
                default -> in.skip();
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
            switch (in.name()) {
                case "view" -> viewed = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case "cart" -> addedToCart = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                case "order" -> ordered = in.objects(ClientDataReader::product, ProductSummary::fromJson);
                default -> in.skip();
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
            switch (in.name()) {
                case "price_prod" -> price.amount = in.decimal();
                case "currency_code" -> price.currency = in.text();
                case "id_prod" -> id = in.text();
                case "name_prod" -> name = in.text();
                case "url_prod" -> url = in.text();
                case "img_url_prod" -> imageUrl = in.text();
                default -> in.skip();
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
            switch (in.name()) {
                case "customer" -> customer = in.embeddedObject(ClientDataReader::stats);
                case "geolocal_country" -> country = in.embeddedObject(ClientDataReader::stats);
                case "geolocal_city" -> city = in.embeddedObject(ClientDataReader::stats);
                default -> in.skip();
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
            switch (in.name()) {
                case "view_c" -> views = in.longValue();
                case "cart_c" -> carts = in.longValue();
                case "order_c" -> orders = in.longValue();
                case "conversion" -> conversion = in.text();
                default -> in.skip();
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

package io.chatapi.sdk.clientdata;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Generated client data, with hostile and non-ASCII text, survives writing and reading back, branch
 * by branch; and renders for a page without a character that could end the script element.
 */
class ClientDataPropertyTest {
    private static final double SET = 0.7;

    @Property
    void user_info_survives_writing_and_reading(@ForAll("userInfos") UserInfo user) {
        assertThat(JsonCodec.bind(user.toJson(), UserInfo.class)).isEqualTo(user);
    }

    @Property
    void cart_info_survives_writing_and_reading(@ForAll("carts") CartInfo cart) {
        assertThat(JsonCodec.bind(cart.toJson(), CartInfo.class)).isEqualTo(cart);
    }

    @Property
    void order_info_survives_writing_and_reading(@ForAll("orderInfos") OrderInfo orders) {
        assertThat(JsonCodec.bind(orders.toJson(), OrderInfo.class)).isEqualTo(orders);
    }

    @Property
    void latest24_survives_writing_and_reading(@ForAll("activities") RecentActivity activity) {
        assertThat(JsonCodec.bind(activity.toJson(), RecentActivity.class)).isEqualTo(activity);
    }

    @Property
    void abandoned_products_survive_writing_and_reading(@ForAll("summaries") ProductSummary product) {
        ClientData data = ClientData.builder().addAbandonedProduct(product).build();

        assertThat(ClientData.parse(data.toJsonText()).abandonedProducts()).containsExactly(product);
    }

    @Property
    void conversion_read_from_a_ticket_survives_writing_and_reading(@ForAll("conversions") Conversion conversion) {
        assertThat(JsonCodec.bind(conversion.toJson(), Conversion.class)).isEqualTo(conversion);
    }

    @Property
    void client_data_survives_writing_and_reading_as_text(@ForAll("clientData") ClientData data) {
        assertThat(ClientData.parse(data.toJsonText())).isEqualTo(data);
    }

    @Property
    void rendered_client_data_holds_no_character_that_ends_a_script_and_reads_back_equal(
            @ForAll("clientData") ClientData data) {
        String rendered = ScriptSafeJson.render(data);

        assertThat(rendered).doesNotContain("<", ">", "&", "'", "\u2028", "\u2029");
        assertThat(ClientData.parse(rendered)).isEqualTo(data);
    }

    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> any = Arbitraries.strings()
                .withCharRange('\u0000', '\uD7FF')
                .withCharRange('\uE000', '\uFFFD')
                .ofMaxLength(24);
        Arbitrary<String> hostile =
                Arbitraries.of("</script><script>alert(1)</script>", "O'Brien & <Co>", "a\u2028b\u2029c", "\\\"/", "");
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, any), net.jqwik.api.Tuple.of(1, hostile));
    }

    @Provide
    Arbitrary<Money> money() {
        Arbitrary<BigDecimal> amount = Arbitraries.integers().between(0, 4).flatMap(scale -> Arbitraries.bigDecimals()
                .between(BigDecimal.ZERO, new BigDecimal("99999999"))
                .ofScale(scale));
        Arbitrary<String> currency = Arbitraries.strings()
                .withCharRange('A', 'Z')
                .withCharRange('a', 'z')
                .ofLength(3);
        return Combinators.combine(amount, currency).as(Money::of);
    }

    @Provide
    Arbitrary<String> url() {
        return Combinators.combine(
                        Arbitraries.of("http", "https", "HTTPS"),
                        Arbitraries.strings()
                                .withCharRange('a', 'z')
                                .ofMinLength(1)
                                .ofMaxLength(12),
                        Arbitraries.strings()
                                .withCharRange('a', 'z')
                                .withChars("0123456789-_/.~ü")
                                .ofMaxLength(30),
                        Arbitraries.of("", "?ref=chat&x=%20'1'", "#top"))
                .as((scheme, host, path, tail) -> scheme + "://" + host + ".example.com/" + path + tail);
    }

    private static Arbitrary<Integer> count() {
        return Arbitraries.integers().between(0, Integer.MAX_VALUE);
    }

    private static Arbitrary<LocalDateTime> dateTime() {
        return Combinators.combine(
                        Arbitraries.integers().between(1, 9999),
                        Arbitraries.integers().between(1, 12),
                        Arbitraries.integers().between(1, 28),
                        Arbitraries.integers().between(0, 23),
                        Arbitraries.integers().between(0, 59),
                        Arbitraries.integers().between(0, 59),
                        Arbitraries.integers().between(0, 999_999_999))
                .as(LocalDateTime::of);
    }

    @Provide
    Arbitrary<UserInfo> userInfos() {
        return Builders.withBuilder(UserInfo::builder)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::clientId)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::email)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::firstName)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::lastName)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::conversion)
                .use(text().list().ofMaxSize(3))
                .in((b, lines) -> {
                    lines.forEach(b::addStreetLine);
                    return b;
                })
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::city)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::postcode)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::country)
                .use(text())
                .withProbability(SET)
                .in(UserInfo.Builder::telephone)
                .build(UserInfo.Builder::build);
    }

    @Provide
    Arbitrary<CartProduct> cartProducts() {
        return Builders.withBuilder(CartProduct::builder)
                .use(text())
                .withProbability(SET)
                .in(CartProduct.Builder::name)
                .use(count())
                .withProbability(SET)
                .in(CartProduct.Builder::quantity)
                .use(money())
                .withProbability(SET)
                .in(CartProduct.Builder::unitPrice)
                .use(text())
                .withProbability(SET)
                .in(CartProduct.Builder::id)
                .use(count())
                .withProbability(SET)
                .in(CartProduct.Builder::orderCount)
                .use(count())
                .withProbability(SET)
                .in(CartProduct.Builder::cartCount)
                .use(count())
                .withProbability(SET)
                .in(CartProduct.Builder::viewCount)
                .use(url())
                .withProbability(SET)
                .in(CartProduct.Builder::url)
                .use(url())
                .withProbability(SET)
                .in(CartProduct.Builder::imageUrl)
                .use(text())
                .withProbability(SET)
                .in(CartProduct.Builder::conversion)
                .build(CartProduct.Builder::build);
    }

    @Provide
    Arbitrary<CartInfo> carts() {
        return Builders.withBuilder(CartInfo::builder)
                .use(cartProducts().list().ofMaxSize(3))
                .in((b, products) -> {
                    products.forEach(b::addProduct);
                    return b;
                })
                .use(money().list().ofMaxSize(2))
                .in((b, totals) -> {
                    totals.forEach(b::addTotal);
                    return b;
                })
                .build(CartInfo.Builder::build);
    }

    @Provide
    Arbitrary<Order> orders() {
        return Builders.withBuilder(Order::builder)
                .use(text())
                .withProbability(SET)
                .in(Order.Builder::id)
                .use(money())
                .withProbability(SET)
                .in(Order.Builder::total)
                .use(dateTime())
                .withProbability(SET)
                .in(Order.Builder::date)
                .use(url())
                .withProbability(SET)
                .in(Order.Builder::url)
                .use(text())
                .withProbability(SET)
                .in(Order.Builder::status)
                .build(Order.Builder::build);
    }

    @Provide
    Arbitrary<OrderTotal> orderTotals() {
        Arbitrary<String> currency =
                Arbitraries.strings().withCharRange('A', 'Z').ofLength(3);
        return Builders.withBuilder(OrderTotal::builder)
                .use(count())
                .withProbability(SET)
                .in(OrderTotal.Builder::quantity)
                .use(Combinators.combine(currency, money(), money()).as(List::of))
                .in((b, picked) -> {
                    // One entry carries one currency_code: give both amounts the same one.
                    String code = (String) picked.get(0);
                    b.totalPrice(Money.of(((Money) picked.get(1)).amount(), code));
                    b.average(Money.of(((Money) picked.get(2)).amount(), code));
                    return b;
                })
                .build(OrderTotal.Builder::build);
    }

    @Provide
    Arbitrary<OrderInfo> orderInfos() {
        return Builders.withBuilder(OrderInfo::builder)
                .use(orders().list().ofMaxSize(3))
                .in((b, list) -> {
                    list.forEach(b::addOrder);
                    return b;
                })
                .use(orderTotals().list().ofMaxSize(2))
                .in((b, list) -> {
                    list.forEach(b::addTotal);
                    return b;
                })
                .build(OrderInfo.Builder::build);
    }

    @Provide
    Arbitrary<ProductSummary> summaries() {
        return Builders.withBuilder(ProductSummary::builder)
                .use(text())
                .withProbability(SET)
                .in(ProductSummary.Builder::id)
                .use(text())
                .withProbability(SET)
                .in(ProductSummary.Builder::name)
                .use(money())
                .withProbability(SET)
                .in(ProductSummary.Builder::price)
                .use(url())
                .withProbability(SET)
                .in(ProductSummary.Builder::url)
                .use(url())
                .withProbability(SET)
                .in(ProductSummary.Builder::imageUrl)
                .build(ProductSummary.Builder::build);
    }

    @Provide
    Arbitrary<RecentActivity> activities() {
        Arbitrary<List<ProductSummary>> list = summaries().list().ofMaxSize(3);
        return Combinators.combine(list, list, list).as((viewed, carted, ordered) -> {
            RecentActivity.Builder b = RecentActivity.builder();
            viewed.forEach(b::addViewed);
            carted.forEach(b::addAddedToCart);
            ordered.forEach(b::addOrdered);
            return b.build();
        });
    }

    @Provide
    Arbitrary<Conversion> conversions() {
        Arbitrary<Optional<Integer>> counter = Arbitraries.integers().optional();
        Arbitrary<ConversionStats> stats = Combinators.combine(counter, counter, counter, text().optional())
                .as((v, c, o, conversion) -> new ConversionStats(v, c, o, conversion, RawJson.none()));
        return Combinators.combine(stats.optional(), stats.optional(), stats.optional())
                .as((customer, country, city) -> new Conversion(customer, country, city, RawJson.none()));
    }

    @Provide
    Arbitrary<ClientData> clientData() {
        Arbitrary<Map<String, Object>> custom = Arbitraries.maps(
                        Arbitraries.strings()
                                .alpha()
                                .ofMinLength(1)
                                .ofMaxLength(10)
                                .filter(n -> !ClientData.KNOWN_BRANCHES.contains(n)),
                        Arbitraries.oneOf(
                                text().map(t -> (Object) t),
                                Arbitraries.doubles().map(d -> (Object) d),
                                Arbitraries.integers().map(i -> (Object) Map.of("n", i, "s", "x")),
                                text().list().ofMaxSize(3).map(l -> (Object) l)))
                .ofMaxSize(2)
                .map(LinkedHashMap::new);
        return Builders.withBuilder(ClientData::builder)
                .use(userInfos())
                .withProbability(SET)
                .in(ClientData.Builder::userInfo)
                .use(carts())
                .withProbability(SET)
                .in(ClientData.Builder::cart)
                .use(orderInfos())
                .withProbability(SET)
                .in(ClientData.Builder::orders)
                .use(activities())
                .withProbability(SET)
                .in(ClientData.Builder::recentActivity)
                .use(summaries().list().ofMaxSize(2))
                .in((b, list) -> {
                    list.forEach(b::addAbandonedProduct);
                    return b;
                })
                .use(custom)
                .in((b, map) -> {
                    map.forEach(b::customBranch);
                    return b;
                })
                .build(ClientData.Builder::build);
    }
}

package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Realistic generated content for seed data: the plug-in's client data with every branch, geolocation,
 * sign-in histories and the admin's dashboard layout. Everything is a pure function of a variant
 * number, so seed data is the same on every run. Texts include non-ASCII on purpose.
 */
final class SyntheticData {

    private record Place(
            String city, String region, String country, String code, String zone, double lt, double lg, String ip) {}

    private record Product(String id, String name, String price, String slug) {}

    private static final Place[] PLACES = {
        new Place("Kraków", "Małopolskie", "Poland", "PL", "Europe/Warsaw", 50.0647, 19.945, "83.24.17.201"),
        new Place("東京", "東京都", "Japan", "JP", "Asia/Tokyo", 35.6895, 139.6917, "126.75.10.42"),
        new Place("München", "Bayern", "Germany", "DE", "Europe/Berlin", 48.1374, 11.5755, "91.64.200.7"),
        new Place("Lyon", "Auvergne-Rhône-Alpes", "France", "FR", "Europe/Paris", 45.764, 4.8357, "90.84.11.3"),
        new Place("Austin", "Texas", "United States", "US", "America/Chicago", 30.2672, -97.7431, "24.153.8.90"),
    };

    private static final Product[] PRODUCTS = {
        new Product("101", "Kaffeemühle „Zoë“", "49.90", "kaffeemuehle-zoe"),
        new Product("102", "Ceramic mug 350 ml", "12.50", "ceramic-mug"),
        new Product("103", "抹茶 Matcha 100 g", "18.00", "matcha-100g"),
        new Product("104", "Pour-over kettle", "64.00", "pour-over-kettle"),
        new Product("105", "Filtry papierowe ×100", "6.99", "filtry-papierowe"),
        new Product("106", "Espresso beans – Brasil 1 kg", "27.40", "espresso-brasil"),
    };

    private static final String[][] CLIENTS = {
        {"Agnieszka", "Wiśniewska"}, {"Haruto", "佐藤"}, {"Jürgen", "Groß"}, {"Élodie", "Lefèvre"}, {"Maya", "Johnson"},
    };

    private static final String[] CURRENCIES = {"PLN", "JPY", "EUR", "EUR", "USD"};

    private static final String[][] BROWSERS = {
        {"Chrome", "124.0.6367.91", "Windows 10"},
        {"Firefox", "126.0", "Linux"},
        {"Safari", "17.4.1", "Mac OS X"},
        {"Chrome", "125.0.6422.11", "Android"},
        {null, null, "iOS"},
        {"Edge", "124.0.2478.8", "Windows 11"},
    };

    private static final String SHOP = "https://shop.example.com/";

    private static final String[] CLIENT_LINES = {
        "Dzień dobry, gdzie jest moje zamówienie?",
        "Is the kettle compatible with induction hobs?",
        "注文をキャンセルできますか？",
        "Können Sie nach Österreich liefern?",
        "Bonjour, le moulin est-il en stock ?",
    };
    private static final String[] AGENT_LINES = {
        "Thanks for waiting – let me check that for you.",
        "Yes, it ships tomorrow from our Kraków warehouse.",
        "かしこまりました。すぐに確認します。",
        "Ja, Lieferung nach Österreich dauert 3–4 Tage.",
    };

    private SyntheticData() {}

    /** Two to four messages, client first, for the {@code variant}-th generated ticket. */
    static void conversation(TicketSpec spec, int variant) {
        for (int line = 0; line < 2 + variant % 3; line++) {
            if (line % 2 == 0) {
                spec.clientMessage(CLIENT_LINES[(variant + line) % CLIENT_LINES.length]);
            } else {
                spec.agentMessage(AGENT_LINES[(variant + line) % AGENT_LINES.length]);
            }
        }
    }

    private static String[] clientName(int variant) {
        return CLIENTS[Math.floorMod(variant, CLIENTS.length)];
    }

    /**
     * A client data object: a fresh {@code user_info} for this client, followed by the (possibly
     * shared, never modified) commerce branches.
     */
    static ObjectNode withUserInfo(ObjectNode commerceBranches, int variant, String clientUuid, String email) {
        Place place = PLACES[Math.floorMod(variant, PLACES.length)];
        ObjectNode data = PhpJson.object();
        data.set("user_info", userInfo(variant, place, clientUuid, email));
        data.setAll(commerceBranches);
        return data;
    }

    /**
     * The branches other than {@code user_info}: cart, orders, latest 24 hours, abandoned products and
     * conversion, whose {@code geolocal_city} is null for every fourth variant.
     */
    static ObjectNode commerceBranches(int variant) {
        Place place = PLACES[Math.floorMod(variant, PLACES.length)];
        String currency = CURRENCIES[Math.floorMod(variant, CURRENCIES.length)];
        ObjectNode data = PhpJson.object();
        data.set("cart_info", cartInfo(variant, currency));
        data.set("order_info", orderInfo(variant, currency));
        ObjectNode latest = data.putObject("latest24");
        latest.set("view", products(variant, 3, currency));
        latest.set("cart", products(variant + 1, 2, currency));
        latest.set("order", products(variant + 2, 1, currency));
        data.set("abandoned_products", products(variant + 3, 2, currency));
        ObjectNode conversion = data.putObject("conversion");
        conversion.set("customer", conversion(variant, 7, 3, 1));
        conversion.set("geolocal_country", conversion(variant, 1480, 212, 37));
        if (variant % 4 == 3) {
            conversion.putNull("geolocal_city");
        } else {
            conversion.set("geolocal_city", conversion(variant, 96, 14, 3).put("city", place.city()));
        }
        return data;
    }

    /** The decoded {@code geoinfo} object for {@code variant}; {@code mobile} is null on desktops. */
    static ObjectNode geoInfo(int variant) {
        Place place = PLACES[Math.floorMod(variant, PLACES.length)];
        String[] browser = BROWSERS[Math.floorMod(variant, BROWSERS.length)];
        boolean mobile = "Android".equals(browser[2]) || "iOS".equals(browser[2]);
        ObjectNode geo = PhpJson.object()
                .put("user_ip", place.ip())
                .put("user_location", place.city() + ", " + place.country())
                .put("country_name", place.country())
                .put("region_name", place.region())
                .put("lt", place.lt())
                .put("lg", place.lg())
                .put("time_zone", place.zone())
                .put("country_code", place.code())
                .put("browser_type", browser[0] == null ? "Unknown" : browser[0])
                .put("user_referer", "https://www.google.com/")
                .put("os", browser[2]);
        return mobile ? geo.put("mobile", "1") : geo.putNull("mobile");
    }

    /** {@code count} sign-ins, newest first, one a day or so back from {@code newestEpochSecond}. */
    static List<SignIn> signIns(int count, long newestEpochSecond, int variant) {
        List<SignIn> history = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String[] browser = BROWSERS[Math.floorMod(variant + i, BROWSERS.length)];
            long date = newestEpochSecond - i * 86_400L - (i * 3_517L) % 7_200L;
            String ip = "10.0." + Math.floorMod(variant, 200) + "." + (10 + i % 240);
            history.add(new SignIn(Long.toString(date), ip, browser[0], browser[1], browser[2]));
        }
        return history;
    }

    /** The JSON-encoded dashboard layout stored in an agent's {@code conversationblocks}. */
    static String dashboardLayout() {
        ObjectNode layout = PhpJson.object();
        ArrayNode columns = layout.putArray("columns");
        ObjectNode left = columns.addObject().put("width", 8);
        left.putArray("blocks").addObject().put("name", "chats").put("index", 0).put("background", "#ffffff");
        ObjectNode right = columns.addObject().put("width", 4);
        ArrayNode blocks = right.putArray("blocks");
        blocks.addObject().put("name", "client_info").put("index", 0);
        blocks.addObject().put("name", "cart").put("index", 1).put("background", "#f5f7fa");
        return PhpJson.text(layout);
    }

    private static ObjectNode userInfo(int variant, Place place, String clientUuid, String email) {
        String[] name = clientName(variant);
        ObjectNode user = PhpJson.object()
                .put("uuid", clientUuid)
                .put("email", email)
                .put("name", name[0])
                .put("lastname", name[1])
                .put("conversion", percent(variant, 3, 1));
        user.putArray("street").add("ul. Floriańska " + (3 + variant % 40)).add("m. " + (1 + variant % 12));
        return user.put("city", place.city())
                .put("postcode", String.format(Locale.ROOT, "%05d", 10_000 + (variant * 7_919) % 89_999))
                .put("country", place.country())
                .put(
                        "telephone",
                        "+48 600 " + String.format(Locale.ROOT, "%03d %03d", variant % 1000, (variant * 37) % 1000));
    }

    private static ObjectNode cartInfo(int variant, String currency) {
        ObjectNode cart = PhpJson.object();
        ArrayNode products = cart.putArray("products");
        long totalCents = 0;
        for (int i = 0; i < 2; i++) {
            Product product = product(variant + i);
            int qty = 1 + (variant + i) % 3;
            totalCents += cents(product.price()) * qty;
            products.addObject()
                    .put("name_prod", product.name())
                    .put("qty", qty)
                    .put("price_prod", product.price())
                    .put("id_prod", product.id())
                    .put("currency_code", currency)
                    .put("order_c", Integer.toString(2 + variant % 5))
                    .put("cart_c", Integer.toString(5 + variant % 9))
                    .put("view_c", Integer.toString(40 + variant % 60))
                    .put("url_prod", SHOP + "p/" + product.slug())
                    .put("img_url_prod", SHOP + "img/" + product.slug() + ".jpg")
                    .put("conversion", percent(variant + i, 5, 40));
        }
        cart.putArray("total_cart_price")
                .addObject()
                .put("total_price", money(totalCents))
                .put("currency_code", currency);
        return cart;
    }

    private static ObjectNode orderInfo(int variant, String currency) {
        ObjectNode info = PhpJson.object();
        ArrayNode orders = info.putArray("order");
        int count = 1 + variant % 3;
        long totalCents = 0;
        for (int i = 0; i < count; i++) {
            long cents = 1_999 + ((variant + 1L) * (i + 3) * 4_513) % 25_000;
            totalCents += cents;
            String id = Integer.toString(100_200 + variant * 3 + i);
            orders.addObject()
                    .put("order_id", id)
                    .put("total_price", money(cents))
                    .put("currency_code", currency)
                    .put(
                            "date",
                            String.format(
                                    Locale.ROOT,
                                    "%02d-%02d-2024 %02d:%02d:%02d",
                                    1 + (variant + i) % 28,
                                    1 + i % 5,
                                    8 + i,
                                    (variant * 7) % 60,
                                    (i * 13) % 60))
                    .put("order_url", SHOP + "admin/orders/" + id)
                    .put("order_status", i == 0 ? "processing" : "complete");
        }
        info.putArray("total")
                .addObject()
                .put("qty", count)
                .put("total_price", money(totalCents))
                .put("average", money(totalCents / count))
                .put("currency_code", currency);
        return info;
    }

    private static ArrayNode products(int variant, int count, String currency) {
        ArrayNode entries = PhpJson.array();
        for (int i = 0; i < count; i++) {
            Product product = product(variant + i);
            entries.addObject()
                    .put("id_prod", product.id())
                    .put("name_prod", product.name())
                    .put("price_prod", product.price())
                    .put("currency_code", currency)
                    .put("url_prod", SHOP + "p/" + product.slug())
                    .put("img_url_prod", SHOP + "img/" + product.slug() + ".jpg");
        }
        return entries;
    }

    private static ObjectNode conversion(int variant, int views, int carts, int orders) {
        int v = views + variant % 11;
        return PhpJson.object()
                .put("view_c", Integer.toString(v))
                .put("order_c", Integer.toString(orders))
                .put("cart_c", Integer.toString(carts))
                .put("conversion", String.format(Locale.ROOT, "%.2f", 100.0 * orders / v));
    }

    private static Product product(int index) {
        return PRODUCTS[Math.floorMod(index, PRODUCTS.length)];
    }

    private static String percent(int variant, int modulo, int base) {
        return String.format(Locale.ROOT, "%.2f", base + (variant % modulo) * 1.25);
    }

    private static long cents(String price) {
        return Math.round(Double.parseDouble(price) * 100);
    }

    private static String money(long cents) {
        return String.format(Locale.ROOT, "%d.%02d", cents / 100, cents % 100);
    }
}

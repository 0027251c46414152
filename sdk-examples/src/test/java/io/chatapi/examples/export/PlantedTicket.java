package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One ticket whose shop-defined data carries personal data where no list of key names would look, as an attacker
 * of the redaction would plant it (#48): other languages' keys, nested names, label/value pairs, lists of strings,
 * numbers that are phone numbers, free text, query strings, geolocation strings, and kept fields (a product's name,
 * an order's status, an id) that hold an e-mail or phone. {@link #planted()} lists every planted value, {@link
 * #phoneDigits()} the phones as digits only; a redacted export must hold none of either.
 */
final class PlantedTicket {
    static final String ID = "7001";
    static final String CLIENT_EMAIL = "Shopper.Main@Example.com";
    static final String CLIENT_UUID = "5d1c0e7a-2b4f-4c8e-9a61-0f3e2d1c4b5a";
    static final String DOMAIN_TOKEN = "6bbaf3d11d3fc951708fea4ee73f75ca";
    /** A product the allow-list keeps whole: it proves the redaction did not simply drop everything. */
    static final String KEPT_PRODUCT_NAME = "Ceramic mug 350 ml";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> PLANTED = new ArrayList<>();
    private static final List<String> PHONES = new ArrayList<>();

    private static final ObjectNode CLIENT_DATA = clientData();
    private static final ObjectNode GEO_INFO = geoInfo();
    private static final String CLIENT_LINE =
            "Dzień dobry, I am " + plant("Radosław Kuźniar") + ", call " + phone("600 700 800");
    private static final String AGENT_LINE =
            "Hello " + plant("Wiesława") + ", your parcel is with " + plant("courier.desk@example-logistics.pl");
    private static final String AGENT_NAME = plant("Agentka Bożena Przybylska");
    private static final String AGENT_EMAIL = plant("bozena.przybylska@shop-support.example");

    private PlantedTicket() {}

    /** Every planted value, as planted. */
    static List<String> planted() {
        return Collections.unmodifiableList(PLANTED);
    }

    /** Each planted phone number's digits, without spaces, dashes or plus (full-width ones as ASCII). */
    static List<String> phoneDigits() {
        return PHONES.stream()
                .map(p -> Normalizer.normalize(p, Normalizer.Form.NFKC).replaceAll("[^0-9]", ""))
                .toList();
    }

    /** {@code GET messages/list}: the ticket's first message, client data as an object, geoinfo {@code no data}. */
    static String listReply() {
        ObjectNode entry = message(CLIENT_LINE, "0", "1717239600");
        entry.put("id", ID);
        entry.set("chat_user_data", CLIENT_DATA);
        entry.put("geoinfo", "no data");
        ObjectNode reply = NODES.objectNode().put("status", 1);
        reply.putArray("messages").add(entry);
        return reply.toString();
    }

    /** {@code GET messages/showmessage/7001}: the conversation, client data and geoinfo as JSON text. */
    static String singleReply() {
        ObjectNode reply = NODES.objectNode().put("status", 1);
        ArrayNode messages = reply.putArray("messages");
        messages.add(withUser(message(CLIENT_LINE, "0", "1717239600")));
        messages.add(withUser(message(AGENT_LINE, "1", "1717239660")));
        return reply.toString();
    }

    private static ObjectNode message(String body, String direction, String sent) {
        ObjectNode m = NODES.objectNode()
                .put("domain_token", DOMAIN_TOKEN)
                .put("body", body)
                .put("email", CLIENT_EMAIL)
                .put("time_send", sent)
                .put("time_read", Long.toString(Long.parseLong(sent) + 20))
                .put("client_uuid", CLIENT_UUID)
                .put("direction", direction);
        m.putNull("display");
        return m;
    }

    private static ObjectNode withUser(ObjectNode message) {
        message.put("chat_user_data", CLIENT_DATA.toString());
        message.put("geoinfo", GEO_INFO.toString());
        message.putObject("users")
                .put("uuid", "agent-0001")
                .put("name", AGENT_NAME)
                .put("email", AGENT_EMAIL)
                .put("role", "admin")
                .put("status", "online");
        return message;
    }

    private static ObjectNode clientData() {
        plant(CLIENT_EMAIL);
        plant(CLIENT_UUID);
        ObjectNode data = NODES.objectNode();
        ObjectNode user = data.putObject("user_info")
                .put("uuid", CLIENT_UUID)
                .put("email", CLIENT_EMAIL.toLowerCase(Locale.ROOT))
                .put("conversion", "2.50");
        // A listed key whose value is an object, the first finding.
        user.putObject("name").put("given", plant("Zofiella")).put("family", plant("Brzęczyszczykiewicz"));
        user.put("lastname", plant("Wiśniowiecka"));
        user.put("telefono", phone("+34 612 345 678"));
        user.put("Straße", plant("Hauptstraße 17b"));
        user.put("nom", plant("Dupont-Lagarde"));
        user.put("phoneNumber", Long.parseLong(phone("4915112345678")));
        user.put("mobile", phone("0049 151 2345 6789"));
        user.put("full_name", plant("Marta Ślęzak-Ostrowska"));
        user.put("city", plant("Wąchock"));
        user.put("address_line1", plant("ul. Kwiatowa 12/4"));
        user.put("birthdate", plant("1987-03-14"));
        user.put("iban", plant("DE89370400440532013000"));
        user.put("last_ip", plant("2001:db8:85a3::8a2e:370:7334"));
        user.put("E-Mail", plant("Jan Kowalczyk") + " <" + plant("jan.kowalczyk@example.org") + ">");
        user.put("geburtsdatum", plant("14.03.1987"));
        user.put("telefon_komórkowy", Long.parseLong(phone("48601777888")));
        user.putArray("street").add(plant("ul. Floriańska 3")).add(plant("m. 7"));
        user.putObject("adresse").put("rue", plant("12 rue des Lilas")).put("ville", plant("Villeurbanne"));

        ArrayNode custom = data.putArray("custom_fields");
        custom.addObject().put("label", "Customer").put("value", plant("Hieronim Kowalski"));
        custom.addObject().put("label", "Phone").put("value", phone("+48 501 234 567"));
        custom.addObject().put("label", "Loyalty card").put("value", plant("LC-9931-7720-0043"));
        data.putArray("notes")
                .add("Kontakt: " + plant("teresa.nowicka@example.net"))
                .add("tel. " + phone("0048 22 629 11 22"));
        data.put(
                "note",
                "Please call " + plant("Bartholomew Quist") + " on " + phone("020 7946 0958") + " or mail "
                        + plant("bq@example.co.uk"));
        data.putObject("shipping")
                .put("recipient", plant("Oskar Wiśniowiecki"))
                .put("street", plant("Długa 5"))
                .put("zip", plant("80-831"));
        data.putObject(plant("eva.lindqvist@example.se")).put("vip", true);

        ObjectNode cart = data.putObject("cart_info");
        ArrayNode products = cart.putArray("products");
        products.add(product("102", KEPT_PRODUCT_NAME, "12.50", "https://shop.example.com/p/ceramic-mug"));
        products.add(product(
                "103",
                "Gift card for " + phone("+48 700 880 774"),
                "50.00",
                "https://shop.example.com/p/gift?ref=" + plant("piotr.zielinski@example.com")));
        products.add(product(
                phone("48555666777"),
                "Engraved pen",
                "9.99",
                "https://shop.example.com/p/pen#for-" + plant("wanda.pen@example.com")));
        products.add(product(
                "105", "Filter papers", Long.parseLong(phone("48512345678")), "https://shop.example.com/p/filters"));
        products.add(product(
                "106",
                "Mug for " + plant("ｍｉｃｈａｌ＠ｅｘａｍｐｌｅ．ｃｏｍ"),
                "14.00",
                "https://shop.example.com/p/mug-" + phone("０６１２ ３４５ ６７８")));
        cart.putArray("total_cart_price")
                .addObject()
                .put("total_price", "136.49")
                .put("currency_code", "PLN");

        ObjectNode orders = data.putObject("order_info");
        orders.putArray("order")
                .addObject()
                .put("order_id", "100200")
                .put("total_price", "62.50")
                .put("currency_code", "PLN")
                .put("date", "01-06-2024 10:15:00")
                .put(
                        "order_url",
                        "https://shop.example.com/admin/orders/100200?customer="
                                + plant("ola.nowak%40example.com") + "&phone="
                                + plant(phone("+48600111222").replace("+", "%2B")))
                .put("order_status", "shipped to " + plant("kasia.k@example.com"))
                .put("recipient", plant("Katarzyna Kwiatkowska"));
        // Names where a kept kind belongs: an id without digits, a currency, a one-word status.
        orders.putArray("total")
                .addObject()
                .put("qty", 1)
                .put("total_price", "62.50")
                .put("currency_code", plant("Ewa"));
        orders.withArray("order")
                .addObject()
                .put("order_id", plant("Przybyszewski"))
                .put("order_status", "processing")
                .put("date", plant("1987-03-15"));
        ObjectNode latest = data.putObject("latest24");
        plant("ola.nowak@example.com");
        latest.putArray("view")
                .add(product(
                        "101",
                        "Mill for " + plant("olek(at)olek.pl"),
                        "49.90",
                        "https://[" + plant("2a02:a311:4141:ab00::77b1") + "]/p/mill"));
        data.putArray("abandoned_products")
                .add(product("104", "Kettle", "64.00", "https://" + plant("83.24.17.201") + "/p/kettle"));
        ObjectNode conversion = data.putObject("conversion");
        conversion
                .putObject("customer")
                .put("view_c", "7")
                .put("order_c", "1")
                .put("cart_c", "3")
                .put("conversion", "14.29");
        conversion.putObject("geolocal_country").put("view_c", phone("+48 691 222 333"));
        conversion
                .putObject("geolocal_city")
                .put("city", plant("Szczebrzeszyn"))
                .put("view_c", "96");
        return data;
    }

    private static ObjectNode geoInfo() {
        return NODES.objectNode()
                .put("user_ip", plant("2a02:a311:4141:ab00:1c2e:9ff:fe3a:77b1"))
                .put("user_location", plant("Gdańsk, ul. Mariacka 9"))
                .put("country_name", "Poland (call " + phone("+48 58 123 45 67") + ")")
                .put("region_name", plant("Pomorskie-Oliwa"))
                .put("lt", Double.parseDouble(plant("54.35201")))
                .put("lg", Double.parseDouble(plant("18.64663")))
                .put("time_zone", "Europe/Warsaw")
                .put("country_code", "PL")
                .put(
                        "browser_type",
                        "Chrome 124 (" + plant("DESKTOP-HANSKLOSS") + "; " + plant("hans.kloss@example.de") + ")")
                .put("user_referer", "https://mail.example.com/?to=" + plant("wanda.r@example.com"))
                .put("os", "Windows 10 / user: " + plant("Grzegorz Brzęk"))
                .put("mobile", "Samsung SM-G991B of " + plant("Ludwik Zamenhof"));
    }

    private static ObjectNode product(String id, String name, Object price, String url) {
        ObjectNode product = NODES.objectNode().put("id_prod", id).put("name_prod", name);
        if (price instanceof Long number) {
            product.put("price_prod", number);
        } else {
            product.put("price_prod", (String) price);
        }
        return product.put("qty", 1).put("currency_code", "PLN").put("url_prod", url);
    }

    private static String plant(String value) {
        if (!PLANTED.contains(value)) {
            PLANTED.add(value);
        }
        return value;
    }

    private static String phone(String value) {
        PHONES.add(value);
        return plant(value);
    }

    /** For a reader of a failing test: the client data as the server sends it. */
    static String clientDataText() {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(CLIENT_DATA);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package io.chatapi.testkit;

/**
 * The ids and addresses of the default seed ({@link TestData#defaults()}), for tests that read a known
 * record. Names and texts include non-ASCII characters on purpose.
 */
public final class DefaultData {
    /** Zoë Müller, the admin, assigned to every domain; her sign-in history spans three pages (25). */
    public static final String ADMIN_UUID = "5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41";
    /** Her login e-mail. */
    public static final String ADMIN_EMAIL = "zoe.muller@example.com";
    /** Łukasz Nowak from Kraków, status away, assigned to the Polish shop. */
    public static final String LUKASZ_UUID = "8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6";
    /** 田中 花子 (Hanako Tanaka) from 東京, status offline, assigned to two domains. */
    public static final String HANAKO_UUID = "c3a9f1d2-5e8b-4a7c-9d01-2b3c4d5e6f70";
    /** Sam O'Brien, an agent with an empty job title and no domains. */
    public static final String SAM_UUID = "e7b6a5c4-d3e2-4f10-8a9b-0c1d2e3f4a5b";

    /** shop.example.com, shop code 1. */
    public static final String SHOP_DOMAIN_UUID = "0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f";
    /** sklep.example.pl, shop code 2. */
    public static final String SKLEP_DOMAIN_UUID = "1b2c3d4e-5f60-4718-929a-3b4c5d6e7f80";
    /** store.example.jp, shop code 4. */
    public static final String STORE_DOMAIN_UUID = "2c3d4e5f-6071-4829-a3ab-4c5d6e7f8091";
    /** blog.example.org, shop code 0, not visible. */
    public static final String BLOG_DOMAIN_UUID = "3d4e5f60-7182-493a-b4bc-5d6e7f8091a2";
    /** legacy.example.net, registered before shop codes: {@code shops} is null. */
    public static final String LEGACY_DOMAIN_UUID = "4e5f6071-8293-4a4b-85cd-6e7f8091a2b3";

    /** The deactivated trigger (status {@code 0}); triggers 1 to 3 are active. */
    public static final String INACTIVE_TRIGGER_ID = "4";
    /** A ticket whose client data fills every branch, client in Kraków. */
    public static final String FULL_TICKET_ID = "1001";
    /** A ticket with full client data, client in 東京, still unread. */
    public static final String UNREAD_TICKET_ID = "1002";
    /** A ticket with null client data and no geolocation ({@code no data}). */
    public static final String BARE_TICKET_ID = "1003";

    private DefaultData() {}

    static TestData create() {
        return TestData.builder()
                .agent(ADMIN_UUID, "Zoë Müller", ADMIN_EMAIL, Agent.ADMIN, "Head of Support", "online", 6)
                .agent(
                        LUKASZ_UUID,
                        "Łukasz Nowak",
                        "lukasz.nowak@example.com",
                        Agent.AGENT,
                        "Konsultant – Kraków",
                        "away",
                        4)
                .agent(HANAKO_UUID, "田中 花子", "hanako.tanaka@example.com", Agent.AGENT, "カスタマーサポート（東京）", "offline", 3)
                .agent(SAM_UUID, "Sam O'Brien", "sam.obrien@example.com", Agent.AGENT)
                .domain(SHOP_DOMAIN_UUID, "shop.example.com", 1)
                .domain(SKLEP_DOMAIN_UUID, "sklep.example.pl", 2)
                .domain(STORE_DOMAIN_UUID, "store.example.jp", 4)
                .domain(BLOG_DOMAIN_UUID, "https://blog.example.org/", 0)
                .domain(LEGACY_DOMAIN_UUID, "legacy.example.net", null)
                .assign(ADMIN_UUID, SHOP_DOMAIN_UUID)
                .assign(ADMIN_UUID, SKLEP_DOMAIN_UUID)
                .assign(ADMIN_UUID, STORE_DOMAIN_UUID)
                .assign(ADMIN_UUID, BLOG_DOMAIN_UUID)
                .assign(ADMIN_UUID, LEGACY_DOMAIN_UUID)
                .assign(LUKASZ_UUID, SKLEP_DOMAIN_UUID)
                .assign(HANAKO_UUID, STORE_DOMAIN_UUID)
                .assign(HANAKO_UUID, SHOP_DOMAIN_UUID)
                .trigger(
                        "1",
                        SHOP_DOMAIN_UUID,
                        "Welcome",
                        "https://shop.example.com/",
                        "Hi there! Questions about an order? We're online.",
                        10,
                        true)
                .trigger(
                        "2",
                        SHOP_DOMAIN_UUID,
                        "Cart help",
                        "https://shop.example.com/cart",
                        "Need a hand with checkout?",
                        30,
                        true)
                .trigger(
                        "3",
                        SKLEP_DOMAIN_UUID,
                        "Pomoc w koszyku",
                        "https://sklep.example.pl/koszyk",
                        "Potrzebujesz pomocy? Jesteśmy tutaj – Kraków.",
                        20,
                        true)
                .trigger(
                        INACTIVE_TRIGGER_ID,
                        STORE_DOMAIN_UUID,
                        "セール",
                        "https://store.example.jp/sale",
                        "ご質問はありますか？東京本店がお手伝いします。",
                        45,
                        false)
                .alias("1", "hi", "Hello! How can I help you today?", SHOP_DOMAIN_UUID, SKLEP_DOMAIN_UUID)
                .alias(
                        "2",
                        "ship",
                        "Shipping takes 2–3 business days. Track it at https://shop.example.com/track",
                        SHOP_DOMAIN_UUID)
                .alias("3", "dzięki", "Dziękujemy za zakupy! Pozdrawiamy z Krakowa.", SKLEP_DOMAIN_UUID)
                .alias("4", "arigato", "ありがとうございます。東京本店より。", STORE_DOMAIN_UUID)
                .ticket(FULL_TICKET_ID, t -> t.domain(SKLEP_DOMAIN_UUID)
                        .agent(LUKASZ_UUID)
                        .client("agnieszka.w@example.pl")
                        .clientMessage("Dzień dobry! Czy młynek jest dostępny w Krakowie?")
                        .agentMessage("Tak, mamy go na stanie – wysyłka jutro.")
                        .clientMessage("Świetnie, dziękuję!"))
                .ticket(UNREAD_TICKET_ID, t -> t.domain(STORE_DOMAIN_UUID)
                        .agent(HANAKO_UUID)
                        .client("haruto.sato@example.jp")
                        .clientMessage("注文をキャンセルできますか？")
                        .agentMessage("かしこまりました。注文番号を教えてください。")
                        .unread())
                .ticket(BARE_TICKET_ID, t -> t.domain(SHOP_DOMAIN_UUID)
                        .agent(ADMIN_UUID)
                        .client("visitor@example.com")
                        .clientMessage("Hello? Is anyone there? / Anybody?")
                        .withoutClientData()
                        .withoutGeoInfo())
                .ticket("1004", t -> t.domain(SHOP_DOMAIN_UUID)
                        .agent(HANAKO_UUID)
                        .client("juergen.gross@example.de")
                        .clientMessage("Können Sie nach Österreich liefern?")
                        .agentMessage("Ja, Lieferung nach Österreich dauert 3–4 Tage.")
                        .clientMessage("Danke schön 👍"))
                .signIns(ADMIN_UUID, 25)
                .signIns(LUKASZ_UUID, 3)
                .signIns(HANAKO_UUID, 12)
                .build();
    }
}

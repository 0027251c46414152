package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The attack of #48 on {@code export-tickets --redact}: a ticket whose shop-defined data hides personal data where
 * no key list looks ({@link PlantedTicket}), exported as a user runs it, to a file, in both formats. None of the
 * planted values, nor a planted phone's digits, may be in the file; what the allow-list keeps must be.
 */
class PlantedPersonalDataTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static HostileTicketServer server;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() {
        server = HostileTicketServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"jsonl", "csv"})
    void noPlantedValueNorAPhonesDigitsReachesARedactedExport(String format) throws IOException {
        String text = export(format, "--redact");

        assertThat(PlantedTicket.planted()).as("planted values").hasSizeGreaterThanOrEqualTo(20);
        assertThat(leaks(text))
                .as("planted values in the redacted %s export", format)
                .isEmpty();
        assertThat(text)
                .as("what the allow-list keeps is kept, so the export is no empty shell")
                .contains(PlantedTicket.ID, PlantedTicket.DOMAIN_TOKEN, PlantedTicket.KEPT_PRODUCT_NAME)
                .contains("Europe/Warsaw", "2024-06-01T11:00:00Z", "01-06-2024 10:15:00")
                .containsPattern("h:[0-9a-f]{32}");
    }

    @Test
    void thePlainExportHoldsThePlantedValuesSoTheAttackReachesTheRedactor() throws IOException {
        String text = export("jsonl");

        assertThat(PlantedTicket.planted().size() - leaks(text).size())
                .as("planted values missing from the plain export (decoded forms and phones' digits only)")
                .isLessThanOrEqualTo(3);
    }

    @Test
    void keptFieldsAreKeptHashedOrCutAsTheAllowListSays() throws IOException {
        JsonNode row = JSON.readTree(export("jsonl", "--redact"));
        JsonNode data = row.path("client_data");
        JsonNode products = data.path("cart_info").path("products");
        JsonNode order = data.path("order_info").path("order").get(0);

        assertThat(row.path("client_email").asText()).matches("h:[0-9a-f]{32}");
        assertThat(data.path("user_info").path("email")).isEqualTo(row.path("client_email"));
        assertThat(data.path("user_info").path("uuid")).isEqualTo(row.path("client_uuid"));
        assertThat(data.path("user_info").size())
                .as("user_info keeps uuid, email, conversion")
                .isEqualTo(3);
        assertThat(data.has("custom_fields") || data.has("notes") || data.has("note") || data.has("shipping"))
                .as("the shop's own branches are left out")
                .isFalse();
        assertThat(products.get(0).path("name_prod").asText()).isEqualTo(PlantedTicket.KEPT_PRODUCT_NAME);
        assertThat(products.get(0).path("url_prod").asText()).isEqualTo("https://shop.example.com/p/ceramic-mug");
        assertThat(products.get(1).has("name_prod"))
                .as("a product name holding a phone")
                .isFalse();
        assertThat(products.get(1).path("url_prod").asText())
                .as("the query cut")
                .isEqualTo("https://shop.example.com/p/gift");
        assertThat(products.get(2).path("id_prod").asText())
                .as("an id holding a phone is hashed, so it still joins")
                .matches("h:[0-9a-f]{32}");
        assertThat(products.get(3).has("price_prod"))
                .as("a price that is a phone number")
                .isFalse();
        assertThat(order.has("order_url"))
                .as("an order's admin page, its query holding an e-mail")
                .isFalse();
        assertThat(order.has("order_status")).as("a status that is a phrase").isFalse();
        JsonNode second = data.path("order_info").path("order").get(1);
        assertThat(second.has("order_id")).as("an id without a digit").isFalse();
        assertThat(second.has("date")).as("a bare date is no order time").isFalse();
        assertThat(second.path("order_status").asText()).as("a one-word status").isEqualTo("processing");
        assertThat(order.has("recipient")).isFalse();
        assertThat(data.path("conversion").has("geolocal_city")).isFalse();
        for (String field : List.of(
                "client_name",
                "agent_name",
                "geo_ip",
                "geo_location",
                "geo_country",
                "geo_region",
                "geo_latitude",
                "geo_longitude",
                "geo_browser",
                "geo_os",
                "geo_referer",
                "geo_mobile")) {
            assertThat(row.path(field).isNull()).as(field).isTrue();
        }
        assertThat(row.path("geo_country_code").asText()).isEqualTo("PL");
        assertThat(row.path("conversation").get(1).path("body").isNull()).isTrue();
        assertThat(row.path("conversation").get(1).path("direction").asText()).isEqualTo("1");
    }

    /** The planted values, and planted phones' digits, that {@code text} holds, letter case ignored. */
    private static List<String> leaks(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return java.util.stream.Stream.concat(PlantedTicket.planted().stream(), PlantedTicket.phoneDigits().stream())
                .filter(value -> lower.contains(value.toLowerCase(Locale.ROOT)))
                .toList();
    }

    private String export(String format, String... options) throws IOException {
        Path file = folder.resolve("tickets-" + System.nanoTime() + "." + format);
        Map<String, String> env = new HashMap<>(server.env());
        env.put(Redaction.KEY_VARIABLE, RedactedExportTest.STRONG_KEY);
        List<String> args = new java.util.ArrayList<>(List.of("export-tickets", "--format", format));
        args.addAll(List.of(options));
        args.addAll(List.of("--out", file.toString()));

        CliRun run = CliRun.withEnv(env, false, args.toArray(String[]::new));

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        return Files.readString(file);
    }
}

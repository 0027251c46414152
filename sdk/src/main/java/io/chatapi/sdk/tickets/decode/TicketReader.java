package io.chatapi.sdk.tickets.decode;

import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.json.FieldOrder;
import io.chatapi.sdk.json.Lenient;
import io.chatapi.sdk.json.TokenReader;
import io.chatapi.sdk.tickets.GeoInfo;
import io.chatapi.sdk.tickets.TicketMessage;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Decodes the entries of a streamed ticket list straight from the tokens, giving exactly what
 * {@link TicketMessage#fromJson} gives for the same JSON (a test holds the two to that). Building a
 * tree per ticket and then reading it cost as much again as parsing the list; this reads each field
 * once, into its model, and keeps the ticket's JSON as text.
 */
public final class TicketReader {
    // The fields of each object in the order the spec lists them, which is the order the server sends.
    private static final FieldOrder TICKET = FieldOrder.of(
            "id",
            "domain_token",
            "body",
            "email",
            "time_send",
            "time_read",
            "chat_user_data",
            "client_uuid",
            "geoinfo",
            "direction",
            "display",
            "users");
    private static final FieldOrder GEO_INFO = FieldOrder.of(
            "user_ip",
            "user_location",
            "country_name",
            "region_name",
            "lt",
            "lg",
            "time_zone",
            "country_code",
            "browser_type",
            "user_referer",
            "os",
            "mobile");

    private TicketReader() {}

    /**
     * As {@link TicketMessage#fromJson}.
     *
     * @param in on the ticket's {@code START_OBJECT}
     * @return the ticket
     * @throws IOException when the input is not JSON or cannot be read
     */
    public static TicketMessage ticket(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> id = Optional.empty();
        Optional<String> domainToken = Optional.empty();
        Optional<String> body = Optional.empty();
        Optional<String> email = Optional.empty();
        Optional<Long> timeSent = Optional.empty();
        Optional<Long> timeRead = Optional.empty();
        Optional<ClientData> clientData = Optional.empty();
        Optional<String> clientUuid = Optional.empty();
        Optional<GeoInfo> geoInfo = Optional.empty();
        Optional<String> direction = Optional.empty();
        Optional<String> display = Optional.empty();
        Optional<AgentDetail> agent = Optional.empty();
        for (int at = 0; (at = in.nextField(TICKET, at)) >= 0; ) {
            switch (in.name()) {
                case "id" -> id = in.text();
                case "domain_token" -> domainToken = in.text();
                case "body" -> body = in.text();
                case "email" -> email = in.text();
                case "time_send" -> timeSent = in.longValue();
                case "time_read" -> timeRead = in.longValue();
                case "chat_user_data" -> clientData = in.embeddedObject(ClientDataReader::clientData);
                case "client_uuid" -> clientUuid = in.text();
                case "geoinfo" -> geoInfo = in.embeddedObject(TicketReader::geoInfo);
                case "direction" -> direction = in.text();
                case "display" -> display = in.text();
                // Sent in the single reply only, which is not streamed: the tree's reading will do.
                case "users" ->
                    agent = Lenient.asEmbeddedObject(in.tree()).map(user -> AgentDetail.fromJson(null, user, null));
                default -> in.skip();
            }
        }
        return new TicketMessage(
                nonBlank(id),
                nonBlank(domainToken),
                body,
                email,
                Lenient.toInstant(timeSent),
                Lenient.toInstant(timeRead),
                clientData,
                nonBlank(clientUuid),
                geoInfo,
                nonBlank(direction),
                display,
                agent,
                in.raw(start));
    }

    /** As {@link GeoInfo#fromJson}. */
    private static GeoInfo geoInfo(TokenReader in) throws IOException {
        long start = in.start();
        Optional<String> ip = Optional.empty();
        Optional<String> location = Optional.empty();
        Optional<String> countryName = Optional.empty();
        Optional<String> regionName = Optional.empty();
        Optional<BigDecimal> latitude = Optional.empty();
        Optional<BigDecimal> longitude = Optional.empty();
        Optional<String> timeZone = Optional.empty();
        Optional<String> countryCode = Optional.empty();
        Optional<String> browserType = Optional.empty();
        Optional<String> referer = Optional.empty();
        Optional<String> os = Optional.empty();
        Optional<String> mobile = Optional.empty();
        for (int at = 0; (at = in.nextField(GEO_INFO, at)) >= 0; ) {
            switch (in.name()) {
                case "user_ip" -> ip = in.text();
                case "user_location" -> location = in.text();
                case "country_name" -> countryName = in.text();
                case "region_name" -> regionName = in.text();
                case "lt" -> latitude = in.decimal();
                case "lg" -> longitude = in.decimal();
                case "time_zone" -> timeZone = in.text();
                case "country_code" -> countryCode = in.text();
                case "browser_type" -> browserType = in.text();
                case "user_referer" -> referer = in.text();
                case "os" -> os = in.text();
                case "mobile" -> mobile = in.text();
                default -> in.skip();
            }
        }
        return new GeoInfo(
                ip,
                location,
                countryName,
                regionName,
                latitude,
                longitude,
                timeZone,
                countryCode,
                browserType,
                referer,
                os,
                mobile,
                in.raw(start));
    }

    private static Optional<String> nonBlank(Optional<String> text) {
        return text.filter(s -> !s.isBlank());
    }
}

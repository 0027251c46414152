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
    // The fields of each object in the order the spec lists them, which is the order the server sends,
    // named as on the wire; OTHER stands for any other name.
    private enum TicketField {
        ID,
        DOMAIN_TOKEN,
        BODY,
        EMAIL,
        TIME_SEND,
        TIME_READ,
        CHAT_USER_DATA,
        CLIENT_UUID,
        GEOINFO,
        DIRECTION,
        DISPLAY,
        USERS,
        OTHER
    }

    private static final FieldOrder<TicketField> TICKET = FieldOrder.of(TicketField.class, TicketField.OTHER);

    private enum GeoField {
        USER_IP,
        USER_LOCATION,
        COUNTRY_NAME,
        REGION_NAME,
        LT,
        LG,
        TIME_ZONE,
        COUNTRY_CODE,
        BROWSER_TYPE,
        USER_REFERER,
        OS,
        MOBILE,
        OTHER
    }

    private static final FieldOrder<GeoField> GEO_INFO = FieldOrder.of(GeoField.class, GeoField.OTHER);

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
            switch (in.field(TICKET)) {
                case ID -> id = in.text();
                case DOMAIN_TOKEN -> domainToken = in.text();
                case BODY -> body = in.text();
                case EMAIL -> email = in.text();
                case TIME_SEND -> timeSent = in.longValue();
                case TIME_READ -> timeRead = in.longValue();
                case CHAT_USER_DATA -> clientData = in.embeddedObject(ClientDataReader::clientData);
                case CLIENT_UUID -> clientUuid = in.text();
                case GEOINFO -> geoInfo = in.embeddedObject(TicketReader::geoInfo);
                case DIRECTION -> direction = in.text();
                case DISPLAY -> display = in.text();
                // Sent in the single reply only, which is not streamed: the tree's reading will do.
                case USERS ->
                    agent = Lenient.asEmbeddedObject(in.tree()).map(user -> AgentDetail.fromJson(null, user, null));
                case OTHER -> in.skip();
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
            switch (in.field(GEO_INFO)) {
                case USER_IP -> ip = in.text();
                case USER_LOCATION -> location = in.text();
                case COUNTRY_NAME -> countryName = in.text();
                case REGION_NAME -> regionName = in.text();
                case LT -> latitude = in.decimal();
                case LG -> longitude = in.decimal();
                case TIME_ZONE -> timeZone = in.text();
                case COUNTRY_CODE -> countryCode = in.text();
                case BROWSER_TYPE -> browserType = in.text();
                case USER_REFERER -> referer = in.text();
                case OS -> os = in.text();
                case MOBILE -> mobile = in.text();
                case OTHER -> in.skip();
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

package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Describes one seed ticket for {@link TestData.Builder#ticket}: where it came from, who answered and
 * the conversation. Client data (every branch) and geolocation are generated unless turned off.
 */
public final class TicketSpec {
    private String domainUuid;
    private String agentUuid;
    private String clientEmail = "client@example.com";
    private final List<String[]> lines = new ArrayList<>();
    private boolean clientData = true;
    private boolean geoInfo = true;
    private boolean unread;
    private Long sentAt;

    TicketSpec() {}

    /**
     * The domain the conversation came from (required).
     *
     * @param uuid the domain the conversation came from (required)
     * @return this spec
     */
    public TicketSpec domain(String uuid) {
        this.domainUuid = uuid;
        return this;
    }

    /**
     * The agent who answered (required).
     *
     * @param uuid the agent who answered (required)
     * @return this spec
     */
    public TicketSpec agent(String uuid) {
        this.agentUuid = uuid;
        return this;
    }

    /**
     * The client's e-mail.
     *
     * @param email the client's e-mail
     * @return this spec
     */
    public TicketSpec client(String email) {
        this.clientEmail = Objects.requireNonNull(email, "email").toLowerCase(Locale.ROOT);
        return this;
    }

    /**
     * A message from the client (direction {@code 0}).
     *
     * @param body a message from the client (direction {@code 0})
     * @return this spec
     */
    public TicketSpec clientMessage(String body) {
        lines.add(new String[] {body, "0"});
        return this;
    }

    /**
     * A message from the agent (direction {@code 1}).
     *
     * @param body a message from the agent (direction {@code 1})
     * @return this spec
     */
    public TicketSpec agentMessage(String body) {
        lines.add(new String[] {body, "1"});
        return this;
    }

    /**
     * Makes this a ticket whose {@code chat_user_data} is null.
     *
     * @return this spec
     */
    public TicketSpec withoutClientData() {
        this.clientData = false;
        return this;
    }

    /**
     * Makes this a ticket whose {@code geoinfo} is {@code no data}.
     *
     * @return this spec
     */
    public TicketSpec withoutGeoInfo() {
        this.geoInfo = false;
        return this;
    }

    /**
     * Makes this a ticket whose messages have no {@code time_read}.
     *
     * @return this spec
     */
    public TicketSpec unread() {
        this.unread = true;
        return this;
    }

    /**
     * When the first message was sent; later ones follow a minute apart.
     *
     * @param epochSecond when the first message was sent; later ones follow a minute apart
     * @return this spec
     */
    public TicketSpec sentAt(long epochSecond) {
        this.sentAt = epochSecond;
        return this;
    }

    /**
     * The ticket. {@code commerce} holds the client data's commerce branches to share, or is null to
     * generate them for {@code variant}; the first message is sent at {@code defaultStart} minus
     * {@code variant + 1} hours unless {@link #sentAt} was given.
     */
    Ticket build(String id, String clientUuid, ObjectNode commerce, int variant, long defaultStart) {
        if (domainUuid == null || agentUuid == null) {
            throw new IllegalArgumentException("ticket " + id + " needs a domain and an agent");
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("ticket " + id + " needs at least one message");
        }
        long start = sentAt != null ? sentAt : defaultStart - 3_600L * (variant + 1);
        List<Ticket.Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            long sent = start + 60L * i;
            String read = unread ? null : Long.toString(sent + 20);
            entries.add(new Ticket.Entry(lines.get(i)[0], Long.toString(sent), read, lines.get(i)[1]));
        }
        ObjectNode data = !clientData
                ? null
                : SyntheticData.withUserInfo(
                        commerce != null ? commerce : SyntheticData.commerceBranches(variant),
                        variant,
                        clientUuid,
                        clientEmail);
        return new Ticket(
                id,
                domainUuid,
                agentUuid,
                clientUuid,
                clientEmail,
                data,
                geoInfo ? SyntheticData.geoInfo(variant) : null,
                entries);
    }
}

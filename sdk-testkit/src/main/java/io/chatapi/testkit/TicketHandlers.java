package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The ticket endpoints; tickets are seed data only, the API reads them. */
final class TicketHandlers {
    private final StateStore store;

    TicketHandlers(StateStore store) {
        this.store = store;
    }

    /** {@code {status, messages:[tickets]}}, each with its first message. */
    Reply list(ApiRequest request) {
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            ArrayNode messages = body.putArray("messages");
            for (Ticket ticket : state.tickets()) {
                messages.add(WireShapes.ticketListEntry(
                        ticket, state.findDomain(ticket.domainUuid()).orElse(null)));
            }
            return Reply.read(body);
        });
    }

    /** {@code {status, messages:[conversation entries]}}. */
    Reply show(ApiRequest request) {
        String id = request.required("id");
        return store.read(state -> {
            Ticket ticket = state.ticket(id);
            Domain domain = state.findDomain(ticket.domainUuid()).orElse(null);
            Agent agent = state.findAgent(ticket.agentUuid()).orElse(null);
            ObjectNode body = Reply.envelope(1);
            body.set("messages", WireShapes.conversation(ticket, domain, agent));
            return Reply.read(body);
        });
    }
}

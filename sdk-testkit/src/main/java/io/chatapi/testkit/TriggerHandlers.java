package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The trigger endpoints. Inputs {@code msg}, {@code time} and {@code domainid} become the fields
 * {@code message}, {@code display_time} and {@code domains}; an {@code id} sent to add is ignored.
 */
final class TriggerHandlers {
    /** The longest display delay accepted, a day. */
    static final long MAX_SECONDS = 86_400;

    private final StateStore store;

    TriggerHandlers(StateStore store) {
        this.store = store;
    }

    /** {@code {status, content:[triggers]}}. */
    Reply list(ApiRequest request) {
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            ArrayNode content = body.putArray("content");
            for (Trigger trigger : state.triggers()) {
                content.add(WireShapes.trigger(trigger, domainOf(state, trigger), false));
            }
            return Reply.read(body);
        });
    }

    /** {@code {status, trigger:{..., domains:{..., domainsusers:{}}}}}. */
    Reply get(ApiRequest request) {
        String id = request.required("id");
        return store.read(state -> {
            Trigger trigger = state.trigger(id);
            ObjectNode body = Reply.envelope(1);
            body.set("trigger", WireShapes.trigger(trigger, domainOf(state, trigger), true));
            return Reply.read(body);
        });
    }

    /** Adds an activated trigger. */
    Reply add(ApiRequest request) {
        String name = request.required("name");
        String url = request.required("url");
        String message = request.required("msg");
        request.required("time");
        String time = request.wholeNumber("time", 0, MAX_SECONDS);
        String domain = request.required("domainid");
        store.write(state -> state.addTrigger(name, url, message, time, domain));
        return Reply.changed(2, "trigger added");
    }

    /** Edits trigger {@code triggerId}; absent fields keep their value, the status is unchanged. */
    Reply edit(ApiRequest request) {
        String id = request.required("triggerId");
        String time = request.wholeNumber("time", 0, MAX_SECONDS);
        store.write(state -> state.editTrigger(
                id,
                request.optional("name"),
                request.optional("url"),
                request.optional("msg"),
                time,
                request.optional("domainid")));
        return Reply.changed(1, "trigger updated");
    }

    /** Sets trigger {@code id} to {@code status} 0 or 1. */
    Reply changeStatus(ApiRequest request) {
        String id = request.required("id");
        String status = request.required("status").trim();
        if (!Trigger.ACTIVE.equals(status) && !Trigger.INACTIVE.equals(status)) {
            throw new ApiError("status must be 0 or 1");
        }
        store.write(state -> {
            state.setTriggerStatus(id, status);
            return null;
        });
        return Reply.changed(1, "trigger status changed");
    }

    /** Deletes the trigger in the path. */
    Reply delete(ApiRequest request) {
        String id = request.required("id");
        store.write(state -> {
            state.deleteTrigger(id);
            return null;
        });
        return Reply.changed(1, "trigger deleted");
    }

    /** The trigger's domain, or null when a strict edit left it without one. */
    private static Domain domainOf(ChatState state, Trigger trigger) {
        return state.findDomain(trigger.domainUuid()).orElse(null);
    }
}

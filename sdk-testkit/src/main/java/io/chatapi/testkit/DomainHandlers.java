package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The domain endpoints. {@code domains/gettoken/:id} answers {@code {"status":0,"token":"..."}}: the
 * spec shows only a {@code {status}} reply with status 0 for this endpoint, so the testkit keeps that
 * status and adds the token beside it.
 */
final class DomainHandlers {
    private final StateStore store;

    DomainHandlers(StateStore store) {
        this.store = store;
    }

    /**
     * {@code {status, content:{"1":{...}, "2":{...}}}}; with no domains {@code content} is {@code []},
     * as PHP encodes an empty array.
     */
    Reply list(ApiRequest request) {
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            if (state.domains().isEmpty()) {
                body.putArray("content");
                return Reply.read(body);
            }
            ObjectNode content = body.putObject("content");
            int sequence = 0;
            for (Domain domain : state.domains()) {
                content.set(
                        Integer.toString(++sequence),
                        WireShapes.domainListEntry(domain, state.agentCount(domain.uuid())));
            }
            return Reply.read(body);
        });
    }

    /** {@code {status:2, content, token, shop, address}}; no uuid, clients find it by listing. */
    Reply register(ApiRequest request) {
        String address = request.required("domain").trim();
        String shopText = request.optional("shop");
        String shop = shopText == null || shopText.isBlank() ? "0" : shopCode(shopText);
        Domain domain = store.write(state -> state.registerDomain(address, shop));
        ObjectNode body = Reply.envelope(2)
                .put("content", "domain added")
                .put("token", domain.token())
                .put("shop", domain.shop())
                .put("address", domain.address());
        return new Reply(body, Reply.Effect.CHANGED);
    }

    /** Removes the domain in the path, with its token, assignments and triggers. */
    Reply delete(ApiRequest request) {
        String id = request.required("id");
        store.write(state -> {
            state.deleteDomain(id);
            return null;
        });
        return Reply.changed(2, "row deleted");
    }

    /** Assigns agent {@code user} to domain {@code domain}. */
    Reply assign(ApiRequest request) {
        String agent = request.required("user");
        String domain = request.required("domain");
        store.write(state -> {
            state.assign(agent, domain);
            return null;
        });
        return Reply.changed(1, "user assigned to domain");
    }

    /** Removes agent {@code uid} from domain {@code id}. */
    Reply unassign(ApiRequest request) {
        String agent = request.required("uid");
        String domain = request.required("id");
        store.write(state -> {
            state.unassign(agent, domain);
            return null;
        });
        return Reply.changed(1, "user removed from domain");
    }

    /** {@code {status:0, token}}. */
    Reply token(ApiRequest request) {
        String id = request.required("id");
        String token = store.read(state -> state.domain(id).token());
        return Reply.read(Reply.envelope(0).put("token", token));
    }

    private static String shopCode(String text) {
        String code = text.trim();
        if (code.length() == 1 && code.charAt(0) >= '0' && code.charAt(0) <= '4') {
            return code;
        }
        throw new ApiError("shop must be a code from 0 to 4");
    }
}

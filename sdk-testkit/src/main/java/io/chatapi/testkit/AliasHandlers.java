package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The alias endpoints. {@code domains} may be sent as {@code domains[]} fields or a JSON array. */
final class AliasHandlers {
    private final StateStore store;

    AliasHandlers(StateStore store) {
        this.store = store;
    }

    /** {@code {status, aliases:[{id, name, text, domains:[summaries]}]}}. */
    Reply list(ApiRequest request) {
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            ArrayNode aliases = body.putArray("aliases");
            for (Alias alias : state.aliases()) {
                aliases.addObject()
                        .put("id", alias.id())
                        .put("name", alias.name())
                        .put("text", alias.text())
                        .set("domains", summaries(state, alias));
            }
            return Reply.read(body);
        });
    }

    /** {@code {status, id, name, text, domainsSelected:[summaries]}}. */
    Reply get(ApiRequest request) {
        String id = request.required("id");
        return store.read(state -> {
            Alias alias = state.alias(id);
            ObjectNode body = Reply.envelope(1)
                    .put("id", alias.id())
                    .put("name", alias.name())
                    .put("text", alias.text());
            body.set("domainsSelected", summaries(state, alias));
            return Reply.read(body);
        });
    }

    /** Adds an alias; {@code domains} may be absent or empty. */
    Reply add(ApiRequest request) {
        String name = request.required("name");
        String text = request.required("text");
        List<String> domains = nonBlank(request.list("domains"));
        store.write(state -> state.addAlias(name, text, domains == null ? List.of() : domains));
        return Reply.changed(2, "alias added");
    }

    /** Edits alias {@code id}; absent fields keep their value, {@code domains} replaces the list. */
    Reply edit(ApiRequest request) {
        String id = request.required("id");
        List<String> domains = nonBlank(request.list("domains"));
        store.write(state -> state.editAlias(id, request.optional("name"), request.optional("text"), domains));
        return Reply.changed(1, "alias updated");
    }

    /** Deletes the alias in the path. */
    Reply delete(ApiRequest request) {
        String id = request.required("id");
        store.write(state -> {
            state.deleteAlias(id);
            return null;
        });
        return Reply.changed(2, "alias deleted");
    }

    private static ArrayNode summaries(ChatState state, Alias alias) {
        return WireShapes.domainSummaries(
                alias.domainUuids().stream().map(state::domain).toList(), true);
    }

    /** A form sends {@code domains[]=} for an empty selection; that is no domain, not a blank id. */
    private static List<String> nonBlank(List<String> values) {
        return values == null ? null : values.stream().filter(v -> !v.isBlank()).toList();
    }
}

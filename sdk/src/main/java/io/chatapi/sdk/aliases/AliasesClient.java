package io.chatapi.sdk.aliases;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Aliases: short names that the system replaces with a stored text during a chat. Obtain it from
 * {@link io.chatapi.sdk.ChatApiClient#aliases()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed; for writes check
 * {@code mayHaveBeenProcessed()}), {@link RequestRejectedException} (the server said no), {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException}.
 * Input is checked before anything is sent; a bad argument throws {@link IllegalArgumentException}
 * naming the parameter.
 */
public final class AliasesClient {
    private static final List<String> ALIAS_FIELDS = List.of("id", "name", "text");

    private final Transport transport;

    /** @param transport the client's transport */
    public AliasesClient(Transport transport) {
        this.transport = transport;
    }

    /**
     * Lists all aliases: {@code GET aliases/index}.
     *
     * @return the aliases in the server's order, each with its domains; empty when the server sends
     *     {@code []} or {@code {}}
     * @throws RequestRejectedException when the reply holds no {@code aliases} array or object (a
     *     {@code content} list is accepted in its place)
     */
    public List<Alias> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.ALIASES_LIST).build());
        JsonNode body = reply.body();
        JsonNode aliases = JsonCodec.container(body.hasNonNull("aliases") ? body.get("aliases") : body.get("content"))
                .orElseThrow(() -> reply.rejected("no aliases in the reply"));
        return JsonCodec.list(aliases, Alias.class);
    }

    /**
     * Reads one alias: {@code GET aliases/getalias/:id}. The reply holds {@code id}, {@code name},
     * {@code text} and {@code domainsSelected} at its top level beside {@code status}; the same fields
     * wrapped in an {@code alias} or {@code content} object are accepted too.
     *
     * @param aliasId the alias's id
     * @return the alias with its selected domains
     * @throws IllegalArgumentException when {@code aliasId} is blank or not a usable id
     * @throws RequestRejectedException when the reply holds none of the alias's fields (unknown id)
     */
    public Alias get(String aliasId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.ALIASES_GET)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build());
        JsonNode body = reply.body();
        Optional<JsonNode> alias = Optional.of(body).filter(AliasesClient::looksLikeAlias);
        for (String wrapper : List.of("alias", "content")) {
            alias = alias.or(() -> JsonCodec.container(body.get(wrapper)).filter(AliasesClient::looksLikeAlias));
        }
        JsonNode found = alias.orElseThrow(() -> reply.rejected("no alias in the reply"));
        return JsonCodec.bind(JsonCodec.withId(found, "id", aliasId), Alias.class);
    }

    /**
     * Adds an alias: {@code POST aliases/addalias} with {@code name}, {@code text} and {@code
     * domains[]} (one entry per domain id). The reply carries no id; find the new alias in {@link
     * #list()}.
     *
     * @param alias the alias to add
     * @return the server's acknowledgement, such as {@code alias added}
     * @throws IllegalArgumentException when a domain id is not a usable id
     * @throws TransportException when the reply was lost; the alias may exist then, so list before
     *     adding again
     */
    public WriteResult add(AliasDefinition alias) {
        return transport.write(
                definition(ApiCall.to(Endpoints.ALIASES_ADD), alias).build());
    }

    /**
     * Replaces an alias's definition: {@code POST alias/editalias} with {@code id}, {@code name},
     * {@code text} and {@code domains[]}. Every field is sent, as the spec lists them all as inputs.
     *
     * @param aliasId the alias's id
     * @param alias the full new definition
     * @return the server's acknowledgement, such as {@code alias updated}
     * @throws IllegalArgumentException when {@code aliasId} or a domain id is not a usable id
     */
    public WriteResult edit(String aliasId, AliasDefinition alias) {
        ApiCall.Builder call = ApiCall.to(Endpoints.ALIASES_EDIT).param("id", ApiCall.requireId("aliasId", aliasId));
        return transport.write(definition(call, alias).build());
    }

    /**
     * Deletes an alias: {@code GET aliases/deletealias/:id} (or {@code aliases/delatealias/:id}). A
     * GET that changes state, so it is sent once, never retried.
     *
     * @param aliasId the alias's id
     * @return the server's acknowledgement, such as {@code alias deleted}
     * @throws IllegalArgumentException when {@code aliasId} is blank or not a usable id
     */
    public WriteResult delete(String aliasId) {
        return transport.write(ApiCall.to(Endpoints.ALIASES_DELETE)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build());
    }

    private static ApiCall.Builder definition(ApiCall.Builder call, AliasDefinition alias) {
        Validate.notNull("alias", alias);
        List<String> domainIds = new ArrayList<>();
        for (int i = 0; i < alias.domainIds().size(); i++) {
            domainIds.add(
                    ApiCall.requireId("domainIds[" + i + "]", alias.domainIds().get(i)));
        }
        return call.param("name", alias.name()).param("text", alias.text()).array("domains", domainIds);
    }

    private static boolean looksLikeAlias(JsonNode node) {
        return node.isObject() && ALIAS_FIELDS.stream().anyMatch(node::hasNonNull);
    }
}

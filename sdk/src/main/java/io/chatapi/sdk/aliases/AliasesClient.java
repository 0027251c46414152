package io.chatapi.sdk.aliases;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Aliases, short names replaced by a stored text in a chat, from {@link io.chatapi.sdk.ChatApiClient#aliases()}.
 *
 * <p>Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException};
 * a bad argument throws {@link IllegalArgumentException} naming it, before anything is sent.
 */
public final class AliasesClient {
    private final Transport transport;

    static {
        Wiring.register(AliasesClient.class, AliasesClient::new);
    }

    private AliasesClient(Wiring.Parts parts) {
        this.transport = parts.transport();
    }

    /**
     * {@return all aliases, in the server's order, each with its domains}: {@code GET aliases/index}.
     *
     * @throws RequestRejectedException when the reply holds no {@code aliases} (or {@code content}) list
     */
    public List<Alias> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.ALIASES_LIST).build());
        JsonNode body = reply.body();
        JsonNode aliases = JsonCodec.container(body.hasNonNull("aliases") ? body.get("aliases") : body.get("content"))
                .orElseThrow(() -> reply.rejected("no aliases in the reply"));
        return JsonCodec.list(aliases, Alias.class);
    }

    /**
     * {@return the alias with its selected domains}: {@code GET aliases/getalias/:id}. Its fields may
     * also come wrapped in an {@code alias} or {@code content} object.
     *
     * @param aliasId the alias's id
     * @throws RequestRejectedException when the reply holds none of the alias's fields (unknown id)
     */
    public Alias get(String aliasId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.ALIASES_GET)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build());
        JsonNode body = reply.body();
        JsonNode alias = Stream.of(
                        Optional.of(body),
                        JsonCodec.container(body.get("alias")),
                        JsonCodec.container(body.get("content")))
                .flatMap(Optional::stream)
                .filter(node ->
                        node.isObject() && Stream.of("id", "name", "text").anyMatch(node::hasNonNull))
                .findFirst()
                .orElseThrow(() -> reply.rejected("no alias in the reply"));
        return JsonCodec.bind(JsonCodec.withId(alias, "id", aliasId), Alias.class);
    }

    /**
     * {@return the alias of this name (exact, trimmed: agents type it), or empty}: {@code GET aliases/index}.
     *
     * @param name the alias's name
     * @throws AmbiguousMatchException when several aliases have that name
     */
    public Optional<Alias> find(String name) {
        String wanted = Validate.notBlank("name", name).trim();
        return Matches.atMostOne(list(), a -> hasName(a, wanted), AliasesClient::idOf, "aliases.find", key(wanted));
    }

    /**
     * Adds an alias: {@code POST aliases/addalias} with {@code name}, {@code text} and {@code domains[]},
     * then {@code GET aliases/index}, as the reply has no id. Names are unique per domain only, so among
     * several of that name the one on exactly these domains is the new one.
     *
     * @param alias the alias to add
     * @return the new alias, as listed
     * @throws CreatedRecordNotFoundException when the add was accepted but no alias of that name is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several of that name are on these domains (the add was done)
     * @throws TransportException when the reply was lost: use {@link #find} before adding again
     */
    public Alias add(AliasDefinition alias) {
        send(alias);
        String name = alias.name().trim();
        Set<String> domains = Set.copyOf(alias.domainIds());
        return Matches.created(
                () -> {
                    List<Alias> named =
                            list().stream().filter(a -> hasName(a, name)).toList();
                    return named.size() > 1
                            ? named.stream()
                                    .filter(a -> domainIdsOf(a).equals(domains))
                                    .toList()
                            : named;
                },
                a -> true,
                AliasesClient::idOf,
                "aliases.add",
                key(name));
    }

    private static Set<String> domainIdsOf(Alias alias) {
        return alias.domains().stream().map(DomainSummary::id).collect(Collectors.toSet());
    }

    /**
     * {@return the alias of this name, added if there is none}; see {@link #findOrAdd(List)}.
     *
     * @param alias the alias to find by name or add
     * @throws AmbiguousMatchException when several aliases have that name
     * @throws CreatedRecordNotFoundException see {@link #add(AliasDefinition)}
     */
    public Alias findOrAdd(AliasDefinition alias) {
        return findOrAdd(List.of(Validate.notNull("alias", alias))).get(0);
    }

    /**
     * {@return one alias per entry, in order: found unchanged, or added}: {@code GET aliases/index},
     * {@code POST aliases/addalias} per missing alias, then {@code GET aliases/index} again if any was.
     *
     * @param aliases the aliases to find by name or add, with distinct names
     * @throws IllegalArgumentException when {@code aliases} is null, holds null, or repeats a name
     * @throws AmbiguousMatchException when several aliases have one of the names
     * @throws CreatedRecordNotFoundException when an add was accepted but its alias is not listed,
     *     or the list could not be read back
     */
    public List<Alias> findOrAdd(List<AliasDefinition> aliases) {
        return Matches.findOrCreate(
                "aliases.findOrAdd",
                aliases,
                this::list,
                (a, d) -> hasName(a, d.name().trim()),
                AliasesClient::idOf,
                this::send,
                d -> key(d.name().trim()));
    }

    private void send(AliasDefinition alias) {
        send(ApiCall.to(Endpoints.ALIASES_ADD), alias);
    }

    private static String key(String name) {
        return "name=" + name;
    }

    private static boolean hasName(Alias alias, String name) {
        return alias.name().map(n -> n.trim().equals(name)).orElse(false);
    }

    /** Always present: the list leaves out aliases without an id. */
    private static Optional<String> idOf(Alias alias) {
        return Optional.of(alias.id());
    }

    /**
     * Replaces an alias's definition: {@code POST alias/editalias} with {@code id}, {@code name}, {@code
     * text} and {@code domains[]}; the spec lists every field as an input.
     *
     * @param aliasId the alias's id
     * @param alias the full new definition
     * @return the server's acknowledgement, such as {@code alias updated}
     */
    public WriteResult edit(String aliasId, AliasDefinition alias) {
        return send(ApiCall.to(Endpoints.ALIASES_EDIT).param("id", ApiCall.requireId("aliasId", aliasId)), alias);
    }

    /**
     * Deletes an alias: {@code GET aliases/deletealias/:id}, sent once (a GET that changes state).
     *
     * @param aliasId the alias's id
     * @return the server's acknowledgement, such as {@code alias deleted}
     */
    public WriteResult delete(String aliasId) {
        return transport.write(ApiCall.to(Endpoints.ALIASES_DELETE)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build());
    }

    private WriteResult send(ApiCall.Builder call, AliasDefinition alias) {
        Validate.notNull("alias", alias);
        List<String> domainIds = IntStream.range(0, alias.domainIds().size())
                .mapToObj(i -> ApiCall.requireId(
                        "domainIds[" + i + "]", alias.domainIds().get(i)))
                .toList();
        return transport.write(call.param("name", alias.name())
                .param("text", alias.text())
                .array("domains", domainIds)
                .build());
    }
}

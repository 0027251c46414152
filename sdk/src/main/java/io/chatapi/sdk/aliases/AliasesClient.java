package io.chatapi.sdk.aliases;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Converge;
import io.chatapi.sdk.internal.Job;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;
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
    private final AliasKind kind = new AliasKind(this);

    /**
     * Built by {@link io.chatapi.sdk.ChatApiClient}; get this client from it. Public only because the facade lives in
     * another package: its parameters are internal types, outside the module's exports.
     *
     * @param transport the client's transport
     */
    public AliasesClient(Transport transport) {
        this.transport = transport;
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
     * {@return the alias of this name (exact, trimmed: agents type it), or empty}: {@code GET aliases/index}. For
     * a single shop; where several shops use the name, each has its own alias and this throws: use {@link
     * #find(String, String)}.
     *
     * @param name the alias's name
     * @throws AmbiguousMatchException when several aliases have that name ({@code ids()} lists them), as when
     *     several shops use it
     */
    public Optional<Alias> find(String name) {
        String wanted = Validate.notBlank("name", name).trim();
        return transport.method(
                "aliases.find",
                () -> Matches.atMostOne(
                        list(),
                        a -> a.name().map(n -> n.trim().equals(wanted)).orElse(false),
                        Alias::id,
                        "aliases.find",
                        "name=" + wanted));
    }

    /**
     * {@return the alias an agent typing this name on this domain gets, or empty}: {@code GET aliases/index}. That
     * alias may apply on other domains too: it is one record, whose identity ({@link AliasKey}) holds all its
     * domains.
     *
     * @param name the alias's name (exact, trimmed)
     * @param domainId the uuid of a domain it applies on
     * @throws AmbiguousMatchException when the server lists several aliases of that name on the domain
     */
    public Optional<Alias> find(String name, String domainId) {
        String wanted = Validate.notBlank("name", name).trim();
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.method(
                "aliases.find",
                () -> Matches.atMostOne(
                        list(),
                        a -> AliasKey.of(a)
                                .map(k -> k.name().equals(wanted) && k.appliesOn(domain))
                                .orElse(false),
                        Alias::id,
                        "aliases.find",
                        "name=" + wanted + ", domainId=" + domain));
    }

    /**
     * Adds an alias unless one of that name applies on any of its domains: {@code GET aliases/index}, then {@code
     * POST aliases/addalias} with {@code name}, {@code text} and {@code domains[]}, then {@code GET aliases/index}
     * again, as the reply has no id: 3 requests. The first read is the only guard against a duplicate the service
     * would accept (it has no idempotency key): an agent typing the name on a domain must get one text.
     *
     * @param alias the alias to add
     * @return the new alias, as listed
     * @throws AlreadyExistsException when an alias of that name applies on one of its domains, the same alias
     *     ({@link #ensure(AliasDefinition)} changes its text) or another one; nothing was sent then
     * @throws CreatedRecordNotFoundException when the add was accepted but the alias is not listed, or the list
     *     could not be read back
     * @throws AmbiguousMatchException when, read back, several aliases have its name and domains (the add was done)
     * @throws TransportException when the reply was lost: use {@link #find(String, String)} before adding again
     */
    public Alias add(AliasDefinition alias) {
        Validate.notNull("alias", alias);
        return transport.method("aliases.add", () -> Converge.add(kind, alias, () -> kind.create(alias)));
    }

    /**
     * {@return the alias of this name on exactly these domains, unchanged, or added}; see {@link #findOrAdd(List)}.
     *
     * @param alias the alias to find or add
     * @throws AlreadyExistsException when an alias of that name applies on some of these domains but is not on
     *     exactly them; nothing was sent then
     * @throws AmbiguousMatchException when several aliases have its name and domains
     * @throws CreatedRecordNotFoundException see {@link #add(AliasDefinition)}
     */
    public Alias findOrAdd(AliasDefinition alias) {
        Validate.notNull("alias", alias);
        return transport.method("aliases.findOrAdd", () -> Converge.one(
                        kind, "aliases.findOrAdd", alias, Converge.Mode.FIND_OR_ADD, Job.of(transport))
                .record());
    }

    /**
     * {@return one alias per entry, in order: found unchanged (same name, exactly the same domains), or added}:
     * {@code GET aliases/index}, {@code POST aliases/addalias} per missing alias, then {@code GET aliases/index}
     * again if any was added. A text that differs is kept as it is: {@link #ensure(List)} changes it.
     *
     * @param aliases the aliases to find or add; no two of the same name on a common domain
     * @throws IllegalArgumentException when {@code aliases} is null, holds null, or two entries share a name on a
     *     domain
     * @throws AlreadyExistsException when an alias of one of the names applies on some of the entry's domains but is
     *     not on exactly them; nothing was sent then
     * @throws AmbiguousMatchException when several aliases have one entry's name and domains; nothing was sent then
     * @throws JobIncompleteException when some alias is not found or added at the end (see {@link #ensure(List)})
     */
    public List<Alias> findOrAdd(List<AliasDefinition> aliases) {
        return transport.method(
                "aliases.findOrAdd",
                () ->
                        Converge.converge(
                                        kind,
                                        "aliases.findOrAdd",
                                        aliases,
                                        Converge.Mode.FIND_OR_ADD,
                                        Job.of(transport))
                                .stream()
                                .map(Ensured::record)
                                .toList());
    }

    /**
     * Makes the alias exist as defined; see {@link #ensure(List)}.
     *
     * @param alias the alias as it should be
     * @return the alias as listed, and whether it was created, updated or left unchanged
     * @throws AlreadyExistsException see {@link #ensure(List)}
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the alias was confirmed as defined
     */
    public Ensured<Alias> ensure(AliasDefinition alias) {
        Validate.notNull("alias", alias);
        return transport.method(
                "aliases.ensure",
                () -> Converge.one(kind, "aliases.ensure", alias, Converge.Mode.ENSURE, Job.of(transport)));
    }

    /**
     * Makes each alias exist as defined, for any number of shops at once: {@code GET aliases/index}; then {@code
     * POST aliases/addalias} per alias missing and {@code POST alias/editalias} per alias whose text differs (an
     * alias is matched by its {@link AliasKey}: the name on exactly these domains); then, if anything was written,
     * {@code GET aliases/index} again. Aliases as defined are left untouched: a run that changes nothing costs one
     * read, and one whose single alias changed costs that read, one write and one read back.
     *
     * <p>It converges through failures, within the client's {@code jobBudget}: a write whose reply is lost, a gateway
     * page or a refused token is resolved by the next list read (present and as wanted is done, absent is sent again),
     * and reads are retried. A record that fails for a reason of its own does not stop the others.
     *
     * @param aliases the aliases as they should be; no two of the same name on a common domain
     * @return one result per entry, in order: the alias as listed, and whether it was created, updated or unchanged
     * @throws IllegalArgumentException when {@code aliases} is null, holds null, or two entries share a name on a
     *     domain
     * @throws AlreadyExistsException when an alias of one of the names applies on some of the entry's domains but is
     *     not on exactly them (changing its domains would take the name from a shop): edit or delete it first;
     *     nothing was sent then
     * @throws AmbiguousMatchException when several aliases have one entry's name and domains; nothing was sent then
     * @throws JobIncompleteException when some alias is not as defined at the end (the budget ran out, the server
     *     refused it, another writer gave it other content, or a failure stopped the rest): {@code outcomes()} tells
     *     each one's
     */
    public List<Ensured<Alias>> ensure(List<AliasDefinition> aliases) {
        return transport.method(
                "aliases.ensure",
                () -> Converge.converge(kind, "aliases.ensure", aliases, Converge.Mode.ENSURE, Job.of(transport)));
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

    void create(AliasDefinition alias) {
        send(ApiCall.to(Endpoints.ALIASES_ADD), alias);
    }

    private WriteResult send(ApiCall.Builder call, AliasDefinition alias) {
        List<String> domainIds = sendableDomainIds(Validate.notNull("alias", alias));
        return transport.write(call.param("name", alias.name())
                .param("text", alias.text())
                .array("domains", domainIds)
                .build());
    }

    /** The alias's domain ids, each checked as an id the wire can carry. */
    static List<String> sendableDomainIds(AliasDefinition alias) {
        return IntStream.range(0, alias.domainIds().size())
                .mapToObj(i -> ApiCall.requireId(
                        "domainIds[" + i + "]", alias.domainIds().get(i)))
                .toList();
    }
}

package io.chatapi.sdk.aliases;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import java.util.List;
import java.util.Optional;

/**
 * Aliases, short names replaced by a stored text in a chat, from {@link io.chatapi.sdk.ChatApiClient#aliases()}.
 *
 * <p>An alias's identity is its {@link AliasKey}: its name on all its domains. The verbs are those of every resource:
 * {@code list}, {@code get}, {@code find}, {@code add}, {@code findOrAdd}, {@code ensure}, {@code edit}, {@code
 * delete}. Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link io.chatapi.sdk.errors.UndecodableReplyException}
 * or {@link io.chatapi.sdk.errors.AuthenticationException}; a bad argument throws {@link IllegalArgumentException}
 * naming it, before anything is sent. The SDK implements this interface; implement it only as a test double.
 */
public interface AliasesClient {
    /**
     * {@return all aliases, in the server's order, each with its domains}: {@code GET aliases/index}.
     *
     * @throws RequestRejectedException when the reply holds no {@code aliases} (or {@code content}) list
     */
    List<Alias> list();

    /**
     * {@return the alias with its selected domains}: {@code GET aliases/getalias/:id}. Its fields may
     * also come wrapped in an {@code alias} or {@code content} object.
     *
     * @param aliasId the alias's id
     * @throws RequestRejectedException when the reply holds none of the alias's fields (unknown id)
     */
    Alias get(String aliasId);

    /**
     * {@return the alias of this name (exact, trimmed: agents type it), or empty}: {@code GET aliases/index}. For
     * a single shop; where several shops use the name, each has its own alias and this throws: use {@link
     * #find(String, String)}.
     *
     * @param name the alias's name
     * @throws AmbiguousMatchException when several aliases have that name ({@code ids()} lists them), as when
     *     several shops use it
     */
    Optional<Alias> find(String name);

    /**
     * {@return the alias an agent typing this name on this domain gets, or empty}: {@code GET aliases/index}. That
     * alias may apply on other domains too: it is one record, whose identity ({@link AliasKey}) holds all its
     * domains.
     *
     * @param name the alias's name (exact, trimmed)
     * @param domainId the uuid of a domain it applies on
     * @throws AmbiguousMatchException when the server lists several aliases of that name on the domain
     */
    Optional<Alias> find(String name, String domainId);

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
    Alias add(AliasDefinition alias);

    /**
     * {@return the alias of this name on exactly these domains, unchanged, or added}; see {@link #findOrAdd(List)}.
     *
     * @param alias the alias to find or add
     * @throws AlreadyExistsException when an alias of that name applies on some of these domains but is not on
     *     exactly them; nothing was sent then
     * @throws AmbiguousMatchException when several aliases have its name and domains
     * @throws CreatedRecordNotFoundException see {@link #add(AliasDefinition)}
     */
    Alias findOrAdd(AliasDefinition alias);

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
    List<Alias> findOrAdd(List<AliasDefinition> aliases);

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
    Ensured<Alias> ensure(AliasDefinition alias);

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
    List<Ensured<Alias>> ensure(List<AliasDefinition> aliases);

    /**
     * Replaces an alias's definition: {@code POST alias/editalias} with {@code id}, {@code name}, {@code
     * text} and {@code domains[]}; the spec lists every field as an input.
     *
     * @param aliasId the alias's id
     * @param alias the full new definition
     * @return the server's acknowledgement, such as {@code alias updated}
     */
    WriteResult edit(String aliasId, AliasDefinition alias);

    /**
     * Deletes an alias: {@code GET aliases/deletealias/:id}, sent once (a GET that changes state).
     *
     * @param aliasId the alias's id
     * @return the server's acknowledgement, such as {@code alias deleted}
     */
    WriteResult delete(String aliasId);
}

package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jobs.Converge;
import io.chatapi.sdk.jobs.Kinds;
import io.chatapi.sdk.jobs.RecordKind;
import io.chatapi.sdk.jobs.RecordLocks;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** The aliases client, and the kind of record aliases are: by {@link AliasKey}, a name unique on each domain. */
public final class Aliases extends RecordVerbs<AliasDefinition, Alias> implements AliasesClient {
    /**
     * The aliases of the client whose transport this is.
     *
     * @param transport the client's transport
     * @param locks the client's record locks, for its converging calls
     */
    public Aliases(Transport transport, RecordLocks locks) {
        super(transport, locks, "alias");
    }

    @Override
    ApiCall listCall() {
        return ApiCall.to(Endpoints.ALIASES_LIST).build();
    }

    @Override
    List<Alias> listFrom(Reply reply) {
        JsonNode body = reply.body();
        JsonNode aliases = JsonCodec.container(body.hasNonNull("aliases") ? body.get("aliases") : body.get("content"))
                .orElseThrow(() -> reply.rejected("no aliases in the reply"));
        return JsonCodec.list(aliases, Alias.class);
    }

    @Override
    public Alias get(String aliasId) {
        Reply reply = transport.send(ApiCall.to(Endpoints.ALIASES_GET)
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

    @Override
    public Optional<Alias> find(String name) {
        String wanted = Validate.notBlank("name", name).trim();
        return findOne(a -> a.name().map(n -> n.trim().equals(wanted)).orElse(false), "name=" + wanted);
    }

    @Override
    public Optional<Alias> find(String name, String domainId) {
        String wanted = Validate.notBlank("name", name).trim();
        String domain = ApiCall.requireId("domainId", domainId);
        return findOne(
                a -> AliasKey.of(a)
                        .map(k -> k.name().equals(wanted) && k.appliesOn(domain))
                        .orElse(false),
                "name=" + wanted + ", domainId=" + domain);
    }

    @Override
    public Alias add(AliasDefinition alias) {
        return adding(alias);
    }

    @Override
    public Alias findOrAdd(AliasDefinition alias) {
        return job("aliases.findOrAdd", alias, Converge.Mode.FIND_OR_ADD).one().record();
    }

    @Override
    public List<Alias> findOrAdd(List<AliasDefinition> aliases) {
        return records(
                job("aliases.findOrAdd", aliases, Converge.Mode.FIND_OR_ADD).all());
    }

    @Override
    public Ensured<Alias> ensure(AliasDefinition alias) {
        return job("aliases.ensure", alias, Converge.Mode.ENSURE).one();
    }

    @Override
    public List<Ensured<Alias>> ensure(List<AliasDefinition> aliases) {
        return job("aliases.ensure", aliases, Converge.Mode.ENSURE).all();
    }

    @Override
    public WriteResult edit(String aliasId, AliasDefinition alias) {
        return transport.write(editCall(aliasId, alias));
    }

    @Override
    ApiCall editCall(String aliasId, AliasDefinition alias) {
        return call(ApiCall.to(Endpoints.ALIASES_EDIT).param("id", ApiCall.requireId("aliasId", aliasId)), alias);
    }

    @Override
    ApiCall createCall(AliasDefinition alias) {
        return call(ApiCall.to(Endpoints.ALIASES_ADD), alias);
    }

    @Override
    ApiCall deleteCall(String aliasId) {
        return ApiCall.to(Endpoints.ALIASES_DELETE)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build();
    }

    private ApiCall call(ApiCall.Builder call, AliasDefinition alias) {
        List<String> domainIds = sendableDomainIds(Validate.notNull("alias", alias));
        return call.param("name", alias.name())
                .param("text", alias.text())
                .array("domains", domainIds)
                .build();
    }

    /** The alias's domain ids, each checked as an id the wire can carry. */
    private static List<String> sendableDomainIds(AliasDefinition alias) {
        return IntStream.range(0, alias.domainIds().size())
                .mapToObj(i -> ApiCall.requireId(
                        "domainIds[" + i + "]", alias.domainIds().get(i)))
                .toList();
    }

    // Its kind of record, for the jobs engine: its public calls on a view without read retries.

    @Override
    RecordKind<AliasDefinition, Alias> kindOn(Transport quiet) {
        Aliases client = quiet == transport ? this : new Aliases(quiet, locks);
        return Kinds.aliases(
                client,
                client::create,
                client::update,
                Aliases::sendableDomainIds,
                Endpoints.ALIASES_ADD.path(PathForm.SAMPLE));
    }
}

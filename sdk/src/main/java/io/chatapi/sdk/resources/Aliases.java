package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
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
     */
    public Aliases(Transport transport) {
        super(transport, "alias");
    }

    @Override
    public List<Alias> list() {
        Reply reply = transport.send(ApiCall.to(Endpoints.ALIASES_LIST).build());
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
    public WriteResult edit(String aliasId, AliasDefinition alias) {
        return send(ApiCall.to(Endpoints.ALIASES_EDIT).param("id", ApiCall.requireId("aliasId", aliasId)), alias);
    }

    @Override
    public WriteResult delete(String aliasId) {
        return transport.write(ApiCall.to(Endpoints.ALIASES_DELETE)
                .path("id", ApiCall.requireId("aliasId", aliasId))
                .build());
    }

    private WriteResult send(ApiCall.Builder call, AliasDefinition alias) {
        List<String> domainIds = sendableDomainIds(Validate.notNull("alias", alias));
        return transport.write(call.param("name", alias.name())
                .param("text", alias.text())
                .array("domains", domainIds)
                .build());
    }

    /** The alias's domain ids, each checked as an id the wire can carry. */
    private static List<String> sendableDomainIds(AliasDefinition alias) {
        return IntStream.range(0, alias.domainIds().size())
                .mapToObj(i -> ApiCall.requireId(
                        "domainIds[" + i + "]", alias.domainIds().get(i)))
                .toList();
    }

    // Its kind of record, for the verbs of RecordVerbs.

    @Override
    public String area() {
        return "aliases";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.ALIASES_ADD.path(PathForm.SAMPLE);
    }

    @Override
    public String id(Alias alias) {
        return alias.id();
    }

    @Override
    public String describe(AliasDefinition definition) {
        return AliasKey.of(definition).toString();
    }

    @Override
    public void checkSendable(AliasDefinition definition) {
        sendableDomainIds(definition);
    }

    @Override
    public boolean clash(AliasDefinition a, AliasDefinition b) {
        return AliasKey.of(a).conflictsWith(AliasKey.of(b));
    }

    @Override
    public boolean names(Alias alias, AliasDefinition definition) {
        return AliasKey.of(alias).equals(Optional.of(AliasKey.of(definition)));
    }

    @Override
    public boolean blocks(Alias alias, AliasDefinition definition) {
        return AliasKey.of(alias)
                .map(k -> k.conflictsWith(AliasKey.of(definition)))
                .orElse(false);
    }

    @Override
    public String taken(AliasDefinition definition, List<String> ids) {
        AliasKey key = AliasKey.of(definition);
        return "the alias name " + key.name() + " is taken on " + key.domainIds() + " by alias " + ids
                + "; nothing was sent. A name is unique on each domain, and an alias on several domains is one record:"
                + " ensure() changes the text of an alias on exactly these domains; edit or delete any other first";
    }

    @Override
    public boolean differs(Alias alias, AliasDefinition definition) {
        return !alias.text().equals(Optional.of(definition.text()));
    }

    @Override
    public void create(AliasDefinition definition) {
        send(ApiCall.to(Endpoints.ALIASES_ADD), definition);
    }

    @Override
    public void update(Alias alias, AliasDefinition definition) {
        edit(alias.id(), definition);
    }

    @Override
    public void delete(Alias twin) {
        delete(twin.id());
    }
}

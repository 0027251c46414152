package io.chatapi.sdk.aliases;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.internal.RecordKind;
import java.util.List;
import java.util.Optional;

/** Aliases by their {@link AliasKey}: the name with all its domains; a name is unique on each domain. */
final class AliasKind implements RecordKind<AliasDefinition, Alias> {
    private final AliasesClient aliases;

    AliasKind(AliasesClient aliases) {
        this.aliases = aliases;
    }

    @Override
    public String area() {
        return "aliases";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.ALIASES_ADD.path(PathForm.SAMPLE);
    }

    @Override
    public List<Alias> list() {
        return aliases.list();
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
        AliasesClient.sendableDomainIds(definition);
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
        aliases.create(definition);
    }

    @Override
    public void update(Alias alias, AliasDefinition definition) {
        aliases.edit(alias.id(), definition);
    }

    @Override
    public void delete(Alias twin) {
        aliases.delete(twin.id());
    }
}

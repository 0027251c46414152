package io.chatapi.examples.provision;

import io.chatapi.examples.provision.DesiredState.DomainSpec;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.WriteConflictException;
import java.util.List;
import java.util.Optional;

/**
 * Domains: registers the missing ones and reads back their ids. A different shop is only noted:
 * the API changes a shop only by registering the address again, which replaces the plug-in token
 * that the website already embeds.
 */
final class DomainChanges {
    private DomainChanges() {}

    static void plan(PlanContext context) {
        for (DomainSpec d : context.want.domains()) {
            Optional<DomainState> existing = context.domain(d.address());
            if (existing.isEmpty()) {
                ShopSystem shop = d.shop().orElse(ShopSystem.OTHER);
                Subject domain = Subject.domain(d.address(), Optional.empty());
                context.add(
                        Action.Kind.CREATE,
                        domain,
                        List.of(FieldChange.plain("shop", null, shop.code())),
                        "",
                        (client, ids) -> register(client, ids, domain, d.address(), shop));
                continue;
            }
            context.adoptIfAsked(
                    d.adopt(),
                    Subject.domain(d.address(), Optional.of(existing.get().id())));
            if (d.shop().isPresent() && !d.shop().equals(existing.get().shop())) {
                context.note("domain " + d.address() + " has shop "
                        + existing.get()
                                .shop()
                                .map(s -> Integer.toString(s.code()))
                                .orElse("(none)") + ", the state file says "
                        + d.shop().get().code()
                        + "; left as it is, because the API changes a shop only by registering the "
                        + "address again, which replaces the plug-in token on the website");
            }
        }
    }

    /**
     * Registers the address through the SDK's converging {@code domains().ensure}, which settles a lost reply inside
     * the call by the SDK's {@link io.chatapi.sdk.domains.DomainAddress}, never registers blindly again (that would
     * replace a live plug-in token) and says whether its registration stands: only then is the domain this run's to
     * own, with the token it was given. Another run that registered the address at the same moment, after this one,
     * replaced this run's token ({@link WriteConflictException}): the domain is used, not owned, and not registered
     * again. One that registers it after this run read it back is caught by {@link ReplacedRegistrations}.
     */
    private static void register(ChatApiClient client, Directory ids, Subject domain, String address, ShopSystem shop) {
        Ensured<Domain> done;
        try {
            done = Directory.created(() -> Rounds.converging(client).domains().ensure(new NewDomain(address, shop)));
        } catch (WriteConflictException replaced) {
            ids.replacedDomain(domain, replaced.id());
            return;
        }
        ids.createdDomain(domain, done.record(), done.outcome() == Ensured.Outcome.CREATED);
    }
}

package io.chatapi.sdk.domains;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.internal.RecordKind;
import java.util.List;

/**
 * Domains by their {@link DomainAddress}, for {@link DomainsClient#findOrRegister}: a domain found is never edited
 * (registering again would replace its plug-in token), so only creates are sent.
 */
final class DomainKind implements RecordKind<DomainKind.Wanted, Domain> {
    private final DomainsClient domains;

    /** An address to register, with the shop system used if it is. */
    record Wanted(DomainAddress address, ShopSystem shop) {}

    DomainKind(DomainsClient domains) {
        this.domains = domains;
    }

    @Override
    public String area() {
        return "domains";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.DOMAINS_REGISTER.path(PathForm.SAMPLE);
    }

    @Override
    public List<Domain> list() {
        return domains.list();
    }

    @Override
    public String id(Domain domain) {
        return domain.id();
    }

    @Override
    public String describe(Wanted wanted) {
        return "address=" + wanted.address();
    }

    @Override
    public boolean clash(Wanted a, Wanted b) {
        return a.address().equals(b.address());
    }

    @Override
    public boolean names(Domain domain, Wanted wanted) {
        return DomainsClient.hasAddress(domain, wanted.address());
    }

    /** The shop system is used only to register: a domain found is as wanted. */
    @Override
    public boolean differs(Domain domain, Wanted wanted) {
        return false;
    }

    @Override
    public void create(Wanted wanted) {
        domains.sendRegistration(wanted.address(), wanted.shop());
    }

    @Override
    public void update(Domain domain, Wanted wanted) {
        throw new IllegalStateException("a domain found is never edited");
    }

    /** A twin registered in a race is new: no site embeds its token yet. */
    @Override
    public void delete(Domain twin) {
        domains.delete(twin.id());
    }
}

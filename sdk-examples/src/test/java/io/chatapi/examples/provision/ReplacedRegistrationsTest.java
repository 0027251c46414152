package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.provision.Ledger.Owned;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The ledger's side of whose registration stands: a domain owned by registration keeps the token it was given. */
class ReplacedRegistrationsTest {
    private static final String MINE = "c0ffee1234567890abcdef0123456789";
    private static final String LATER = "feedface0987654321fedcba98765432";

    @Test
    void aDomainListedWithAnotherTokenIsNoLongerOwnedAndTheNoteNamesBothTokensByTheirTailsOnly() {
        Ledger ledger = ledgerOwning("d-1", false, Optional.of(MINE));

        List<String> notes = ReplacedRegistrations.disown(ledger, listed("d-1", Optional.of(LATER)));

        assertThat(ledger.owned()).isEmpty();
        assertThat(notes)
                .singleElement()
                .asString()
                .contains("domain shop.example.com (id d-1) was registered again by someone else", "…6789", "…5432")
                .doesNotContain(MINE)
                .doesNotContain(LATER);
    }

    @Test
    void aDomainListedWithItsOwnTokenOrWithoutOneStaysOwned() {
        Ledger ledger = ledgerOwning("d-1", false, Optional.of(MINE));

        assertThat(ReplacedRegistrations.disown(ledger, listed("d-1", Optional.of(" " + MINE + " "))))
                .isEmpty();
        assertThat(ReplacedRegistrations.disown(ledger, listed("d-1", Optional.empty())))
                .isEmpty();
        assertThat(ReplacedRegistrations.disown(ledger, List.of())).isEmpty();
        assertThat(ledger.owned()).extracting(Owned::id).containsExactly("d-1");
    }

    @Test
    void anAdoptedDomainIsOwnedBecauseTheStateFileSaysSoWhoeverRegisteredIt() {
        Ledger ledger = ledgerOwning("d-1", true, Optional.empty());

        assertThat(ReplacedRegistrations.disown(ledger, listed("d-1", Optional.of(LATER))))
                .isEmpty();
        assertThat(ledger.owned()).extracting(Owned::id).containsExactly("d-1");
    }

    @Test
    void aDomainOwnedWithoutARecordedTokenLearnsTheLiveOneAndAReplacementAfterThatIsSeen() {
        Ledger ledger = ledgerOwning("d-1", false, Optional.empty());

        assertThat(ReplacedRegistrations.disown(ledger, listed("d-1", Optional.of(MINE))))
                .isEmpty();
        assertThat(ledger.owned()).singleElement().extracting(Owned::token).isEqualTo(Optional.of(MINE));
        assertThat(ReplacedRegistrations.disown(ledger, listed("d-1", Optional.of(LATER))))
                .hasSize(1);
        assertThat(ledger.owned()).isEmpty();
    }

    @Test
    void theLedgerFileKeepsADomainsTokenAndReadsALedgerWithoutOne() {
        Owned domain = new Owned(Ledger.DOMAIN, "d-1", "shop.example.com", List.of(), false, Optional.of(MINE));
        Owned agent = new Owned(Ledger.AGENT, "a-1", "ann@example.com", List.of(), false);

        String text = LedgerFile.text("https://api.example", List.of(domain, agent), List.of(), Map.of());
        LedgerFile.Contents read = LedgerFile.parse(text, "test", "https://api.example");

        assertThat(read.records()).containsExactly(domain, agent);
        assertThat(text).containsOnlyOnce("\"token\"");
    }

    @Test
    void aTokenIsShownByItsLastFourCharactersAndAShortOneNotAtAll() {
        assertThat(ReplacedRegistrations.tail(MINE)).isEqualTo("…6789");
        assertThat(ReplacedRegistrations.tail("abc123")).isEqualTo("(a short token)");
    }

    private static Ledger ledgerOwning(String id, boolean adopted, Optional<String> token) {
        Ledger ledger = Ledger.inMemory("https://api.example");
        ledger.own(Subject.domain("shop.example.com", Optional.of(id)), adopted, token);
        return ledger;
    }

    private static List<DomainState> listed(String id, Optional<String> token) {
        return List.of(new DomainState(id, "shop.example.com", Optional.empty(), token));
    }
}

package io.chatapi.sdk.domains;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A domain's identity is its address as the service tells domains apart, not as typed. */
class DomainAddressTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "shop.example.com",
                "  shop.example.com\t",
                "SHOP.Example.COM",
                "https://shop.example.com",
                "https://shop.example.com/",
                "http://Shop.example.com//",
                "HTTPS://shop.example.com/"
            })
    void a_scheme_a_trailing_slash_letter_case_and_blanks_make_no_other_domain(String typed) {
        DomainAddress address = DomainAddress.of(typed);

        assertThat(address)
                .isEqualTo(DomainAddress.of("shop.example.com"))
                .hasSameHashCodeAs(DomainAddress.of("shop.example.com"));
        assertThat(address.toString()).as("as registered").isEqualTo("shop.example.com");
    }

    @ParameterizedTest
    @CsvSource({
        "www.shop.example.com, shop.example.com",
        "shop.example.com:8080, shop.example.com",
        "shop.example.com/de, shop.example.com",
        "shop.example.com/de, shop.example.com/en",
        "shop.example.org, shop.example.com"
    })
    void a_subdomain_a_port_or_a_path_is_another_address(String one, String other) {
        assertThat(DomainAddress.of(one)).isNotEqualTo(DomainAddress.of(other));
    }

    @ParameterizedTest
    @CsvSource({
        "https://Shop.Example.com/DE/, shop.example.com/DE",
        "Shop.example.com:8080, shop.example.com:8080",
        "sklep.example.pl, sklep.example.pl"
    })
    void it_registers_the_host_in_lower_case_and_the_path_as_typed(String typed, String registered) {
        assertThat(DomainAddress.of(typed).toString()).isEqualTo(registered);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "https://", "https:///", "/", "shop example.com"})
    void an_address_without_a_host_or_with_a_blank_inside_is_refused_naming_the_parameter(String typed) {
        assertThatThrownBy(() -> DomainAddress.of(typed))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("address");
    }

    @ParameterizedTest
    @ValueSource(strings = {" ", "https://"})
    void a_listed_address_the_sdk_cannot_read_is_no_address_not_an_error(String listed) {
        assertThat(DomainAddress.parse(Optional.of(listed))).isEmpty();
        assertThat(DomainAddress.parse(Optional.empty())).isEmpty();
        assertThat(DomainAddress.parse(Optional.of("https://a.example/"))).contains(DomainAddress.of("a.example"));
    }
}

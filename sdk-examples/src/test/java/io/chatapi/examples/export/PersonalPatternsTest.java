package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The scan of kept texts: e-mails, phones and IPs anywhere inside, however written; harmless texts pass. */
class PersonalPatternsTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Jan Kowalczyk <jan.kowalczyk@example.org>   | an e-mail address",
                "https://shop.example.com/p?ref=ola%40example.com | an e-mail address",
                "https://shop.example.com/p?ref=ola%2540example.com | an e-mail address",
                "ｍｉｃｈａｌ＠ｅｘａｍｐｌｅ．ｃｏｍ              | an e-mail address",
                "olek(at)olek.pl                             | an e-mail address",
                "olek&#64;olek.pl                            | an e-mail address",
                "Gift card for +48 700 880 774               | a phone number",
                "call (0)30/1234567                          | a phone number",
                "tel0612345678                               | a phone number",
                "https://shop.example.com/p?phone=%2B48600111222 | a phone number",
                "mug-０６１２ ３４５ ６７８                       | a phone number",
                "48555666777                                 | a phone number",
                "https://83.24.17.201/p/kettle               | an IP address",
                "seen from 10.0.0.7                          | an IP address",
                "2001:db8:85a3::8a2e:370:7334                | an IP address",
                "host [2a02:a311:4141:ab00:1c2e:9ff:fe3a:77b1] | an IP address",
                "fe80::1%eth0                                | an IP address",
                "::ffff:192.0.2.1                            | an IP address",
            })
    void findsPersonalDataAnywhereInAText(String text, String what) {
        assertThat(PersonalPatterns.in(text.strip())).contains(what);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Ceramic mug 350 ml",
                "Kaffeemühle „Zoë“",
                "Espresso beans – Brasil 1 kg",
                "https://shop.example.com/p/kaffeemuehle-zoe",
                "https://shop.example.com:8443/img/matcha-100g.jpg",
                "6bbaf3d11d3fc951708fea4ee73f75ca",
                "100200",
                "124.80",
                "1 299,00",
                "Europe/Warsaw",
                "processing",
                "open 11:00:20 daily"
            })
    void passesWhatHoldsNone(String text) {
        assertThat(PersonalPatterns.in(text)).isEmpty();
    }
}

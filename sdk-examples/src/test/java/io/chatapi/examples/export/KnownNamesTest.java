package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A name planted where a country, zone, currency, browser or system belongs does not pass for one. */
class KnownNamesTest {
    @ParameterizedTest
    @ValueSource(strings = {"Poland", "Polska", "Deutschland", "United States", "Japan", "日本", "France"})
    void knownCountries(String name) {
        assertThat(KnownNames.isCountry(name)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anna Kowalska", "Poland (call +48 58 123 45 67)", "Wąchock", ""})
    void aNameIsNoCountry(String name) {
        assertThat(KnownNames.isCountry(name)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Europe/Warsaw", "UTC", "America/Argentina/Buenos_Aires", "Asia/Tokyo"})
    void knownTimeZones(String zone) {
        assertThat(KnownNames.isTimeZone(zone)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Anna/Kowalska", "Europe/Wąchock", "Kowalski"})
    void aNameIsNoTimeZone(String zone) {
        assertThat(KnownNames.isTimeZone(zone)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"PLN", "eur", "JPY", "€", "$", "zł", "Kč"})
    void knownCurrencies(String currency) {
        assertThat(KnownNames.isCurrency(currency)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Ewa", "Jan", "Anna", "PL N"})
    void aNameIsNoCurrency(String currency) {
        assertThat(KnownNames.isCurrency(currency)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"PL", "de", "USA", "JPN"})
    void knownCountryCodes(String code) {
        assertThat(KnownNames.isCountryCode(code)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"QQ", "Ola", "XYZ"})
    void aNameIsNoCountryCode(String code) {
        assertThat(KnownNames.isCountryCode(code)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Chrome", "Chrome 124.0.6367.91", "Firefox", "Unknown", "Mobile Safari 17.4.1"})
    void knownBrowsers(String name) {
        assertThat(KnownNames.isBrowser(name)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Windows 10", "Mac OS X", "Mac OS X 10_15_7", "Android 14", "iOS", "Windows XP"})
    void knownSystems(String name) {
        assertThat(KnownNames.isOperatingSystem(name)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Chrome 124 (DESKTOP-HANSKLOSS; hans.kloss@example.de)",
                "Windows 10 / user: Grzegorz Brzęk",
                "Firefox on anna-laptop",
                "Chromebook of Ola"
            })
    void aStringCarryingMoreIsNoBrowserOrSystem(String text) {
        assertThat(KnownNames.isBrowser(text)).isFalse();
        assertThat(KnownNames.isOperatingSystem(text)).isFalse();
    }
}

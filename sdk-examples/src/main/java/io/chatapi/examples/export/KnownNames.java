package io.chatapi.examples.export;

import java.time.ZoneId;
import java.util.Currency;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Names a redacted export keeps only when they are known, so that a shopper's name planted where a country, time
 * zone, currency, browser or system belongs does not pass for one: the JDK's lists of countries (their names in a
 * dozen languages), time zones and currencies, and the browser and system names geolocation services write.
 */
final class KnownNames {
    /** The languages whose country names are known: the service's shops' and the geolocation services'. */
    private static final Locale[] LANGUAGES = {
        Locale.ENGLISH,
        Locale.GERMAN,
        Locale.FRENCH,
        Locale.ITALIAN,
        Locale.JAPANESE,
        Locale.CHINESE,
        Locale.forLanguageTag("pl"),
        Locale.forLanguageTag("es"),
        Locale.forLanguageTag("pt"),
        Locale.forLanguageTag("nl"),
        Locale.forLanguageTag("cs"),
        Locale.forLanguageTag("sv"),
        Locale.forLanguageTag("ru")
    };

    /** Currency signs written instead of a code, beyond the Unicode currency symbols ({@code € $ ¥ £ ₽}…). */
    private static final Set<String> CURRENCY_SIGNS = Set.of("zł", "kr", "kč", "ft", "lei", "fr", "r$", "us$", "лв");

    private static final Pattern CURRENCY_SYMBOLS = Pattern.compile("\\p{Sc}{1,3}");
    private static final String VERSION = "(?: v?\\d{1,5}(?:[._]\\d{1,7}){0,4})?";
    private static final Pattern BROWSER = Pattern.compile(
            "(?:chrome|chromium|firefox|safari|mobile safari|edge|opera|opera mini|opera mobile|internet explorer"
                    + "|ie|msie|samsung internet|samsung browser|brave|vivaldi|yandex|yandex browser|uc browser"
                    + "|silk|webview|android browser|unknown|other)" + VERSION,
            Pattern.CASE_INSENSITIVE);
    private static final Pattern OS = Pattern.compile(
            "(?:windows|windows nt|windows phone|mac os x|mac os|macos|os x|ios|ipados|android|linux|ubuntu|debian"
                    + "|fedora|chrome os|chromeos|freebsd|unknown|other)" + VERSION + "(?: xp| vista)?",
            Pattern.CASE_INSENSITIVE);

    private static volatile Set<String> countries;

    private KnownNames() {}

    /** Whether {@code name} is a country's name in one of the known languages, letter case ignored. */
    static boolean isCountry(String name) {
        return countries().contains(name.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether {@code code} is an ISO 3166 country code, two or three letters, letter case ignored. */
    static boolean isCountryCode(String code) {
        String upper = code.strip().toUpperCase(Locale.ROOT);
        return Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA2).contains(upper)
                || Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA3).contains(upper);
    }

    /** Whether {@code zone} is a time zone's id the JDK knows ({@code Europe/Warsaw}, {@code UTC}). */
    static boolean isTimeZone(String zone) {
        return ZoneId.getAvailableZoneIds().contains(zone.strip());
    }

    /** Whether {@code currency} is an ISO 4217 code, a run of currency symbols or a common currency sign. */
    static boolean isCurrency(String currency) {
        String text = currency.strip();
        if (text.length() == 3 && text.chars().allMatch(c -> c < 128 && Character.isLetter(c))) {
            try {
                Currency.getInstance(text.toUpperCase(Locale.ROOT));
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        return CURRENCY_SYMBOLS.matcher(text).matches() || CURRENCY_SIGNS.contains(text.toLowerCase(Locale.ROOT));
    }

    /** Whether {@code name} is a known browser's name, with a version at most ({@code Chrome 124.0}). */
    static boolean isBrowser(String name) {
        return BROWSER.matcher(name.strip()).matches();
    }

    /** Whether {@code name} is a known system's name, with a version at most ({@code Mac OS X 10_15_7}). */
    static boolean isOperatingSystem(String name) {
        return OS.matcher(name.strip()).matches();
    }

    private static Set<String> countries() {
        Set<String> known = countries;
        if (known == null) {
            Set<String> names = new HashSet<>();
            for (String code : Locale.getISOCountries()) {
                Locale country = new Locale("", code);
                for (Locale language : LANGUAGES) {
                    names.add(country.getDisplayCountry(language).toLowerCase(Locale.ROOT));
                }
            }
            known = Set.copyOf(names);
            countries = known;
        }
        return known;
    }
}

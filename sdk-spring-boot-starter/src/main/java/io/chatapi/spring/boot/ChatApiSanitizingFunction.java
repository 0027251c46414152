package io.chatapi.spring.boot;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;

/**
 * Masks the starter's secrets in Actuator's {@code env} and {@code configprops}, which apply sanitizing functions even
 * when a service sets {@code show-values=always}: the API key and the key salt whole, the Redis URL's password only (the
 * host stays visible). Keys are matched in any of Spring's relaxed forms ({@code chatapi.api-key}, {@code
 * chatapi.apiKey}, {@code CHATAPI_APIKEY}, {@code CHATAPI_API_KEY}), and the same values are masked in the command line
 * Actuator shows as {@code sun.java.command}.
 */
class ChatApiSanitizingFunction implements SanitizingFunction {
    private static final String API_KEY = "chatapiapikey";
    private static final String KEY_SALT = "chatapirediskeysalt";
    private static final String REDIS_URL = "chatapiredisurl";

    /** An argument such as --chatapi.api-key=... or --CHATAPI_REDIS_KEY_SALT=..., up to the next blank. */
    private static final Pattern SECRET_ARGUMENT =
            Pattern.compile("(?i)(chatapi[._-]?api[_-]?key|chatapi[._-]?redis[._-]?key[_-]?salt)(\\s*=\\s*)(\\S+)");

    private static final Pattern REDIS_URL_ARGUMENT =
            Pattern.compile("(?i)(chatapi[._-]?redis[._-]?url\\s*=\\s*)(\\S+)");

    @Override
    public SanitizableData apply(SanitizableData data) {
        Object value = data.getValue();
        if (value == null) {
            return data;
        }
        String key = relaxed(data.getKey());
        if (key.equals(API_KEY) || key.equals(KEY_SALT)) {
            return data.withSanitizedValue();
        }
        if (key.equals(REDIS_URL)) {
            return data.withValue(UrlPasswords.masked(value.toString()));
        }
        if (key.equals("sunjavacommand")) {
            return data.withValue(maskedArguments(value.toString()));
        }
        return data;
    }

    /** {@return the key lower-cased without separators, the form every relaxed spelling shares} */
    private static String relaxed(String key) {
        return key == null ? "" : key.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    private static String maskedArguments(String commandLine) {
        String masked =
                SECRET_ARGUMENT.matcher(commandLine).replaceAll("$1$2" + Matcher.quoteReplacement(UrlPasswords.MASK));
        Matcher url = REDIS_URL_ARGUMENT.matcher(masked);
        StringBuilder out = new StringBuilder();
        while (url.find()) {
            url.appendReplacement(out, Matcher.quoteReplacement(url.group(1) + UrlPasswords.masked(url.group(2))));
        }
        url.appendTail(out);
        return out.toString();
    }
}

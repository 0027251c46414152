package io.chatapi.spring.boot;

import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.springframework.core.env.Environment;

/**
 * Hands bound {@code chatapi.*} values to a builder and turns a builder's refusal into a {@link ChatApiPropertyException}
 * naming the property, the value as the application wrote it, and the allowed range.
 */
final class PropertyApplier {
    private final UnaryOperator<String> written;

    private PropertyApplier(UnaryOperator<String> written) {
        this.written = written;
    }

    /** {@return an applier that shows values as written in the environment, else as bound} */
    static PropertyApplier showingValuesOf(Environment environment) {
        return new PropertyApplier(property -> {
            try {
                return environment.getProperty(property);
            } catch (RuntimeException unresolvable) {
                // A placeholder that does not resolve: the bound value is shown instead.
                return null;
            }
        });
    }

    /**
     * Sets a value unless it is {@code null}.
     *
     * @param property the property's name
     * @param value the bound value
     * @param setter the builder's setter, which throws IllegalArgumentException to refuse
     * @param action what to do: the allowed range and the default
     * @throws ChatApiPropertyException when the setter refuses the value
     */
    <T> void set(String property, T value, Consumer<T> setter, String action) {
        if (value == null) {
            return;
        }
        try {
            setter.accept(value);
        } catch (IllegalArgumentException refused) {
            throw new ChatApiPropertyException(property, shown(property, value), refused.getMessage(), action, refused);
        }
    }

    /** {@return the value as the application wrote it, else as bound; a URL's password masked} */
    String shown(String property, Object value) {
        String text = written.apply(property);
        String shown = text != null ? text : String.valueOf(value);
        return property.endsWith("url") ? UrlPasswords.masked(shown) : shown;
    }

    /** {@return what is shown in place of a secret} */
    static String hidden(String secret) {
        return secret == null ? "(not set)" : "(hidden)";
    }
}

package io.chatapi.sdk.clientdata;

import io.chatapi.sdk.internal.Validate;
import java.util.regex.Pattern;

/**
 * Renders client data for the {@code <script>} element of an HTML page where the plug-in picks it up.
 *
 * <p>A {@code <script>} element ends at the first {@code </script}, so a product named {@code
 * </script><script>alert(1)</script>} would run as code. The JSON therefore carries {@code <}, {@code >}, {@code &}
 * and {@code '} as <code>&#92;u003C</code>, <code>&#92;u003E</code>, <code>&#92;u0026</code> and
 * <code>&#92;u0027</code> (PHP's {@code JSON_HEX_TAG}, {@code JSON_HEX_AMP}, {@code JSON_HEX_APOS}), and U+2028 and
 * U+2029, line ends in older JavaScript, as <code>&#92;u2028</code> and <code>&#92;u2029</code>: the same JSON value,
 * still a valid JavaScript literal.
 */
public final class ScriptSafeJson {
    private static final Pattern ELEMENT_ID = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,99}");

    private ScriptSafeJson() {}

    /**
     * The client data as compact JSON text that is safe inside a {@code <script>} element.
     *
     * @param data the client data
     * @return the escaped JSON text
     */
    public static String render(ClientData data) {
        return escape(Validate.notNull("data", data).toJsonText());
    }

    /**
     * A {@code <script type="application/json" id="...">} element holding the data, read in the page with {@code
     * JSON.parse(document.getElementById(id).textContent)}. The spec names no id for the plug-in: it is the caller's.
     *
     * @param data the client data
     * @param elementId the element's id: a letter, then letters, digits, {@code -} or {@code _}
     * @return the element, on one line
     * @throws IllegalArgumentException naming {@code elementId} when it is not such an id
     */
    public static String scriptElement(ClientData data, String elementId) {
        if (elementId == null || !ELEMENT_ID.matcher(elementId).matches()) {
            throw new IllegalArgumentException(
                    "elementId must be a letter followed by up to 99 letters, digits, '-' or '_'");
        }
        return "<script type=\"application/json\" id=\"" + elementId + "\">" + render(data) + "</script>";
    }

    /**
     * Escapes JSON text for a {@code <script>} element. Correct for any JSON text: the escaped characters occur only in
     * JSON strings, where the <code>&#92;uXXXX</code> form means the same.
     *
     * @param json JSON text
     * @return the same JSON with the six characters escaped
     */
    public static String escape(String json) {
        StringBuilder out = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> out.append("\\u003C");
                case '>' -> out.append("\\u003E");
                case '&' -> out.append("\\u0026");
                case '\'' -> out.append("\\u0027");
                case '\u2028' -> out.append("\\u2028");
                case '\u2029' -> out.append("\\u2029");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

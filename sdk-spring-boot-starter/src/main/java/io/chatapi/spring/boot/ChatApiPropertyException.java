package io.chatapi.spring.boot;

/**
 * A {@code chatapi.*} property the starter could not use: refused by the client or the Redis store, missing, or naming a
 * Redis that refused the start's check. Spring Boot reports it under "APPLICATION FAILED TO START" with the property,
 * the value shown and what to do ({@link ChatApiPropertyFailureAnalyzer}). The value shown never holds a secret: the API
 * key and the key salt are never shown, and a URL's password is masked.
 */
public final class ChatApiPropertyException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /** The property's name. */
    private final String property;

    /** The value as it may be shown, never a secret. */
    private final String shownValue;

    /** Why the value could not be used. */
    private final String reason;

    /** What to do. */
    private final String action;

    /**
     * @param property the property's name, such as {@code chatapi.read-retries}
     * @param shownValue the value as it may be shown: as written, masked, or a description such as "(not set)"
     * @param reason why it could not be used, such as the SDK's refusal
     * @param action what to do, such as the allowed range
     * @param cause the refusal, or {@code null}
     */
    public ChatApiPropertyException(String property, String shownValue, String reason, String action, Throwable cause) {
        this(property + " = " + shownValue + ": " + reason, property, shownValue, reason, action, cause);
    }

    private ChatApiPropertyException(
            String message, String property, String shownValue, String reason, String action, Throwable cause) {
        super(message, cause);
        this.property = property;
        this.shownValue = shownValue;
        this.reason = reason;
        this.action = action;
    }

    /**
     * {@return the exception for a required property that is not set, or blank}, whose message reads "chatapi.x is not
     * set: (reason)"
     *
     * @param property the property's name
     * @param value its value: {@code null} or blank
     * @param reason what it must name
     * @param action what to do
     */
    public static ChatApiPropertyException notSet(String property, String value, String reason, String action) {
        String state = value == null ? "not set" : "blank";
        return new ChatApiPropertyException(
                property + " is " + state + ": " + reason, property, "(" + state + ")", reason, action, null);
    }

    /** {@return the property's name} */
    public String property() {
        return property;
    }

    /** {@return the value as it may be shown (never a secret)} */
    public String shownValue() {
        return shownValue;
    }

    /** {@return why the value could not be used} */
    public String reason() {
        return reason;
    }

    /** {@return what to do: the allowed range, or the setting to change} */
    public String action() {
        return action;
    }
}

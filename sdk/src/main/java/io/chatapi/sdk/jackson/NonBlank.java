package io.chatapi.sdk.jackson;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a text field of an SDK model where the service sends {@code ""} for "none" (a token, a
 * photo, an id): blank text reads as empty there. Elsewhere an empty string is a value as sent.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface NonBlank {}

package io.chatapi.sdk.jackson;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component holding a secret (an agent's password): the SDK's Jackson modules never
 * write it, as its {@code toString()} never shows it. A record with one is a request the SDK sends,
 * not a model read back.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Secret {}

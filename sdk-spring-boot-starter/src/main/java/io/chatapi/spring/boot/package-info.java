/**
 * Spring Boot auto-configuration of the chat API client: {@code chatapi.*} properties ({@link
 * io.chatapi.spring.boot.ChatApiProperties}), a {@link io.chatapi.sdk.ChatApiClient} bean ({@link
 * io.chatapi.spring.boot.ChatApiAutoConfiguration}), Micrometer metrics and traces when the application has Micrometer
 * ({@link io.chatapi.spring.boot.ChatApiMicrometerAutoConfiguration}), and a health indicator, off by default ({@link
 * io.chatapi.spring.boot.ChatApiHealthAutoConfiguration}).
 */
package io.chatapi.spring.boot;

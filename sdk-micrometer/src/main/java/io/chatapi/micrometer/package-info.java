/**
 * Micrometer for the chat API client: {@link io.chatapi.micrometer.MicrometerChatApiListener} publishes timers and
 * counters to a {@code MeterRegistry} and makes one {@code Observation} per call in an {@code ObservationRegistry}, which
 * tracing bridges turn into spans.
 */
package io.chatapi.micrometer;

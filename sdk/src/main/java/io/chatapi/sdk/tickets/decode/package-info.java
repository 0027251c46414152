/**
 * Internal: decoders that read tickets and their client data straight from a streamed reply's
 * tokens, for {@link io.chatapi.sdk.tickets.TicketsClient#list()} and {@code forEach}. Not exported.
 */
package io.chatapi.sdk.tickets.decode;

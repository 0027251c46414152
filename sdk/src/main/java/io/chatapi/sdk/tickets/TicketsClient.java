package io.chatapi.sdk.tickets;

import io.chatapi.sdk.http.Transport;

/** The tickets operations. */
public final class TicketsClient {
  private final Transport transport;

  /** @param transport the client's transport */
  public TicketsClient(Transport transport) {
    this.transport = transport;
  }
}

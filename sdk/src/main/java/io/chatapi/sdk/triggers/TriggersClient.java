package io.chatapi.sdk.triggers;

import io.chatapi.sdk.http.Transport;

/** The triggers operations. */
public final class TriggersClient {
  private final Transport transport;

  /** @param transport the client's transport */
  public TriggersClient(Transport transport) {
    this.transport = transport;
  }
}

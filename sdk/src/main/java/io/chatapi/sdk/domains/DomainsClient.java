package io.chatapi.sdk.domains;

import io.chatapi.sdk.http.Transport;

/** The domains operations. */
public final class DomainsClient {
  private final Transport transport;

  /** @param transport the client's transport */
  public DomainsClient(Transport transport) {
    this.transport = transport;
  }
}

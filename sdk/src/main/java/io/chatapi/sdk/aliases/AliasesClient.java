package io.chatapi.sdk.aliases;

import io.chatapi.sdk.http.Transport;

/** The aliases operations. */
public final class AliasesClient {
  private final Transport transport;

  /** @param transport the client's transport */
  public AliasesClient(Transport transport) {
    this.transport = transport;
  }
}

package io.chatapi.testkit;

/** Serves one endpoint: reads the request's parameters, works on the state, shapes the reply. */
@FunctionalInterface
interface Handler {
    /**
     * Answers {@code request}.
     *
     * @throws ApiError when the request is refused; nothing has changed then
     */
    Reply handle(ApiRequest request);
}

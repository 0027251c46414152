package io.chatapi.sdk.json;

import java.io.IOException;

/**
 * Decodes one JSON object from a token stream into a model.
 *
 * @param <T> the model
 */
@FunctionalInterface
public interface ObjectDecoder<T> {
    /**
     * Reads the object the reader stands on.
     *
     * @param in positioned on the object's {@code START_OBJECT}; left on its {@code END_OBJECT}
     * @return the model
     * @throws IOException when the input is not JSON or cannot be read
     */
    T read(TokenReader in) throws IOException;
}

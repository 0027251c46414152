package io.chatapi.examples.export;

import io.chatapi.examples.BadInputException;

/**
 * {@code CHAT_API_REDACT_KEY} is set but too weak to key the redaction's hashes (see {@link RedactionKey} for the
 * rule): the export stops before anything is sent, exit code 2. The message says which part of the rule failed and
 * how to make a good key; it never contains the key, nor its length.
 */
public final class WeakRedactionKeyException extends BadInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param reason which part of the rule the key fails, e.g. "it is shorter than 32 characters"
     */
    WeakRedactionKeyException(String reason) {
        super(RedactionKey.VARIABLE + " is too weak to key the hashes of a redacted export: " + reason + "."
                + " With a guessable key anyone holding the export can test guessed e-mails against its hashes."
                + " Make one of 32 random bytes, e.g. `export " + RedactionKey.VARIABLE
                + "=\"$(openssl rand -base64 32)\"`, and keep it as secret as the API key.");
    }
}

package io.chatapi.sdk.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * Carries a list through Jackson as a member of an SDK class, so that it is read as the service's
 * lists are (keyed by id, JSON text, one record alone; see {@code ChatApiJacksonModule}).
 */
record Listed<T>(@JsonProperty("list") List<T> list) {}

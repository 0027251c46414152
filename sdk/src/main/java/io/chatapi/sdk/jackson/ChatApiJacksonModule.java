package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.InputDecorator;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleDeserializers;
import com.fasterxml.jackson.databind.module.SimpleSerializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.List;

/**
 * Lets any {@code ObjectMapper} read the service's JSON into the SDK's models, as the client itself
 * does (for example a ticket stored as JSON in your database), and write the models as JSON of their
 * own that reads back (for example a service returning them).
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().registerModule(new ChatApiJacksonModule());
 * Ticket ticket = mapper.readValue(json, Ticket.class);
 * String published = mapper.writeValueAsString(ticket); // {"id":"812","domainToken":…,"timeSent":"2024-05-22T12:15:12Z",…}
 * Ticket same = mapper.readValue(published, Ticket.class); // equal to ticket but for raw()
 * }</pre>
 *
 * <p><b>Reading.</b> It brings {@code Jdk8Module} along (the models' fields are {@code Optional}s)
 * and makes the models' members lenient: numbers and flags in strings, Unix seconds in strings, JSON
 * inside strings, lists keyed by id, PHP's {@code []} for an empty object. A mistyped or garbled value
 * reads as empty and never fails the read; every model keeps the JSON it was read from in {@code
 * raw()}. The wire names ({@code uuid}, {@code visability}, {@code display_time}) are read; an object
 * written by this module, with the models' own names, is read too (see Writing).
 *
 * <p><b>Writing.</b> A model is written as its record components, in their order, under their Java
 * names as the accessors say ({@code id}, {@code domainCount}, {@code pluginToken}, {@code
 * displayDelay}), never under the service's wire names or misspellings. Every component is written,
 * an empty one as {@code null}; times are ISO-8601 text ({@code Instant} {@code
 * "2024-05-22T12:15:12Z"}, {@code LocalDateTime} {@code "2026-11-24T10:00"}, {@code Duration} {@code
 * "PT30S"}) without {@code jackson-datatype-jsr310}; enums are their constant names. {@code raw()}, the
 * JSON as the server sent it, is never written (a client data's custom branches, which are content,
 * are). The same mapper reads such JSON back into an equal model, whose {@code raw()} is then the JSON
 * read. Whether to publish a shopper's personal data (an e-mail, a ticket's client data) is the
 * service's choice: the module writes what the model holds; nothing the SDK keeps secret is in one.
 * Where the service's own form is wanted, write {@code model.raw()}: it is that JSON as sent, and
 * reads back through this module as the client reads it.
 *
 * <p>Only the SDK's own classes are affected: your types in the same mapper keep Jackson's defaults.
 * Also found by {@code ObjectMapper.findAndRegisterModules()} (it is listed as a service).
 * {@link #wireOnly()} reads the service's JSON alone, exactly as the client decodes its replies.
 */
public final class ChatApiJacksonModule extends Module {
    /** Whether an object written by the module, with the models' own names, is read back as one. */
    private final boolean readsOwnForm;

    /** Creates the module; it holds no state, so one instance may serve any number of mappers. */
    public ChatApiJacksonModule() {
        this(true);
    }

    private ChatApiJacksonModule(boolean readsOwnForm) {
        this.readsOwnForm = readsOwnForm;
    }

    /**
     * The module as the client decodes with it: it reads the service's wire names alone, never the
     * models' own form, so that a reply is read exactly as sent (an {@code id} where a domain's
     * {@code uuid} belongs is no id). Writing is as with {@link #ChatApiJacksonModule()}. Each object
     * is bound straight from the parser, with no tree of it built first to tell the forms apart.
     *
     * @return a module reading only the service's JSON
     */
    public static ChatApiJacksonModule wireOnly() {
        return new ChatApiJacksonModule(false);
    }

    /**
     * The module's name, as Jackson lists registered modules.
     *
     * @return {@code "chat-api-sdk"}
     */
    @Override
    public String getModuleName() {
        return "chat-api-sdk";
    }

    /**
     * The module's version, which Jackson only reports.
     *
     * @return unknown: the SDK's version is {@code io.chatapi.sdk.Version}
     */
    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    /**
     * The modules registered before this one.
     *
     * @return {@code Jdk8Module}, which reads the models' {@code Optional} fields
     */
    @Override
    public Iterable<? extends Module> getDependencies() {
        return List.of(new Jdk8Module());
    }

    /**
     * Installs the leniency for the SDK's members, the capture of each model's JSON, a reader and a
     * writer for {@link RawJson}, and the writing of models under their own names; called by Jackson
     * on registration.
     *
     * @param context Jackson's registration context
     */
    @Override
    public void setupModule(SetupContext context) {
        context.insertAnnotationIntrospector(new LenientIntrospector());
        context.insertAnnotationIntrospector(new OwnFormIntrospector());
        context.addBeanDeserializerModifier(new RawCapture.Modifier(readsOwnForm));
        context.addBeanSerializerModifier(new OwnFormWriter());
        SimpleSerializers serializers = new SimpleSerializers();
        serializers.addSerializer(RawJson.class, new RawJsonSerializer());
        context.addSerializers(serializers);
        context.addValueInstantiators(new CreatorDefaults.Finder());
        SimpleDeserializers deserializers = new SimpleDeserializers();
        deserializers.addDeserializer(RawJson.class, new RawJsonDeserializer());
        context.addDeserializers(deserializers);
    }

    /**
     * An input decorator for your mapper's {@code JsonFactory} (optional): the models it reads from
     * streams keep their {@code raw()} as the bytes received, parsed only if read, instead of as a
     * tree built for every model. Reads are the same either way; they are faster and smaller with it.
     * With the module as {@link #ChatApiJacksonModule()} makes it, a model read from a stream is first
     * scanned for its field names (its values skipped) to tell the service's JSON from the models' own
     * form, then read from its bytes; {@link #wireOnly()}, which reads the service's JSON alone, reads
     * it in one pass, as the client does.
     *
     * <pre>{@code
     * JsonFactory factory = JsonFactory.builder().inputDecorator(ChatApiJacksonModule.keepBytes()).build();
     * ObjectMapper mapper = JsonMapper.builder(factory).addModule(new ChatApiJacksonModule()).build();
     * }</pre>
     *
     * @return a decorator that wraps each input stream; byte arrays and readers are left as they are
     */
    public static InputDecorator keepBytes() {
        return new InputDecorator() {
            private static final long serialVersionUID = 1L;

            @Override
            public InputStream decorate(IOContext ctxt, InputStream in) throws IOException {
                return in instanceof ByteTrail
                        ? in
                        : new ByteTrail(in, ctxt.streamReadConstraints().getMaxStringLength());
            }

            @Override
            public InputStream decorate(IOContext ctxt, byte[] src, int offset, int length) {
                return null;
            }

            @Override
            public Reader decorate(IOContext ctxt, Reader r) {
                return r;
            }
        };
    }

    /**
     * A {@link RawJson} that is content (a client data's custom branch) as the JSON it holds; {@code
     * null} when none was sent. A model's own {@code raw()} is never written ({@link OwnFormWriter}).
     */
    private static final class RawJsonSerializer extends StdSerializer<RawJson> {
        private static final long serialVersionUID = 1L;

        RawJsonSerializer() {
            super(RawJson.class);
        }

        @Override
        public void serialize(RawJson value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value.isPresent()) {
                gen.writeTree(value.tree());
            } else {
                gen.writeNull();
            }
        }
    }

    /** Any JSON value, kept as sent. */
    private static final class RawJsonDeserializer extends JsonDeserializer<RawJson> {
        @Override
        public RawJson deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return RawJson.of(RawCapture.TREES.readTree(p));
        }
    }
}

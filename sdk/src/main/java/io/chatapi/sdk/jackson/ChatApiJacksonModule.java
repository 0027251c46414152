package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.InputDecorator;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.module.SimpleDeserializers;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.List;

/**
 * Lets any {@code ObjectMapper} read the service's JSON into the SDK's models, as the client itself
 * does: for example a ticket stored as JSON in your database.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().registerModule(new ChatApiJacksonModule());
 * Ticket ticket = mapper.readValue(json, Ticket.class);
 * }</pre>
 *
 * <p>It brings {@code Jdk8Module} along (the models' fields are {@code Optional}s) and makes the
 * models' members lenient: numbers and flags in strings, Unix seconds in strings, JSON inside
 * strings, lists keyed by id, PHP's {@code []} for an empty object. A mistyped or garbled value reads
 * as empty and never fails the read; every model keeps the JSON it was read from in {@code raw()}.
 * Only the SDK's own classes are affected: your types in the same mapper keep Jackson's defaults.
 * Also found by {@code ObjectMapper.findAndRegisterModules()} (it is listed as a service).
 */
public final class ChatApiJacksonModule extends Module {
    /** Creates the module; it holds no state, so one instance may serve any number of mappers. */
    public ChatApiJacksonModule() {}

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
     * Installs the leniency for the SDK's members, the capture of each model's JSON and a reader for
     * {@link RawJson}; called by Jackson on registration.
     *
     * @param context Jackson's registration context
     */
    @Override
    public void setupModule(SetupContext context) {
        context.insertAnnotationIntrospector(new LenientIntrospector());
        context.addBeanDeserializerModifier(new RawCapture.Modifier());
        context.addValueInstantiators(new CreatorDefaults.Finder());
        SimpleDeserializers deserializers = new SimpleDeserializers();
        deserializers.addDeserializer(RawJson.class, new RawJsonDeserializer());
        context.addDeserializers(deserializers);
    }

    /**
     * An input decorator for your mapper's {@code JsonFactory} (optional): the models it reads from
     * streams keep their {@code raw()} as the bytes received, parsed only if read, instead of as a
     * tree built for every model. Reads are the same either way; they are faster and smaller with it.
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

    /** Any JSON value, kept as sent. */
    private static final class RawJsonDeserializer extends JsonDeserializer<RawJson> {
        @Override
        public RawJson deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return RawJson.of(RawCapture.TREES.readTree(p));
        }
    }
}

package io.chatapi.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.tickets.Ticket;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Decoding a 10,000-ticket list (full client data and geolocation, about 43 MB) from bytes already in
 * memory, into the SDK's typed models, against {@link ObjectMapper#readTree(byte[])} of the same bytes,
 * and against a user's own plain databind mapping of the same list into simple POJOs. No network:
 * this isolates the decoder. The SDK side binds with the SDK's mapper exactly as its transport does:
 * a parser over a stream of the bytes, positioned inside {@code messages}, and Jackson's {@code
 * readValues} over it. The heap is fixed, and large:
 * a whole tree of this list is a few hundred MB, and a small heap would measure the collector more
 * than the decoders holding whole trees. The heap is touched at start-up: otherwise the first use of
 * each page is a page fault charged to whichever side allocates there first (the readTree baseline
 * swung between 90 and 700 ms per operation across runs; untouched pages are one cause). An operation takes a fraction of a second to seconds, and the
 * streamed decoder runs as one long loop that the JIT compiles late, so warm-up is ten iterations of
 * at least one operation each.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 4, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {DecodeBench.MIN_HEAP, DecodeBench.MAX_HEAP, DecodeBench.PRE_TOUCH})
public class DecodeBench {
    static final int TICKETS = 10_000;

    static final String MIN_HEAP = "-Xms4g";
    static final String MAX_HEAP = "-Xmx4g";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    /** The fork's heap settings, for {@link PairedRounds}' decode JVM. */
    static final List<String> HEAP = List.of(MIN_HEAP, MAX_HEAP, PRE_TOUCH);

    /**
     * The SDK's own mapper, so that both sides parse with the same {@code JsonFactory}: each factory
     * seeds its field-name table from the clock at creation, and with the ~50 names of a ticket list
     * an unlucky seed sends frequent names to the table's slower overflow area, which cost 10–15%
     * of a parse in one profile. Two factories would compare their seeds as much as their decoders.
     * For {@code readTree} the mapper's settings change nothing here (they concern floats, and the
     * list's amounts are strings).
     */
    private final ObjectMapper mapper = JsonCodec.mapper();

    /** A user's own mapper: the same factory (see above), default settings otherwise. */
    private final ObjectReader pojos = new ObjectMapper(JsonCodec.mapper().getFactory())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .readerFor(PlainTickets.Reply.class);

    private byte[] body;

    /** For JMH, which loads the list in {@link #load}. */
    public DecodeBench() {}

    /** For {@link PairedRounds}, which times the same methods outside JMH. */
    DecodeBench(byte[] body) {
        this.body = body;
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        body = TicketListBytes.load(TICKETS);
    }

    /** What {@code tickets().list()} does with a reply body: each ticket decoded as it is parsed, all kept. */
    @Benchmark
    public List<Ticket> sdkList() throws IOException {
        List<Ticket> tickets = new ArrayList<>();
        sdkStreamed(tickets::add);
        return tickets;
    }

    /** What {@code tickets().forEach(...)} does with a reply body: each ticket parsed and decoded as it comes. */
    @Benchmark
    public void sdkStreamed(Blackhole each) throws IOException {
        sdkStreamed(each::consume);
    }

    void sdkStreamed(Consumer<Ticket> each) throws IOException {
        ObjectReader tickets = mapper.readerFor(Ticket.class);
        // A stream over the bytes, as the transport parses a reply: the SDK's factory lets models keep
        // their bytes from streams only (ChatApiJacksonModule.keepBytes()), while readTree reads the array.
        try (JsonParser parser = mapper.createParser(new ByteArrayInputStream(body))) {
            while (parser.nextToken() != null) {
                if (parser.currentToken() == JsonToken.FIELD_NAME
                        && parser.currentName().equals("messages")) {
                    parser.nextToken(); // START_ARRAY
                    parser.nextToken(); // the first ticket
                    try (MappingIterator<Ticket> it = tickets.readValues(parser)) {
                        while (it.hasNextValue()) {
                            each.accept(it.nextValue());
                        }
                    }
                    return;
                }
            }
        }
    }

    /** A user's own mapping: plain databind into simple POJOs, with the embedded JSON left as text. */
    @Benchmark
    public PlainTickets.Reply userPojos() throws IOException {
        return pojos.readValue(body);
    }

    @Benchmark
    public JsonNode jacksonReadTree() throws IOException {
        return mapper.readTree(body);
    }

    /**
     * A reference, not the target's baseline: {@code readTree}, then each ticket's {@code geoinfo}
     * text read as a tree too. {@code readTree} alone leaves that JSON a string, which the SDK's
     * models hold decoded; this is the least a hand-written client does to hold the same information.
     */
    @Benchmark
    public JsonNode jacksonReadTreeAndGeoInfo(Blackhole each) throws IOException {
        return jacksonReadTreeAndGeoInfo(each::consume);
    }

    JsonNode jacksonReadTreeAndGeoInfo(Consumer<JsonNode> each) throws IOException {
        JsonNode list = mapper.readTree(body);
        for (JsonNode ticket : list.path("messages")) {
            JsonNode geo = ticket.path("geoinfo");
            // "no data" is no JSON; the SDK tells the two apart by the brace too.
            if (geo.isTextual() && geo.textValue().startsWith("{")) {
                each.accept(mapper.readTree(geo.textValue()));
            }
        }
        return list;
    }
}

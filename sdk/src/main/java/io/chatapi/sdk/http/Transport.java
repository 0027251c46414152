package io.chatapi.sdk.http;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.options.ClientOptions;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import okhttp3.OkHttpClient;

/**
 * The feature clients' way to the service: {@code Sender} runs each call (path forms, token chain,
 * retries, deadline), {@code EnvelopePolicy} judges the reply, {@code ReplyDecoder} reads its body.
 * Reads worth retrying are tried again; a write is never sent twice: one whose reply is lost, or reads
 * like success without a new token, fails with {@code mayHaveBeenProcessed() == true}; one refused for
 * its token is sent once more after a fresh authentication (the service processed nothing). Calls run
 * on up to {@code maxChains} token chains at once ({@link TokenChains}). {@code callTimeout} bounds
 * each whole call, retries included.
 *
 * <p>Every call throws {@link io.chatapi.sdk.errors.RequestRejectedException} when the reply's
 * message reads as an error (or a write's reply carried no new token; {@link
 * io.chatapi.sdk.errors.TokenRefusedException} when a token was refused again after re-authenticating),
 * {@link TransportException}
 * when the exchange failed, {@link io.chatapi.sdk.errors.UndecodableReplyException} when the body was
 * not a JSON object or was too large (for a read: on every try), {@link
 * io.chatapi.sdk.errors.AuthenticationException} when the API key is refused, and {@link
 * IllegalStateException}, nothing sent, once the transport is closed; {@link ChainStoreException}
 * when a chain's store fails.
 *
 * <p>A list read ({@link #readList}) decodes its list field element by element as it is parsed, hands each over on
 * the calling thread, and its reply is the rest: the list field as an empty array (or as sent, for the caller to
 * decode, when it is not an array).
 */
public final class Transport implements AutoCloseable {
    private final ClientOptions config;
    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final Redactor redactor;
    private final ReplyDecoder replies;
    private final Sender sender;
    private final TokenChains chains;
    private final ExchangeRunner runner;
    private final CallLog log;
    private final Listeners listeners;
    // Shared with the views of withOptions: a view's reply is captured and its calls refused as its parent's.
    private final ThreadLocal<Reply[]> capture;
    // The SDK method running on this thread, shared with the views: its calls are its children.
    private final ThreadLocal<MethodEvents> method;
    private final AtomicBoolean closed;
    private final boolean view;
    // Shared with the views: chain 0's store, opened once on first use, by the chain or by the converging calls that
    // lock records in it (one connection, one subscription for both); [1] non-null once the chain took it.
    private final ChainStore[] chainZero;

    /** A transport with {@code config}'s settings, on the caller's OkHttpClient if it gave one, else on its own. */
    public Transport(ClientOptions config) {
        this(
                config,
                config.httpClient().orElseGet(OkHttpClient::new),
                config.httpClient().isEmpty(),
                Backoff.STANDARD);
    }

    /**
     * @param base the OkHttpClient this transport derives its own from
     * @param ownsHttp whether the SDK created {@code base}, so that close may shut it down
     * @param backoff the pauses between attempts of a read
     */
    Transport(ClientOptions config, OkHttpClient base, boolean ownsHttp, Backoff backoff) {
        this.config = config;
        this.ownsHttp = ownsHttp;
        this.http = base.newBuilder()
                .connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.readTimeout())
                .callTimeout(config.callTimeout())
                // A silent re-send would spend a token twice, or duplicate a write.
                .retryOnConnectionFailure(false)
                // The service never redirects; a redirect followed with the token header would spend it.
                .followRedirects(false)
                .followSslRedirects(false)
                // A cached reply carries a spent token.
                .cache(null)
                // OkHttp would re-send a 503 with Retry-After: 0 itself: retries are the Sender's alone.
                .addNetworkInterceptor(new RetryAfterShield())
                // The token chain's step, last so that it sees each request OkHttp puts on a connection: OkHttp's
                // own second send of a request (a follow-up) fails there rather than spend a token twice.
                .addNetworkInterceptor(new TokenInterceptor())
                .build();
        this.redactor = new Redactor(config.apiKey());
        RequestFactory requests =
                new RequestFactory(config.baseUrl(), config.apiKey(), config.requestEncoding(), config.userAgent());
        SdkLoggers loggers = new SdkLoggers(config.loggerFinder().orElse(null));
        this.log = new CallLog(config.logLevel(), redactor, loggers);
        this.listeners = new Listeners(config.listeners(), config.logLevel(), loggers);
        this.capture = new ThreadLocal<>();
        this.method = new ThreadLocal<>();
        this.closed = new AtomicBoolean();
        this.view = false;
        this.chainZero = new ChainStore[2];
        EnvelopePolicy policy = new EnvelopePolicy(
                config.errorMessagePattern(), config.acceptWritesWithoutNewToken(), config.tokenRefusalPattern());
        RejectionKinds kinds =
                new RejectionKinds(config.notFoundMessagePattern(), config.alreadyExistsMessagePattern());
        this.replies = new ReplyDecoder(config.maxReplyBytes(), redactor, policy, kinds);
        PathMemory paths = new PathMemory(config.pathForm().orElse(null));
        String baseUrl = config.baseUrl().toString();
        SharedKeyWatch sharedKey = new SharedKeyWatch(log.area(CallLog.AUTH));
        this.chains = new TokenChains(
                config.maxChains(),
                index -> new TokenChain(
                        index,
                        watched(
                                index == 0
                                        ? chainZeroStore(true)
                                        : openStore(config.chainStore(), ChainId.of(baseUrl, config.apiKey(), index)),
                                sharedKey),
                        http,
                        requests,
                        redactor,
                        log.area(CallLog.AUTH)),
                new ChainsPerKeyProbe(requests, paths, log, listeners),
                log);
        this.runner = new ExchangeRunner(chains);
        this.sender = new Sender(runner, requests, paths, policy, backoff, log.area(CallLog.RETRY), sharedKey);
    }

    // A view: everything shared; its options' per-call settings go with each call (call timeout, read retries) or
    // into its decoder (the reply size limit).
    private Transport(Transport parent, ClientOptions config) {
        this.config = config;
        this.http = parent.http;
        this.ownsHttp = false;
        this.redactor = parent.redactor;
        this.replies = parent.replies.limitedTo(config.maxReplyBytes());
        this.chains = parent.chains;
        this.runner = parent.runner;
        this.sender = parent.sender;
        this.log = parent.log;
        this.listeners = parent.listeners;
        this.capture = parent.capture;
        this.method = parent.method;
        this.closed = parent.closed;
        this.view = true;
        this.chainZero = parent.chainZero;
    }

    /** {@return the options this transport was built with} */
    public ClientOptions options() {
        return config;
    }

    /**
     * {@return a view of this transport whose calls have the per-call settings of {@code options}} (call timeout, read
     * retries, reply size limit, job budget): the token chains, connections, path memory and listeners stay this
     * transport's, whatever else {@code options} says; closing the view does nothing.
     *
     * @param options this transport's {@link #options()} with per-call settings changed
     */
    public Transport withOptions(ClientOptions options) {
        return new Transport(this, options);
    }

    /**
     * {@return chain 0's store, the one its token chain uses}, opened once: the client hands it to the jobs engine,
     * which locks record identities in it (it may say it {@link ChainStore#locksRecords() locks no records}, as the
     * in-process one does)
     *
     * @throws ChainStoreException when the store cannot be opened
     */
    public ChainStore sharedStore() {
        return chainZeroStore(false);
    }

    // Chain 0's store, opened on first use; the chain closes it when it took it, else close() does.
    private ChainStore chainZeroStore(boolean forTheChain) {
        synchronized (chainZero) {
            if (chainZero[0] == null) {
                chainZero[0] = openStore(
                        config.chainStore(), ChainId.of(config.baseUrl().toString(), config.apiKey(), 0));
            }
            if (forTheChain) {
                chainZero[1] = chainZero[0];
            }
            return chainZero[0];
        }
    }

    // Closing is best effort: a store that cannot be reached lets its locks run out.
    private static void closeQuietly(ChainStore store) {
        try {
            store.close();
        } catch (RuntimeException e) {
            // nothing to do
        }
    }

    private static ChainStore watched(ChainStore store, SharedKeyWatch sharedKey) {
        if (store instanceof InProcessChainStore) {
            sharedKey.chainKeptInProcess();
        }
        return store;
    }

    // A factory's own failure is a store failure: typed, and never a silent local chain in its place.
    private static ChainStore openStore(ChainStore.Factory factory, ChainId chain) {
        ChainStore store;
        try {
            store = factory.open(chain);
        } catch (ChainStoreException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ChainStoreException(
                    "cannot open the store of token chain " + chain.index() + ": "
                            + e.getClass().getSimpleName(),
                    false,
                    e);
        }
        if (store == null) {
            throw new ChainStoreException(
                    "the chain store factory gave no store for chain " + chain.index(), false, null);
        }
        return store;
    }

    /**
     * Sends a write once and returns the server's acknowledgement; on failure see {@link
     * ChatApiException#mayHaveBeenProcessed()}.
     */
    public WriteResult write(ApiCall call) {
        Reply reply = send(call);
        return new WriteResult(reply.status(), reply.message(), reply.raw());
    }

    /**
     * Sends a call and returns its reply, read whole: a read retried as the class describes, a write sent once (for a
     * write whose reply carries data of its own; see {@link #write} for an acknowledgement).
     */
    public Reply send(ApiCall call) {
        return send(call, Sender.Reading.whole(replies::whole));
    }

    /**
     * Runs {@code work} on this thread and returns its value with the last reply it received.
     *
     * @throws IllegalStateException when {@code work} received no reply at all
     */
    public <T> Captured<T> capture(Supplier<T> work) {
        Reply[] previous = capture.get();
        Reply[] slot = new Reply[1];
        capture.set(slot);
        try {
            T value = work.get();
            if (slot[0] == null) {
                throw new IllegalStateException("the call received no reply to capture");
            }
            return new Captured<>(value, slot[0]);
        } finally {
            if (previous == null) {
                capture.remove();
            } else {
                capture.set(previous);
            }
        }
    }

    /**
     * Starts an SDK method such as {@code aliases.add} on this thread, as one method for listeners: the calls made until
     * {@link #leaveMethod} are its children. A method started inside another (an {@code ensure} that adds) is part of the
     * outer one: then this returns {@code null}. A call made outside any method is a method of its own, named as its
     * operation. The caller runs the method's body itself, so that no frame of this class lies between a client's verb
     * and the jobs engine (issue 46: the classes on a call's way to the wire).
     *
     * @param name the SDK method, as {@code aliases.add}
     * @return the method's events, to hand to {@link #leaveMethod}; {@code null} inside another method
     */
    public MethodEvents enterMethod(String name) {
        if (method.get() != null) {
            return null;
        }
        MethodEvents events = listeners.startMethod(name);
        method.set(events);
        return events;
    }

    /**
     * Ends the method {@link #enterMethod} started, telling its end once.
     *
     * @param events what {@code enterMethod} returned; {@code null} does nothing
     * @param failure what the method threw, or {@code null} when it returned
     */
    public void leaveMethod(MethodEvents events, Throwable failure) {
        if (events != null) {
            method.remove();
            events.finished(failure);
        }
    }

    /**
     * Runs {@code work} between {@link #enterMethod} and {@link #leaveMethod}, as the feature clients' verbs do
     * themselves.
     *
     * @param name the SDK method, as {@code aliases.add}
     * @param work the method's body
     * @return what {@code work} returns
     */
    public <T> T method(String name, Supplier<T> work) {
        MethodEvents events = enterMethod(name);
        T value;
        try {
            value = work.get();
        } catch (RuntimeException | Error e) {
            leaveMethod(events, e);
            throw e;
        }
        leaveMethod(events, null);
        return value;
    }

    /** A value and the last reply that produced it. */
    public record Captured<T>(T value, Reply reply) {}

    /**
     * Reads a reply's list field as {@code how} describes (kept whole or streamed; see {@link ListRead.Shape}) and
     * returns the list: drained, with every element handed to {@code how.each()}, or open for the caller to pull and
     * close ({@link ListRead.Shape#OPEN}). Its {@link OpenList#reply()} is the reply without the list (for an open
     * list: once it is read to its end); an open list's {@link OpenList#next()} throws {@link TransportException} when
     * the connection breaks mid-list.
     *
     * @throws io.chatapi.sdk.errors.RequestRejectedException also when an open list's reply holds no list field
     */
    public <T> OpenList<T> readList(ApiCall call, ListRead<T> how) {
        ListRead.Shape shape = how.shape();
        if (shape == ListRead.Shape.OPEN) {
            return open(call, how);
        }
        @SuppressWarnings("unchecked")
        OpenList<T>[] drained = new OpenList[1];
        boolean[] handedOver = {false};
        Consumer<T> each = element -> {
            handedOver[0] = true;
            how.each().accept(element);
        };
        BooleanSupplier noMoreRetries = shape == ListRead.Shape.EACH ? () -> handedOver[0] : () -> false;
        send(
                call,
                new Sender.Reading(
                        (c, path, response) -> {
                            how.restart().run();
                            drained[0] = replies.open(c, path, response, how);
                            return drain(drained[0], each);
                        },
                        noMoreRetries,
                        shape));
        return drained[0];
    }

    private <T> OpenList<T> open(ApiCall call, ListRead<T> how) {
        @SuppressWarnings("unchecked")
        OpenList<T>[] opened = new OpenList[1];
        try {
            Reply head = send(
                    call,
                    new Sender.Reading(
                            (c, path, response) -> {
                                close(opened[0]); // an earlier try's list, refused by the envelope policy
                                opened[0] = replies.open(c, path, response, how);
                                return opened[0].reply();
                            },
                            () -> false,
                            how.shape()));
            if (!opened[0].found()) {
                throw head.rejected("no " + how.field() + " in the reply");
            }
            return opened[0];
        } catch (RuntimeException e) {
            close(opened[0]);
            throw e;
        }
    }

    private static void close(OpenList<?> list) {
        if (list != null) {
            list.close();
        }
    }

    /** Hands every element over, then returns the whole reply without them; closes the list. */
    private static <T> Reply drain(OpenList<T> list, Consumer<? super T> each) {
        try (list) {
            list.forEachRemaining(each);
            return list.reply();
        }
    }

    private Reply send(ApiCall call, Sender.Reading reading) {
        Endpoint endpoint = call.endpoint();
        MethodEvents inMethod = method.get();
        // A call made outside any method is the method of one call, told before and after it.
        MethodEvents own = inMethod == null ? listeners.startMethod(endpoint.operation()) : null;
        CallEvents events = (own != null ? own : inMethod).startCall(endpoint.operation(), endpoint.write());
        if (closed.get()) {
            IllegalStateException refused =
                    new IllegalStateException(endpoint.operation() + ": the client is closed; nothing was sent");
            events.finished(refused, Outcome.CLIENT_CLOSED);
            if (own != null) {
                own.finished(refused, Outcome.CLIENT_CLOSED);
            }
            throw refused;
        }
        long start = System.nanoTime();
        try {
            Reply reply = sender.send(call, reading, events, config);
            events.finished(null);
            log.succeeded(call.endpoint(), reply.path(), reply.status(), start);
            Reply[] slot = capture.get();
            if (slot != null) {
                slot[0] = reply;
            }
            finished(own, null);
            return reply;
        } catch (RuntimeException e) {
            events.finished(e);
            log.failed(call.endpoint(), e, start);
            finished(own, e);
            throw e;
        } catch (Error e) {
            events.finished(e);
            finished(own, e);
            throw e;
        }
    }

    private static void finished(MethodEvents own, Throwable failure) {
        if (own != null) {
            own.finished(failure);
        }
    }

    /**
     * Refuses every later call, nothing sent, and frees the SDK's own connections and threads (not a caller's). A view
     * from {@link #withOptions} is not closed by this: closing it does nothing.
     */
    @Override
    public void close() {
        if (view) {
            return;
        }
        closed.set(true);
        chains.close();
        runner.close();
        synchronized (chainZero) {
            if (chainZero[0] != null && chainZero[1] == null) {
                closeQuietly(chainZero[0]); // opened for record locks alone; a chain's store is closed with it
            }
        }
        if (ownsHttp) {
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }
    }

    /** Used by the facade's {@code toString()}; never shows the key. */
    @Override
    public String toString() {
        return "Transport[baseUrl=" + config.baseUrl()
                + (view
                        ? ", callTimeout=" + config.callTimeout() + ", readRetries=" + config.readRetries()
                                + ", maxReplyBytes=" + config.maxReplyBytes()
                        : "")
                + "]";
    }

    /** {@return how many token chains calls may run on at once} */
    public int maxChains() {
        return config.maxChains();
    }

    /** The redactor, for callers that print server text. */
    public Redactor redactor() {
        return redactor;
    }
}

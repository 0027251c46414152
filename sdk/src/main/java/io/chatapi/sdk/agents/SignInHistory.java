package io.chatapi.sdk.agents;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * An agent's whole sign-in history, newest first, fetched a page at a time as it is iterated.
 * Each iteration starts again from page 1. Iterating may throw any {@link
 * io.chatapi.sdk.errors.ChatApiException} a page read throws.
 *
 * <p>Pages are read in order, 1, 2, 3…, and paging trusts nothing the server could get wrong: it
 * stops before the page after the last one that page 1 announces ({@code last}, else {@code
 * total_pages}; none means page 1 is all), after a page that is empty or announces no later page,
 * and it drops and stops at a page that is not the one asked for (its {@code current} says another
 * number) or repeats the entries of the page before. So a server that ignores the page asked for
 * costs one request more than the pages it announced, never more.
 */
public final class SignInHistory implements Iterable<SignIn> {
    private final IntFunction<SignInPage> fetchPage;

    SignInHistory(IntFunction<SignInPage> fetchPage) {
        this.fetchPage = fetchPage;
    }

    /** Iterates every sign-in across all pages, reading the next page only when needed. */
    @Override
    public Iterator<SignIn> iterator() {
        return new Iterator<>() {
            private SignInPage page = fetchPage.apply(1);
            private final int lastAnnounced =
                    page.lastPage().or(page::totalPages).orElse(1);
            private int pageNumber = 1;
            private boolean done;
            private Iterator<SignIn> entries = page.entries().iterator();

            @Override
            public boolean hasNext() {
                while (!entries.hasNext()) {
                    if (done || !page.hasNextPage() || pageNumber >= lastAnnounced) {
                        return false;
                    }
                    SignInPage next = fetchPage.apply(++pageNumber);
                    boolean asked = next.page().map(p -> p == pageNumber).orElse(true);
                    if (!asked || next.entries().equals(page.entries())) {
                        done = true; // the server is not paging as asked: what it sent is not page pageNumber
                        return false;
                    }
                    page = next;
                    entries = page.entries().iterator();
                }
                return true;
            }

            @Override
            public SignIn next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return entries.next();
            }
        };
    }

    /**
     * The same sign-ins as a sequential stream, the SDK's one shape for paged and long results. Use it
     * in try-with-resources; pages are read only as the stream is consumed, so a short-circuiting
     * operation ({@code limit}, {@code findFirst}) reads no page beyond the one it stops in.
     *
     * <pre>{@code
     * try (Stream<SignIn> signIns = client.agents().signInHistory(agentId).stream()) {
     *   signIns.limit(20).forEach(s -> System.out.println(s.time().orElse(null) + " " + s.ip().orElse("")));
     * }
     * }</pre>
     *
     * @return a sequential, ordered stream that reads page 1 at once and later pages as it is
     *     consumed
     */
    public Stream<SignIn> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}

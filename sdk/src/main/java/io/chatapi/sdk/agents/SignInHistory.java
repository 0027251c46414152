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
 * io.chatapi.sdk.ChatApiException} a page read throws.
 */
public final class SignInHistory implements Iterable<SignIn> {
    /** A guard against a server whose paging fields never say "last": no agent has this many. */
    static final int MAX_PAGES = 10_000;

    private final IntFunction<SignInPage> fetchPage;

    SignInHistory(IntFunction<SignInPage> fetchPage) {
        this.fetchPage = fetchPage;
    }

    /** Iterates every sign-in across all pages, reading the next page only when needed. */
    @Override
    public Iterator<SignIn> iterator() {
        return new Iterator<>() {
            private SignInPage page = fetchPage.apply(1);
            private int pageNumber = 1;
            private Iterator<SignIn> entries = page.entries().iterator();

            @Override
            public boolean hasNext() {
                while (!entries.hasNext()) {
                    if (!page.hasNextPage() || pageNumber >= MAX_PAGES) {
                        return false;
                    }
                    pageNumber = Math.max(pageNumber + 1, page.nextPage().orElse(pageNumber + 1));
                    page = fetchPage.apply(pageNumber);
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
     * The same sign-ins as a sequential stream.
     *
     * @return a sequential, ordered stream that reads page 1 at once and later pages as it is
     *     consumed
     */
    public Stream<SignIn> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}

package io.chatapi.examples.provision;

import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.Outcome;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the deletes the SDK's engine sends while one change of a plan is applied. A converging create sends a
 * delete only to heal twins: another runner created the same record at the same moment, both records appeared, and
 * the engine deleted all but one. The API returns no id when it creates a record, so after twins neither runner can
 * tell which of them its own create made; the run that met them therefore does not own the record it kept ({@link
 * Directory}), and the report says how many twins were healed. The CLI applies one change at a time, so the count
 * between {@link #reset()} and {@link #take()} is that change's.
 */
final class WriteTally implements ChatApiListener {
    private final AtomicInteger deletes = new AtomicInteger();
    private final AtomicInteger deletesDone = new AtomicInteger();

    /**
     * How many twins a change met.
     *
     * @param sent the deletes the engine sent for them
     * @param deleted those the server answered as done, or "not found" (another runner deleted it first)
     */
    record Twins(int sent, int deleted) {
        static final Twins NONE = new Twins(0, 0);

        boolean met() {
            return sent > 0;
        }
    }

    @Override
    public ChatApiListener callStarted(CallStarted event) {
        return this;
    }

    @Override
    public void callFinished(CallFinished event) {
        if (event.write() && event.operation().endsWith(".delete")) {
            deletes.incrementAndGet();
            if (event.outcome() == Outcome.SUCCESS || event.outcome() == Outcome.NOT_FOUND) {
                deletesDone.incrementAndGet();
            }
        }
    }

    /** Starts counting for the next change. */
    void reset() {
        deletes.set(0);
        deletesDone.set(0);
    }

    /** {@return the twins met since {@link #reset()}}, and starts again */
    Twins take() {
        Twins t = new Twins(deletes.getAndSet(0), deletesDone.getAndSet(0));
        return t.met() ? t : Twins.NONE;
    }
}

package io.chatapi.examples.export;

/** How an export shows its progress on stderr: a redrawn bar, periodic lines, or nothing. */
interface ProgressReport extends TicketExport.Progress {
    /** Shows nothing. */
    ProgressReport NONE = new ProgressReport() {
        @Override
        public void update(long done, long total) {}

        @Override
        public void say(String text) {}

        @Override
        public void finish(long done) {}

        @Override
        public void abandon() {}
    };

    /** Shows {@code text} until the first update. */
    void say(String text);

    /** The export completed with {@code done} tickets. */
    void finish(long done);

    /** The export stopped; leaves the last state shown. */
    void abandon();
}

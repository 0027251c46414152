package io.chatapi.examples.export;

import java.io.PrintStream;

/**
 * A one-line progress bar redrawn in place ({@code \r}) on a terminal, such as {@code
 * [##########··········]  50%  2/4 tickets}. Redraws only when the shown percentage changes, and
 * ends its line when done.
 */
final class ProgressBar implements TicketExport.Progress {
  private static final int WIDTH = 30;

  private final PrintStream out;
  private int shown = -1;

  ProgressBar(PrintStream out) {
    this.out = out;
  }

  @Override
  public void update(long done, long total) {
    int percent = total == 0 ? 100 : (int) (done * 100 / total);
    if (percent == shown && done != total) {
      return;
    }
    shown = percent;
    int filled = percent * WIDTH / 100;
    out.print("\r[" + "#".repeat(filled) + "·".repeat(WIDTH - filled) + "] " + String.format("%3d%%", percent)
        + "  " + done + "/" + total + " tickets");
    if (done == total) {
      out.println();
    }
    out.flush();
  }
}

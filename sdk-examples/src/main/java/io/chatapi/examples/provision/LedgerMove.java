package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.ExitCode;
import java.io.PrintStream;
import java.time.Instant;

/**
 * {@code provision STATE_FILE --ledger TO --migrate-ledger FROM}: moves a ledger between a file and a Redis a team
 * shares (either way), as {@code terraform init -migrate-state} moves state to a new backend. Both ledgers are
 * locked while it moves; the ledger must belong to this server; a destination that holds a ledger already is never
 * overwritten; the source is removed only after the destination was written.
 */
final class LedgerMove {
    private LedgerMove() {}

    /**
     * Moves the ledger at {@code from} into {@code to}, whose lock this run holds.
     *
     * @return {@link ExitCode#OK}
     * @throws BadInputException when {@code from} holds no ledger, is the destination itself, belongs to another
     *     server, or the destination holds a ledger already; nothing is moved then
     */
    static int move(LedgerLocation from, LedgerStore to, String server, ProvisionRun.Request request, PrintStream err) {
        if (from.shown().equals(to.where())) {
            throw new BadInputException("--migrate-ledger names this run's own ledger (" + to.where() + "); give the"
                    + " ledger to move, and the destination with --ledger");
        }
        if (from instanceof LedgerLocation.File f) {
            RunLock.refuseUnsafe(f.file());
            try (RunLock lock = RunLock.acquire(f.file(), request.lockTimeout(), err)) {
                return move(new FileLedgerStore(f.file()), to, server, err);
            }
        }
        try (RedisLedgerStore source = RedisLedgerStore.open(
                (LedgerLocation.Redis) from,
                request.lockTimeout(),
                request.lockLease(),
                request.acceptVolatileLedger(),
                err)) {
            return move(source, to, server, err);
        }
    }

    private static int move(LedgerStore from, LedgerStore to, String server, PrintStream err) {
        String text = from.read()
                .orElseThrow(() -> new BadInputException("no ledger at " + from.where() + " to move; nothing moved"));
        LedgerFile.Contents contents = LedgerFile.parse(text, from.where(), server);
        if (to.read().isPresent()) {
            throw new BadInputException("a ledger exists already at " + to.where() + "; nothing moved (it is never"
                    + " overwritten: move it away first, or give another --ledger)");
        }
        // Written again from what was read, so the destination holds a ledger of this version for this server.
        to.write(LedgerFile.text(server, contents.records(), contents.pending(), contents.statusCodes()));
        from.delete();
        err.println("Moved the ledger (" + contents.records().size() + " owned record"
                + (contents.records().size() == 1 ? "" : "s") + ", "
                + contents.pending().size() + " pending create"
                + (contents.pending().size() == 1 ? "" : "s") + ") from " + from.where() + " to " + to.where()
                + " at " + Instant.now() + "; " + from.where() + " was removed. Give --ledger " + to.where()
                + " (or ledger: in the state file) from now on.");
        return ExitCode.OK;
    }
}

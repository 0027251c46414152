package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Another user of the machine plants a start-up archive where the distribution's launcher looks for one (issue 48
 * item 3): an archive made for the victim's installation (same path, same jars), patched so that {@code domains list}
 * titles its table "Planted" instead of "Domains". An archive is mapped by the JVM as it is, so a planted one that
 * the launcher took would change what the CLI does. It is never taken: not from a folder another user owns or can
 * write, not when another user owns the archive, not through a link, not from {@code lib/} unless that is the
 * user's alone; the run says why on one line and prints what it always prints. A cache of the user's alone is
 * used: the patched archive placed there by the user shows through, which also proves that the patch would show.
 *
 * <p>One installation for the class: an archive is valid only at the path of the jars it was made from, and the
 * attacker's is made for the victim's. Tests run as root in CI; {@value #ANOTHER_UID} plays the other user.
 */
class StartupArchiveOwnershipIT {
    private static final Path DIST = Path.of(System.getProperty("cli.dist", "target/chat-api-cli-dist.tar.gz"));

    /** No user of this machine: {@code nobody} on most systems. */
    private static final int ANOTHER_UID = 65534;

    private static final String ARCHIVE = "chat-api-cli.jsa";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    static Path installed;

    private static Path home;
    private static Path lib;
    private static byte[] genuine;
    private static byte[] planted;
    private static int me;
    private static String otherName;

    @TempDir
    Path folder;

    private Path cache;

    @BeforeAll
    static void installAndMakeTheAttackersArchive() throws Exception {
        Run tar = run(List.of("tar", "-xzf", DIST.toAbsolutePath().toString(), "-C", installed.toString()), Map.of());
        assertThat(tar.code()).as(tar.err()).isZero();
        home = installed.resolve("chat-api-cli");
        lib = home.resolve("lib");
        Path probe = Files.createFile(installed.resolve("probe"));
        me = (Integer) Files.getAttribute(probe, "unix:uid");
        Files.setAttribute(probe, "unix:uid", ANOTHER_UID);
        otherName = Files.getOwner(probe).getName();
        Files.delete(probe);

        // The attacker's archive: made for this installation as the launcher makes it, then patched.
        Run made = run(
                List.of(home.resolve("bin/chat-api").toString(), "--version"),
                Map.of("JAVA_HOME", System.getProperty("java.home")));
        assertThat(made.code()).as(made.err()).isZero();
        genuine = Files.readAllBytes(lib.resolve(ARCHIVE));
        planted = patched(genuine);
    }

    /** The archive with the symbol "Domains" (u2 length 7, then its bytes) renamed "Planted". */
    private static byte[] patched(byte[] archive) {
        byte[] symbol = "\u0007\u0000Domains".getBytes(StandardCharsets.ISO_8859_1);
        int at = -1;
        for (int i = 0; i + symbol.length <= archive.length && at < 0; i++) {
            if (Arrays.equals(archive, i, i + symbol.length, symbol, 0, symbol.length)) {
                at = i;
            }
        }
        assertThat(at).as("the symbol Domains in the archive").isNotNegative();
        byte[] copy = archive.clone();
        System.arraycopy("Planted".getBytes(StandardCharsets.ISO_8859_1), 0, copy, at + 2, 7);
        return copy;
    }

    @BeforeEach
    void aFreshCacheAndAnInstallationOfAnotherUsersWithNoArchive() throws IOException {
        cache = Files.createDirectory(folder.resolve("cache"));
        // Installed by another user (an administrator, say): the user cannot write lib/, the archive is cached.
        Files.setAttribute(lib, "unix:uid", ANOTHER_UID);
        Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (Stream<Path> files = Files.list(lib)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith(ARCHIVE))
                    .toList()) {
                Files.delete(file);
            }
        }
    }

    @Test
    void aFreshCacheIsMadePrivateAndAnArchiveTheUserPutThereIsUsed(ChatApiTestServer server) throws Exception {
        Run first = domainsList(server);

        Path chatApi = cache.resolve("chat-api");
        Path mine = installationFolder();
        assertThat(first.out()).startsWith("Domains (");
        assertThat(first.err()).contains("chat-api: making the start-up archive " + mine.resolve(ARCHIVE));
        assertThat(Files.getPosixFilePermissions(chatApi)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
        assertThat(Files.getPosixFilePermissions(mine)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(mine.resolve(ARCHIVE))))
                .matches("r.-r--r--");
        assertThat(lib.resolve(ARCHIVE)).doesNotExist();

        Files.write(mine.resolve(ARCHIVE), planted);
        Run used = domainsList(server);

        assertThat(used.out()).as("the archive in the user's own cache is used").startsWith("Planted (");
        assertThat(used.err()).isEmpty();
    }

    @Test
    void anArchivePlantedInACacheFolderAnotherUserOwnsIsNeverUsed(ChatApiTestServer server) throws Exception {
        Path theirs = installationFolder();
        Files.createDirectories(theirs);
        Path archive = plant(theirs.resolve(ARCHIVE), ANOTHER_UID);
        Files.setAttribute(theirs, "unix:uid", ANOTHER_UID);
        Files.setPosixFilePermissions(theirs, PosixFilePermissions.fromString("rwxr-xr-x"));

        Run first = domainsList(server);
        Run second = domainsList(server);

        for (Run run : List.of(first, second)) {
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(run.out()).startsWith("Domains (");
            assertThat(run.err())
                    .isEqualTo("chat-api: starting without a start-up archive: " + theirs + " is owned by " + otherName
                            + ", not by " + myName() + "; only a folder and an archive of yours alone are used"
                            + " (CHAT_API_CDS=off stops trying)\n");
        }
        assertThat(Files.readAllBytes(archive)).isEqualTo(planted);
        assertThat(names(theirs)).as("nothing written in their folder").containsExactly(ARCHIVE);
    }

    @Test
    void anArchiveAnotherUserOwnsInTheUsersOwnFolderIsNotUsed(ChatApiTestServer server) throws Exception {
        Path mine = privateFolder();
        Path archive = plant(mine.resolve(ARCHIVE), ANOTHER_UID);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .startsWith("chat-api: starting without a start-up archive: " + archive + " is owned by " + otherName)
                .hasLineCount(1);
        assertThat(Files.readAllBytes(archive)).isEqualTo(planted);
    }

    @Test
    void aCacheFolderItsGroupCanWriteIsNotUsed(ChatApiTestServer server) throws Exception {
        Path mine = privateFolder();
        plant(mine.resolve(ARCHIVE), me);
        Files.setPosixFilePermissions(mine, PosixFilePermissions.fromString("rwxrwx---"));

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .startsWith("chat-api: starting without a start-up archive: " + mine
                        + " can be written by others than its owner " + myName() + " (drwxrwx---)")
                .hasLineCount(1);
    }

    @Test
    void anArchiveOthersCanWriteIsNotUsed(ChatApiTestServer server) throws Exception {
        Path archive = plant(privateFolder().resolve(ARCHIVE), me);
        Files.setPosixFilePermissions(archive, PosixFilePermissions.fromString("rw-r--rw-"));

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .contains(archive + " can be written by others than its owner")
                .hasLineCount(1);
    }

    @Test
    void aSharedCacheWhoseChatApiFolderAnotherUserMadeFirstIsNotUsed(ChatApiTestServer server) throws Exception {
        // XDG_CACHE_HOME in a shared place: the attacker made chat-api/ and the installation's folder first.
        Path theirs = installationFolder();
        Files.createDirectories(theirs);
        plant(theirs.resolve(ARCHIVE), ANOTHER_UID);
        Files.setAttribute(theirs, "unix:uid", ANOTHER_UID);
        Files.setAttribute(theirs.getParent(), "unix:uid", ANOTHER_UID);
        Files.setPosixFilePermissions(theirs.getParent(), PosixFilePermissions.fromString("rwxrwxrwx"));
        chmod("1777", cache);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .startsWith("chat-api: starting without a start-up archive: " + theirs.getParent() + " is owned by "
                        + otherName)
                .hasLineCount(1);
    }

    @Test
    void aCacheInAFolderOthersCanWriteIsNotUsedUnlessTheFolderIsSticky(ChatApiTestServer server) throws Exception {
        plant(privateFolder().resolve(ARCHIVE), me);
        Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxrwxrwx"));

        Run open = domainsList(server);
        chmod("1777", cache);
        Run sticky = domainsList(server);

        assertThat(open.out())
                .as("another user could have renamed the user's folder and put theirs")
                .startsWith("Domains (");
        assertThat(open.err())
                .startsWith("chat-api: starting without a start-up archive: " + cache + " can be written by others")
                .hasLineCount(1);
        assertThat(sticky.out())
                .as("in a sticky folder no one renames another user's folder: the user's archive is used")
                .startsWith("Planted (");
        assertThat(sticky.err()).isEmpty();
    }

    @Test
    void aLinkInPlaceOfTheCacheFolderIsNotFollowed(ChatApiTestServer server) throws Exception {
        Path elsewhere = Files.createDirectory(
                folder.resolve("elsewhere"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        plant(elsewhere.resolve(ARCHIVE), me);
        Path link = installationFolder();
        Files.createDirectories(
                link.getParent(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Files.createSymbolicLink(link, elsewhere);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .startsWith("chat-api: starting without a start-up archive: " + link + " is a symbolic link")
                .hasLineCount(1);
    }

    @Test
    void anArchiveAnotherUserPlantedInLibIsNotUsedTheUsersCacheIs(ChatApiTestServer server) throws Exception {
        Files.setAttribute(lib, "unix:uid", me);
        plant(lib.resolve(ARCHIVE), ANOTHER_UID);
        Path mine = privateFolder();
        Files.write(mine.resolve(ARCHIVE), genuine);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err())
                .as("the user's own archive, in the cache, was used: nothing to say")
                .isEmpty();
        assertThat(mine.resolve(ARCHIVE + ".log"))
                .as("the JVM was given the cache's archive, and used it")
                .isEmptyFile();
        assertThat(lib.resolve(ARCHIVE + ".log")).doesNotExist();
    }

    @Test
    void anArchiveInALibAnotherUserOwnsIsNotUsed(ChatApiTestServer server) throws Exception {
        plant(lib.resolve(ARCHIVE), ANOTHER_UID);
        Path mine = privateFolder();
        Files.write(mine.resolve(ARCHIVE), genuine);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err()).isEmpty();
        assertThat(mine.resolve(ARCHIVE + ".log")).isEmptyFile();
    }

    @Test
    void anArchiveInALibItsGroupCanWriteIsNotUsed(ChatApiTestServer server) throws Exception {
        Files.setAttribute(lib, "unix:uid", me);
        plant(lib.resolve(ARCHIVE), me);
        Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rwxrwxr-x"));
        Path mine = privateFolder();
        Files.write(mine.resolve(ARCHIVE), genuine);

        Run run = domainsList(server);

        assertThat(run.out()).startsWith("Domains (");
        assertThat(mine.resolve(ARCHIVE + ".log")).isEmptyFile();
    }

    @Test
    void anArchiveInTheUsersOwnLibIsUsed(ChatApiTestServer server) throws Exception {
        Files.setAttribute(lib, "unix:uid", me);
        plant(lib.resolve(ARCHIVE), me);

        Run run = domainsList(server);

        assertThat(run.out())
                .as("lib/ of the user's alone is where the archive is used")
                .startsWith("Planted (");
        assertThat(run.err()).isEmpty();
    }

    /** Sets a mode Java's permission sets cannot: the sticky bit. */
    private static void chmod(String mode, Path path) throws Exception {
        Run chmod = run(List.of("chmod", mode, path.toString()), Map.of());
        assertThat(chmod.code()).as(chmod.err()).isZero();
    }

    /** Writes the attacker's archive at {@code file}, owned by {@code uid}, read-only as the JVM leaves one. */
    private Path plant(Path file, int uid) throws IOException {
        Files.write(file, planted);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        Files.setAttribute(file, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
        return file;
    }

    /** The installation's folder in the cache, made as the launcher makes it: the user's, 0700. */
    private Path privateFolder() throws Exception {
        Path mine = installationFolder();
        for (Path made : List.of(mine.getParent(), mine)) {
            Files.createDirectory(made);
            Files.setPosixFilePermissions(made, PosixFilePermissions.fromString("rwx------"));
        }
        return mine;
    }

    /** {@code CACHE/chat-api/SUM}, SUM the POSIX cksum of the installation's path, as the launcher names it. */
    private Path installationFolder() throws Exception {
        Run cksum = run(
                List.of("sh", "-c", "printf '%s' \"$1\" | cksum | cut -d ' ' -f 1", "sh", home.toString()), Map.of());
        assertThat(cksum.code()).as(cksum.err()).isZero();
        return cache.resolve("chat-api").resolve(cksum.out().strip());
    }

    private static String myName() throws IOException {
        Path probe = Files.createTempFile("owner", ".probe");
        try {
            return Files.getOwner(probe).getName();
        } finally {
            Files.delete(probe);
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private Run domainsList(ChatApiTestServer server) throws Exception {
        Run run = run(List.of(home.resolve("bin/chat-api").toString(), "domains", "list"), env(server, cache));
        assertThat(run.code()).as(run.err()).isZero();
        return run;
    }

    private static Map<String, String> env(ChatApiTestServer server, Path cache) {
        Map<String, String> env = new HashMap<>();
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("XDG_CACHE_HOME", cache.toString());
        return env;
    }

    private record Run(int code, String out, String err) {}

    private static Run run(List<String> command, Map<String, String> env) throws Exception {
        Path out = Files.createTempFile("out", ".txt");
        Path err = Files.createTempFile("err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            builder.environment().putAll(env);
            Process process = builder.start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError(command + " did not end within 120 s; stderr: " + Files.readString(err));
            }
            return new Run(
                    process.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }
}

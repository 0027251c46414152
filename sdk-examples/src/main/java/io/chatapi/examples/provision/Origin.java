package io.chatapi.examples.provision;

/**
 * Where an entry of the state file is: file, line and path, such as {@code state.yaml, line 7,
 * agents[1]}. Kept on every entry so that an error found after reading (a password variable that
 * is not set) still points at the line to fix.
 *
 * @param file the state file's name
 * @param line the line, from 1
 * @param path the entry's path, such as {@code agents[1]}
 */
record Origin(String file, int line, String path) {
    @Override
    public String toString() {
        return file + ", line " + line + ", " + path;
    }
}

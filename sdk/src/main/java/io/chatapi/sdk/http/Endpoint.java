package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import java.util.List;
import java.util.Objects;

/**
 * One operation of the API: its HTTP method, whether it changes state, and both of its path forms.
 *
 * @param operation the SDK's name for it, such as {@code agents.get}; used in errors and logs
 * @param method {@code GET} or {@code POST}
 * @param write whether the call changes state on the server; writes are never re-sent
 * @param samplePath the path of the spec's sample query, with {@code :name} parameters
 * @param describedPath the path of the spec's description, with {@code :name} parameters
 */
public record Endpoint(String operation, String method, boolean write, String samplePath, String describedPath) {

    static Endpoint read(String operation, String path) {
        return new Endpoint(operation, "GET", false, path, path);
    }

    static Endpoint read(String operation, String samplePath, String describedPath) {
        return new Endpoint(operation, "GET", false, samplePath, describedPath);
    }

    static Endpoint write(String operation, String path) {
        return new Endpoint(operation, "POST", true, path, path);
    }

    static Endpoint write(String operation, String method, String samplePath, String describedPath) {
        return new Endpoint(operation, method, true, samplePath, describedPath);
    }

    /** Agrees with {@code equals}; hashes only two cached string hashes, as every call looks up its endpoint. */
    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(operation) + Objects.hashCode(samplePath);
    }

    /** Whether the two path forms differ, so that a fallback exists. */
    public boolean hasTwoForms() {
        return !samplePath.equals(describedPath);
    }

    /** The path template of one form. */
    public String path(PathForm form) {
        return form == PathForm.SAMPLE ? samplePath : describedPath;
    }

    /** The forms in the order to try them, given a preferred first form. */
    List<PathForm> formsStartingWith(PathForm first) {
        if (!hasTwoForms()) {
            return List.of(first);
        }
        return List.of(first, first == PathForm.SAMPLE ? PathForm.DESCRIBED : PathForm.SAMPLE);
    }
}

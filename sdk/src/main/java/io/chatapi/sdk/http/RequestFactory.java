package io.chatapi.sdk.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.json.JsonCodec;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.FormBody;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;

/** Turns an {@link ApiCall} and a path form into an OkHttp request. Holds no state but settings. */
final class RequestFactory {
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private static final RequestBody EMPTY_FORM = new FormBody.Builder().build();

    private final HttpUrl baseUrl;
    private final String apiKey;
    private final RequestEncoding encoding;
    private final String userAgent;
    // The URLs of templates without parameters: a list is fetched from the same URL every time.
    private final Map<String, HttpUrl> fixedUrls = new ConcurrentHashMap<>();

    RequestFactory(HttpUrl baseUrl, String apiKey, RequestEncoding encoding, String userAgent) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.encoding = encoding;
        this.userAgent = userAgent;
    }

    /** {@code GET developer/inicialize?developer_token=KEY}; the URL is never printed. */
    Request authentication() {
        HttpUrl url = url(Endpoints.AUTHENTICATE.samplePath(), null)
                .addQueryParameter("developer_token", apiKey)
                .build();
        return new Request.Builder().url(url).header("User-Agent", userAgent).build();
    }

    Request build(ApiCall call, PathForm form) {
        return builder(call, form).build();
    }

    // Left open for the token header, which the chain adds when the turn comes: building once saves a copy.
    Request.Builder builder(ApiCall call, PathForm form) {
        Endpoint endpoint = call.endpoint();
        String template = endpoint.path(form);
        HttpUrl url = !template.contains(":")
                ? fixedUrls.computeIfAbsent(template, t -> url(t, null).build())
                : url(template, call).build();
        Request.Builder request =
                new Request.Builder().url(url).header("User-Agent", userAgent).header("Accept", "application/json");
        return "GET".equals(endpoint.method()) ? request.get() : request.method(endpoint.method(), body(call));
    }

    // Each :name of the template becomes one encoded segment.
    private HttpUrl.Builder url(String template, ApiCall call) {
        HttpUrl.Builder url = baseUrl.newBuilder();
        for (String segment : template.split("/")) {
            if (segment.startsWith(":")) {
                String name = segment.substring(1);
                String value = call == null ? null : call.pathParams().get(name);
                if (value == null) {
                    throw new IllegalStateException("no value for path parameter " + name + " of " + template);
                }
                // addPathSegment percent-encodes '/', '?', '#' and '%', so an id stays one segment.
                url.addPathSegment(value);
            } else if (!segment.isEmpty()) {
                url.addPathSegment(segment);
            }
        }
        return url;
    }

    private RequestBody body(ApiCall call) {
        if (call.params().isEmpty()) {
            return EMPTY_FORM;
        }
        return encoding == RequestEncoding.JSON ? jsonBody(call) : formBody(call);
    }

    private static RequestBody formBody(ApiCall call) {
        FormBody.Builder form = new FormBody.Builder(StandardCharsets.UTF_8);
        for (ApiCall.Param p : call.params()) {
            String name = p.array() ? p.name() + "[]" : p.name();
            for (String value : p.values()) {
                form.add(name, value);
            }
        }
        return form.build();
    }

    private static RequestBody jsonBody(ApiCall call) {
        ObjectNode body = JsonCodec.mapper().createObjectNode();
        for (ApiCall.Param p : call.params()) {
            if (p.array()) {
                ArrayNode values = body.putArray(p.name());
                p.values().forEach(values::add);
            } else {
                body.put(p.name(), p.values().get(0));
            }
        }
        return RequestBody.create(body.toString(), JSON);
    }
}

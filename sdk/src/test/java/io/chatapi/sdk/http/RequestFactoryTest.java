package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import java.util.List;
import okhttp3.HttpUrl;
import okhttp3.Request;
import okio.Buffer;
import org.junit.jupiter.api.Test;

class RequestFactoryTest {
    private static final HttpUrl BASE = HttpUrl.get("https://chat.example.com/api/");

    private static String body(Request request) throws Exception {
        Buffer buffer = new Buffer();
        request.body().writeTo(buffer);
        return buffer.readUtf8();
    }

    private static ApiCall aliasCall() {
        return ApiCall.to(Endpoints.ALIASES_ADD)
                .param("name", "hi")
                .param("text", "Hello & welcome / Zoë")
                .array("domains", List.of("d1", "d2"))
                .build();
    }

    @Test
    void form_encoding_sends_arrays_in_the_php_convention() throws Exception {
        Request request = new RequestFactory(BASE, "k", RequestEncoding.FORM, "ua").build(aliasCall(), PathForm.SAMPLE);

        assertThat(request.method()).isEqualTo("POST");
        assertThat(request.url().toString()).isEqualTo("https://chat.example.com/api/aliases/addalias");
        assertThat(request.body().contentType().toString()).startsWith("application/x-www-form-urlencoded");
        assertThat(body(request))
                .isEqualTo("name=hi&text=Hello+%26+welcome+%2F+Zo%C3%AB&domains%5B%5D=d1&domains%5B%5D=d2");
    }

    @Test
    void json_encoding_sends_one_object_with_arrays_as_arrays() throws Exception {
        Request request = new RequestFactory(BASE, "k", RequestEncoding.JSON, "ua").build(aliasCall(), PathForm.SAMPLE);

        assertThat(request.body().contentType().toString()).startsWith("application/json");
        assertThat(body(request))
                .isEqualTo("{\"name\":\"hi\",\"text\":\"Hello & welcome / Zoë\",\"domains\":[\"d1\",\"d2\"]}");
    }

    @Test
    void a_get_that_changes_state_is_still_a_get_with_its_id_in_the_path() {
        ApiCall call = ApiCall.to(Endpoints.TRIGGERS_DELETE).path("id", "7").build();
        RequestFactory factory = new RequestFactory(BASE, "k", RequestEncoding.FORM, "ua");

        assertThat(factory.build(call, PathForm.SAMPLE).method()).isEqualTo("GET");
        assertThat(factory.build(call, PathForm.SAMPLE).url().encodedPath()).isEqualTo("/api/triggers/deletetrigger/7");
        assertThat(factory.build(call, PathForm.DESCRIBED).url().encodedPath())
                .isEqualTo("/api/triggers/delatetrigger/7");
    }

    @Test
    void the_authentication_request_carries_the_key_in_the_query_and_no_token() {
        Request auth = new RequestFactory(BASE, "key-1", RequestEncoding.FORM, "ua").authentication();

        assertThat(auth.url().encodedPath()).isEqualTo("/api/developer/inicialize");
        assertThat(auth.url().queryParameter("developer_token")).isEqualTo("key-1");
        assertThat(auth.header("x-user-token")).isNull();
    }

    @Test
    void every_endpoint_has_both_forms_declared_and_writes_are_marked() {
        assertThat(Endpoints.AGENTS_GET.path(PathForm.SAMPLE)).isEqualTo("users/getuser/:uid");
        assertThat(Endpoints.AGENTS_GET.path(PathForm.DESCRIBED)).isEqualTo("user/:uid");
        assertThat(Endpoints.DOMAINS_LIST.samplePath()).isEqualTo("chat/list");
        assertThat(Endpoints.TRIGGERS_ADD.describedPath()).isEqualTo("triggers/addtriggers");
        assertThat(Endpoints.ALIASES_DELETE.write()).isTrue();
        assertThat(Endpoints.TICKETS_GET.write()).isFalse();
    }

    @Test
    void a_list_without_parameters_keeps_the_url_of_each_form_and_of_each_client() {
        RequestFactory factory = new RequestFactory(BASE, "k", RequestEncoding.FORM, "ua");
        RequestFactory other =
                new RequestFactory(HttpUrl.get("http://other.example/v2/"), "k", RequestEncoding.FORM, "ua");
        ApiCall list = ApiCall.to(Endpoints.AGENTS_LIST).build();

        for (int i = 0; i < 2; i++) {
            assertThat(factory.build(list, PathForm.SAMPLE).url().toString())
                    .isEqualTo("https://chat.example.com/api/users/list");
            assertThat(factory.build(list, PathForm.DESCRIBED).url().toString())
                    .isEqualTo("https://chat.example.com/api/users/lists");
            assertThat(other.build(list, PathForm.SAMPLE).url().toString())
                    .isEqualTo("http://other.example/v2/users/list");
        }
    }

    @Test
    void an_id_in_the_path_is_encoded_for_each_call_on_its_own() {
        RequestFactory factory = new RequestFactory(BASE, "k", RequestEncoding.FORM, "ua");

        assertThat(factory.build(
                                ApiCall.to(Endpoints.AGENTS_GET)
                                        .path("uid", "a/1")
                                        .build(),
                                PathForm.SAMPLE)
                        .url()
                        .encodedPath())
                .isEqualTo("/api/users/getuser/a%2F1");
        assertThat(factory.build(
                                ApiCall.to(Endpoints.AGENTS_GET)
                                        .path("uid", "b2")
                                        .build(),
                                PathForm.SAMPLE)
                        .url()
                        .encodedPath())
                .isEqualTo("/api/users/getuser/b2");
    }
}

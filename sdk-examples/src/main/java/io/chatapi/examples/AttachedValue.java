package io.chatapi.examples;

import java.nio.file.Path;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Takes a value attached with {@code =} as it is, even when it begins with {@code -}: {@code
 * aliases add --text="-10% on shoes"}. The CLI refuses an option name as another option's value
 * ({@code --report --dry-run} must not write a file named "--dry-run"), and picocli applies that
 * refusal to attached values too; but after {@code =} nothing can be an option, so the value is the
 * user's text. A value given as the next argument is still checked. For free-text and file options
 * (a {@code String} or a {@code Path}).
 */
public final class AttachedValue implements IParameterPreprocessor {
    /** Used by picocli. */
    public AttachedValue() {}

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec command, ArgSpec option, Map<String, Object> info) {
        if (!"=".equals(info.get("separator")) || args.isEmpty() || !args.peek().startsWith("-")) {
            return false; // picocli's own handling: the value is checked as usual
        }
        String value = args.pop();
        if (option.type() == Path.class) {
            option.setValue(Path.of(value));
        } else {
            option.setValue(value);
        }
        return true;
    }
}

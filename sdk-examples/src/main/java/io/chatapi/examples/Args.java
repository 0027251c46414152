package io.chatapi.examples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The parsed arguments of one command: flags ({@code --dry-run}), options with a value ({@code
 * --out FILE} or {@code --out=FILE}) and positional arguments. Anything the command does not
 * declare is bad input, so a typo never silently changes what a command does.
 */
public final class Args {
    /**
     * What a command accepts.
     *
     * @param flags flag names, without the leading dashes
     * @param options names of options that take a value
     * @param maxPositional how many positional arguments are allowed
     */
    public record Spec(Set<String> flags, Set<String> options, int maxPositional) {
        /**
         * Copies the sets.
         *
         * @param flags flag names, without the leading dashes
         * @param options names of options that take a value
         * @param maxPositional how many positional arguments are allowed
         */
        public Spec {
            flags = Set.copyOf(flags);
            options = Set.copyOf(options);
        }
    }

    private final Set<String> flags;
    private final Map<String, String> options;
    private final List<String> positional;

    private Args(Set<String> flags, Map<String, String> options, List<String> positional) {
        this.flags = flags;
        this.options = options;
        this.positional = positional;
    }

    /**
     * Parses {@code args} against {@code spec}; {@code --help} and {@code -h} are always accepted.
     *
     * @param args the arguments after the command name
     * @param spec what the command accepts
     * @return the parsed arguments
     * @throws BadInputException naming the unknown option, the option without a value, or the
     *     surplus argument
     */
    public static Args parse(List<String> args, Spec spec) {
        Set<String> flags = new HashSet<>();
        Map<String, String> options = new HashMap<>();
        List<String> positional = new ArrayList<>();
        boolean onlyPositional = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (onlyPositional || !arg.startsWith("-") || arg.equals("-")) {
                positional.add(arg);
            } else if (arg.equals("--")) {
                onlyPositional = true;
            } else if (arg.equals("-h") || arg.equals("--help")) {
                flags.add("help");
            } else {
                String name = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (spec.flags().contains(name) && value == null) {
                    flags.add(name);
                } else if (spec.options().contains(name)) {
                    if (value == null) {
                        if (i + 1 >= args.size()) {
                            throw new BadInputException("option --" + name + " needs a value");
                        }
                        value = args.get(++i);
                    }
                    if (options.put(name, value) != null) {
                        throw new BadInputException("option --" + name + " is given twice");
                    }
                } else {
                    throw new BadInputException("unknown option " + arg);
                }
            }
        }
        if (!flags.contains("help") && positional.size() > spec.maxPositional()) {
            throw new BadInputException("unexpected argument " + positional.get(spec.maxPositional()));
        }
        return new Args(flags, options, positional);
    }

    /**
     * Whether a flag was given.
     *
     * @param name the flag, without dashes
     * @return true when given
     */
    public boolean flag(String name) {
        return flags.contains(name);
    }

    /**
     * The value of an option.
     *
     * @param name the option, without dashes
     * @return its value, or empty when not given
     */
    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    /**
     * The positional arguments.
     *
     * @return them, in order
     */
    public List<String> positional() {
        return List.copyOf(positional);
    }
}

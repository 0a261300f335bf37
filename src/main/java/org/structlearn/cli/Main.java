package org.structlearn.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.structlearn.InterruptedRunException;
import org.structlearn.StructlearnException;
import org.structlearn.cli.bench.BenchCommand;
import org.structlearn.cli.query.ImputeCommand;
import org.structlearn.cli.query.PredictCommand;
import org.structlearn.cli.query.QueryCommand;
import org.structlearn.cli.study.StudyCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line: {@code java -jar target/structlearn.jar <command> [options]}. Every command
 * prints a readable summary, or one JSON object with {@code --json}; bad input ends with exit code
 * 2 and a one-line message on stderr that says what to fix. Running out of Java heap also ends with
 * exit code 2 and a message saying how big the data are and which {@code -Xmx} to try. Ctrl-C stops
 * a long command with a one-line {@code stopped: ...} message and exit code 130.
 */
@Command(
    name = "structlearn",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Learn, fit, sample, score and compare Bayesian network structures.")
public final class Main implements Runnable {
  /**
   * The subcommands, in the order the usage lists them ({@code help} follows). They are registered
   * by {@link #commandLine}, not in {@code @Command(subcommands = ...)}: picocli builds the model
   * of every registered command by reflection, about 0.05–0.1 s each in a fresh JVM, so a process
   * that runs one command registers only that one.
   */
  static final List<Class<?>> SUBCOMMANDS =
      List.of(
          SampleCommand.class,
          FitCommand.class,
          ScoreCommand.class,
          CiTestCommand.class,
          DiscretizeCommand.class,
          LearnCommand.class,
          CvCommand.class,
          StrengthCommand.class,
          BenchCommand.class,
          CompareCommand.class,
          StudyCommand.class,
          EmCommand.class,
          HolesCommand.class,
          QueryCommand.class,
          PredictCommand.class,
          ImputeCommand.class);

  /** The exit code of a command stopped by an interrupt (128 + SIGINT, as shells report). */
  public static final int EXIT_INTERRUPTED = 130;

  /** How long the shutdown hook waits for an interrupted command to stop. */
  static final long INTERRUPT_GRACE_MILLIS = 5000;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Runs the command line and returns the exit code: 0 success; 2 bad input, a usage error
   * (picocli's convention) or a Java heap too small for the data (the message says how big they are
   * and which {@code -Xmx} to try); 130 when the thread was interrupted; 1 an unexpected internal
   * error (with its stack trace).
   */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = commandLine(args);
    cl.setOut(out);
    cl.setErr(err);
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof InterruptedRunException) {
            commandLine.getErr().println("stopped: " + ex.getMessage());
            commandLine.getErr().flush();
            return EXIT_INTERRUPTED;
          }
          if (ex instanceof StructlearnException
              || ex instanceof IllegalArgumentException
              || ex instanceof java.io.UncheckedIOException) {
            commandLine
                .getErr()
                .println("error: " + withOptionName(ex.getMessage(), commandLine.getCommandSpec()));
            commandLine.getErr().flush();
            return 2;
          }
          if (OutOfMemoryMessage.isOutOfMemory(ex)) { // thrown by a worker thread, wrapped
            return outOfMemory(cl, args, err);
          }
          throw ex;
        });
    int code;
    try {
      code = cl.execute(args);
    } catch (OutOfMemoryError e) {
      code = outOfMemory(cl, args, err);
    }
    out.flush();
    err.flush();
    return code;
  }

  private static final java.util.regex.Pattern FIRST_WORD =
      java.util.regex.Pattern.compile("^([a-z][A-Za-z]*)\\b");

  /**
   * A library message that starts with an options record's field name ({@code "maxParents must be
   * >= 0, was -1"}) names the command's option instead ({@code "--max-parents must be >= 0, was
   * -1"}) when the command has an option of that name in kebab case; any other message is kept.
   */
  static String withOptionName(String message, CommandLine.Model.CommandSpec spec) {
    if (message == null) {
      return "(no message)";
    }
    java.util.regex.Matcher m = FIRST_WORD.matcher(message);
    if (!m.find()) {
      return message;
    }
    String word = m.group(1);
    String option = "--" + word.replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT);
    return spec.findOption(option) != null ? option + message.substring(word.length()) : message;
  }

  /**
   * The command line for these arguments. When the first argument names a subcommand, only that one
   * is registered: parsing, its usage ({@code learn --help}) and its errors are the same as with
   * all of them, and the others' models are not built. {@code --version} alone needs none. Anything
   * else (no arguments, {@code --help}, {@code help ...}, an unknown command, whose message
   * suggests the known ones) gets them all.
   */
  static CommandLine commandLine(String[] args) {
    CommandLine cl = new CommandLine(new Main());
    String first = args.length > 0 ? args[0] : "";
    if (args.length == 1 && (first.equals("--version") || first.equals("-V"))) {
      return cl;
    }
    for (Class<?> c : SUBCOMMANDS) {
      if (c.getAnnotation(Command.class).name().equals(first)) {
        return withAlgorithmOptions(cl.addSubcommand(c));
      }
    }
    SUBCOMMANDS.forEach(cl::addSubcommand);
    return withAlgorithmOptions(cl.addSubcommand(CommandLine.HelpCommand.class));
  }

  /** Adds the registry's options to the subcommands that learn ({@link AlgorithmOptions}). */
  private static CommandLine withAlgorithmOptions(CommandLine cl) {
    for (CommandLine sub : cl.getSubcommands().values()) {
      if (sub.getCommand() instanceof AlgorithmOptions.Taker) {
        AlgorithmOptions.addTo(sub.getCommandSpec());
      }
    }
    return cl;
  }

  private static int outOfMemory(CommandLine cl, String[] args, PrintWriter err) {
    err.println("error: " + OutOfMemoryMessage.of(cl, args));
    err.flush();
    return 2;
  }

  /**
   * Runs the command line and exits with its code. Ctrl-C (SIGINT) or SIGTERM runs a shutdown hook
   * that interrupts the command and waits up to {@value #INTERRUPT_GRACE_MILLIS} ms for it to stop:
   * a search, sampling or cross-validation then ends with a one-line {@code stopped: ...} message
   * on stderr instead of a stack trace, and the JVM exits with the signal's status (130 for SIGINT,
   * 143 for SIGTERM).
   */
  public static void main(String[] args) {
    if (ThreadCpu.asked(args)) {
      ThreadCpu.threadNanos(); // start the management bean before the warm-up and the reading
    }
    LearnWarmup.early(args);
    Thread command = Thread.currentThread();
    AtomicBoolean done = new AtomicBoolean();
    Thread hook =
        new Thread(
            () -> {
              if (!done.get()) {
                command.interrupt();
                try {
                  command.join(INTERRUPT_GRACE_MILLIS);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              }
            },
            "structlearn-cli-interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    int code = execute(args, new PrintWriter(System.out), new PrintWriter(System.err));
    done.set(true);
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // a signal started the shutdown: the JVM exits with the signal's status once this thread
      // ends, and System.exit here would block for ever
      return;
    }
    System.exit(code);
  }

  /** Reads the version from the jar manifest, if any. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"structlearn " + (v == null ? "(development build)" : v)};
    }
  }
}

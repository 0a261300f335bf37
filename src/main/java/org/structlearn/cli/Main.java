package org.structlearn.cli;

import java.io.PrintWriter;
import org.structlearn.StructlearnException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line: {@code java -jar target/structlearn.jar <command> [options]}. Every command
 * prints a readable summary, or one JSON object with {@code --json}; bad input ends with exit code
 * 2 and a one-line message on stderr that says what to fix. Running out of Java heap also ends with
 * exit code 2 and a message saying how big the data are and which {@code -Xmx} to try.
 */
@Command(
    name = "structlearn",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Learn, fit, sample, score and compare Bayesian network structures.",
    subcommands = {
      SampleCommand.class,
      FitCommand.class,
      ScoreCommand.class,
      LearnCommand.class,
      CvCommand.class,
      BenchCommand.class,
      CompareCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Runs the command line and returns the exit code: 0 success; 2 bad input, a usage error
   * (picocli's convention) or a Java heap too small for the data (the message says how big they are
   * and which {@code -Xmx} to try); 1 an unexpected internal error (with its stack trace).
   */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new Main());
    cl.setOut(out);
    cl.setErr(err);
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof StructlearnException
              || ex instanceof IllegalArgumentException
              || ex instanceof java.io.UncheckedIOException) {
            commandLine.getErr().println("error: " + ex.getMessage());
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

  private static int outOfMemory(CommandLine cl, String[] args, PrintWriter err) {
    err.println("error: " + OutOfMemoryMessage.of(cl, args));
    err.flush();
    return 2;
  }

  public static void main(String[] args) {
    System.exit(execute(args, new PrintWriter(System.out), new PrintWriter(System.err)));
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

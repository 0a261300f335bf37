package org.structlearn.io;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.zip.ZipException;

/**
 * The operating system's reason for a failed file operation, in words: Java's {@link
 * NoSuchFileException} and its kin carry only the path as their message, which makes "cannot write
 * x.csv: x.csv". Messages built with {@link #reason} name the reason instead.
 */
public final class IoErrors {
  private IoErrors() {}

  /** The reason an I/O operation failed, without the file's name (the caller names the file). */
  public static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name already exists";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "the directory is not empty";
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason(); // e.g. "No space left on device", "Is a directory"
    }
    if (e instanceof EOFException || e instanceof ZipException) {
      return "the compressed file is truncated or corrupt ("
          + (e.getMessage() == null ? "unexpected end of data" : e.getMessage())
          + ")";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** "cannot {verb} {file}: {reason}". */
  public static String message(String verb, Object file, IOException e) {
    return "cannot " + verb + " " + file + ": " + reason(e);
  }
}

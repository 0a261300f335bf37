package org.structlearn.viz;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Base64;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Makes the JJava notebook kernel show a {@link Picture} as its own complete PNG.
 *
 * <p>Why: JJava 1.0a8 renders every {@link java.awt.image.RenderedImage} by writing the PNG through
 * {@code Base64.getEncoder().wrap(stream)} and never closing the wrapping stream, so the encoder's
 * last partial group (the PNG's length mod 3 bytes, the end of the IEND chunk) is never written.
 * Browsers show such an image; PIL, ImageMagick and nbconvert's PDF export reject it. Its renderer
 * looks for a render function registered for the object's own class before those of its
 * superclasses and interfaces, so a function registered for {@code Picture} wins.
 *
 * <p>How: when the first picture is made in a JVM that runs the JJava kernel, this finds the kernel
 * through {@code BaseKernel.notebookKernel()} and registers, by reflection (structlearn does not
 * depend on the kernel), a render function for {@code Picture} that supplies {@link
 * Picture#pngBase64()}; the kernel adds the {@code text/plain} form from {@link
 * Picture#toString()}. Anywhere else (no kernel class on the class path, another kernel, a changed
 * API) it does nothing, and a kernel then renders pictures as it renders any image.
 */
final class KernelDisplay {
  private static final String KERNEL = "org.dflib.jjava.jupyter.kernel.BaseKernel";
  private static final String RENDER_FUNCTION =
      "org.dflib.jjava.jupyter.kernel.display.RenderFunction";
  private static final String MIME_TYPE = "org.dflib.jjava.jupyter.kernel.display.mime.MIMEType";

  private KernelDisplay() {}

  /** Registers the picture renderer with a running JJava kernel, if there is one. Never throws. */
  static void install() {
    try {
      ClassLoader loader = Picture.class.getClassLoader();
      Class<?> kernelClass = Class.forName(KERNEL, false, loader);
      Object kernel = kernelClass.getMethod("notebookKernel").invoke(null);
      if (kernel == null) {
        return;
      }
      Object renderer = kernelClass.getMethod("getRenderer").invoke(kernel);
      Class<?> mimeClass = Class.forName(MIME_TYPE, false, loader);
      Object png = mimeClass.getField("IMAGE_PNG").get(null);
      Class<?> functionClass = Class.forName(RENDER_FUNCTION, false, loader);
      Method renderIfRequested =
          Class.forName("org.dflib.jjava.jupyter.kernel.display.RenderContext", false, loader)
              .getMethod("renderIfRequested", mimeClass, Supplier.class);
      InvocationHandler handler =
          (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
              return objectMethod(proxy, method, args);
            }
            Picture picture = (Picture) args[0];
            Supplier<Object> data = picture::pngBase64;
            renderIfRequested.invoke(args[1], png, data);
            return null;
          };
      Object function = Proxy.newProxyInstance(loader, new Class<?>[] {functionClass}, handler);
      renderer
          .getClass()
          .getMethod("register", Set.class, Set.class, Set.class, functionClass)
          .invoke(renderer, Set.of(png), Set.of(png), Set.of(Picture.class), function);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      // not in a JJava kernel, or one whose API differs: the kernel's own image renderer applies
    }
  }

  private static Object objectMethod(Object proxy, Method method, Object[] args) {
    return switch (method.getName()) {
      case "equals" -> proxy == args[0];
      case "hashCode" -> System.identityHashCode(proxy);
      default -> "structlearn picture renderer";
    };
  }

  /** Base64 of the given bytes, as notebook display data holds an image. */
  static String base64(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }
}

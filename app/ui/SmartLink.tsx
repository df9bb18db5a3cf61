import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * A plain anchor: every page is its own document (decision 304), so an internal path is an ordinary
 * page load, prefetched on hover by the page script. Web links leave in a new tab so the visitor keeps
 * our page.
 */
export function SmartLink({ href, children, ...props }: Props) {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
    </a>
  );
}

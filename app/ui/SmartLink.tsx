import type { ComponentProps } from "react";
import { Link } from "react-router";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * Internal paths navigate client-side (with prefetch on intent); everything else is a plain anchor,
 * and web links leave in a new tab so the visitor keeps our page.
 */
export function SmartLink({ href, children, ...props }: Props) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} prefetch="intent" {...props}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
    </a>
  );
}

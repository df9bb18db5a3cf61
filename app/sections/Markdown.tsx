import type { ReactNode } from "react";
import type { Nodes, Root } from "mdast";
import { SmartLink } from "../ui/SmartLink.tsx";
import { withAddressBreaks } from "../ui/address-breaks.tsx";

/**
 * Renders the mdast that codegen produced. Content never reaches the page as HTML, so it cannot inject
 * markup or scripts: codegen refuses raw HTML in Markdown (CG143), and this renderer has no case for it.
 * A block a translation shows in English (outdated there: codegen/outdated-translations.ts) says so in `lang`.
 */
export function Markdown({ tree }: { tree: Root }) {
  return <>{tree.children.map((node, index) => render(node, index))}</>;
}

function children(node: Nodes): ReactNode {
  return "children" in node ? node.children.map((child, index) => render(child, index)) : null;
}

function render(node: Nodes, key: number): ReactNode {
  switch (node.type) {
    case "heading": {
      const Tag = `h${Math.min(node.depth, 6)}` as "h1";
      return (
        <Tag key={key} id={node.data?.id} lang={node.data?.lang}>
          {children(node)}
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p key={key} lang={node.data?.lang}>
          {children(node)}
        </p>
      );
    case "text":
      return withAddressBreaks(node.value);
    case "strong":
      return <strong key={key}>{children(node)}</strong>;
    case "emphasis":
      return <em key={key}>{children(node)}</em>;
    case "delete":
      return <del key={key}>{children(node)}</del>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "code":
      return (
        <pre key={key} lang={node.data?.lang}>
          <code>{node.value}</code>
        </pre>
      );
    case "break":
      return <br key={key} />;
    case "thematicBreak":
      return <hr key={key} />;
    case "blockquote":
      return (
        <blockquote key={key} lang={node.data?.lang}>
          {children(node)}
        </blockquote>
      );
    case "list":
      return node.ordered ? (
        <ol key={key} lang={node.data?.lang}>
          {children(node)}
        </ol>
      ) : (
        <ul key={key} lang={node.data?.lang}>
          {children(node)}
        </ul>
      );
    case "listItem":
      // Tight list items wrap their text in a paragraph in mdast; unwrap it so lists stay compact.
      return (
        <li key={key}>
          {node.spread
            ? children(node)
            : node.children.map((child, index) =>
                child.type === "paragraph" ? <span key={index}>{children(child)}</span> : render(child, index),
              )}
        </li>
      );
    case "image":
      // Codegen checks that the file exists under app/public (CG142); its size is unknown, so it loads lazily.
      return <img key={key} src={node.url} alt={node.alt ?? ""} title={node.title ?? undefined} loading="lazy" decoding="async" />;
    case "link":
      return (
        <SmartLink key={key} href={node.url} title={node.title ?? undefined}>
          {children(node)}
        </SmartLink>
      );
    case "table":
      return (
        <table key={key} lang={node.data?.lang}>
          <tbody>{children(node)}</tbody>
        </table>
      );
    case "tableRow":
      return <tr key={key}>{children(node)}</tr>;
    case "tableCell":
      return <td key={key}>{children(node)}</td>;
    default:
      return null;
  }
}

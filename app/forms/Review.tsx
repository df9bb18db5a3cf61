import type { FormFile } from "#model/schema/index.ts";
import { withAddressBreaks } from "../ui/address-breaks.tsx";
import * as styles from "./form.css.ts";
import type { FormValues } from "./values.ts";

type ReviewItems = NonNullable<NonNullable<FormFile["steps"]>[number]["review"]>;

/** The last wizard step: what will be sent, as the visitor entered it. */
export function Review({ items, values }: { items: ReviewItems; values: FormValues }) {
  return (
    <dl className={styles.review}>
      {items.map((item) => (
        <div key={item.label} className={styles.reviewPair}>
          <dt className={styles.reviewTerm}>{item.label}</dt>
          <dd className={styles.reviewValue}>
            {item.show === "count"
              ? item.fields.map((name) => (Array.isArray(values[name]) ? values[name].length : 0)).join(", ")
              : withAddressBreaks(
                  item.fields
                    .map((name) => String(values[name] ?? ""))
                    .filter(Boolean)
                    .join(", "),
                )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import type { SingleField, Written } from "#model/schema/index.ts";
import type { LangOf } from "../lib/lang-of.ts";
import { FROM_QUERY } from "./island.ts";
import * as styles from "./form.css.ts";

interface Props {
  /** Its options' figures ("$10,000 – $50,000", «10 000–50 000 $») written in the form's language by codegen. */
  field: Written<SingleField>;
  /** The posted name: `email`, or `vms.0.cpu` inside a row. */
  name: string;
  id: string;
  /** What the control starts with; after that its value is the browser's (the visitor's). */
  defaultValue: string | number;
  /** What the control holds now, as last read from the form: for the counter only. */
  current: string | number;
  error: string | undefined;
  /** Marks a text a translated form shows in English (app/lib/lang-of.ts). */
  langOf: LangOf;
}

/**
 * One labelled native control with its hint, counter and error wired up for assistive technology. The
 * control is uncontrolled: nothing here ever writes its value, so what a visitor types before, while or
 * after the form island starts stays theirs (the form reads values with FormData).
 */
export function Field({ field, name, id, defaultValue, current, error, langOf }: Props) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = field.type === "textarea" && field.counter ? `${id}-counter` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(" ") || undefined;
  const required = field.rules.some((rule) => rule.rule === "required");
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    className: styles.control,
  };
  const initial = String(defaultValue ?? "");
  const text = String(current ?? "");

  return (
    <div className={styles.field} data-width={field.width}>
      <label htmlFor={id} className={styles.label} lang={langOf(field.label)}>
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} className={styles.hint} lang={langOf(field.hint)}>
          {field.hint}
        </p>
      )}
      <div className={styles.entry}>
        {field.type === "textarea" ? (
          <>
            <textarea
              {...common}
              rows={field.rows}
              defaultValue={initial}
              placeholder={field.placeholder}
              data-warn={field.counter?.warnBelow && text.length > 0 && text.length < field.counter.warnBelow ? true : undefined}
            />
            {field.counter && <Counter id={counterId!} length={text.length} counter={field.counter} invalid={error !== undefined} />}
          </>
        ) : field.type === "select" ? (
          <select {...common} defaultValue={initial} {...(field.fromQuery && { [FROM_QUERY]: true })}>
            <option value="" lang={langOf(field.prompt)}>
              {field.prompt}
            </option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value} lang={langOf(option.label)}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.type === "number" ? "number" : field.type}
            inputMode={field.type === "number" ? "numeric" : undefined}
            autoComplete={field.autocomplete}
            placeholder={field.placeholder}
            defaultValue={initial}
          />
        )}
        {error && (
          <p id={errorId} className={styles.error} lang={langOf(error)}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

type CounterSpec = NonNullable<Extract<SingleField, { type: "textarea" }>["counter"]>;

function Counter({ id, length, counter, invalid }: { id: string; length: number; counter: CounterSpec; invalid: boolean }) {
  const below = counter.warnBelow !== undefined && length < counter.warnBelow;
  // Neutral until the value breaks its rule: an empty field has broken none until a submit says it is required.
  const broken = invalid || length > counter.max || (below && length > 0);
  return (
    <p id={id} className={styles.counter} data-warn={broken || undefined}>
      {length}/{counter.max}
      {below && counter.belowLabel ? ` ${counter.belowLabel}` : ""}
    </p>
  );
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedValues } from "./lib/typed-before-hydration.ts";

// React Router's default client entry, plus one thing: only pages with a form hydrate, and what a
// visitor typed while the scripts were loading is kept (decision 306).
keepTypedValues(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

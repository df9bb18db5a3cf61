import { test as base, expect } from "@playwright/test";

export const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Every test fails if the page logs a console error or throws, whatever else it checks. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

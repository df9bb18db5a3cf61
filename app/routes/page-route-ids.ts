/** The ids of the two routes that render pages (app/routes/page.tsx): every path, and "/". */
export const PAGE_ROUTE_IDS = { page: "page", home: "home" } as const;

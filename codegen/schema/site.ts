import { z } from "zod";
import { href, image, text } from "./common.ts";
import { seo } from "./seo.ts";

const navLink = z.strictObject({ label: text, href });

const navItem = z.union([
  z.strictObject({ label: text, href, highlight: z.boolean().default(false) }),
  z.strictObject({ label: text, href: href.optional(), children: z.array(navLink).min(1) }),
]);

const claim = z.strictObject({ value: text, label: text });

export const siteFile = z.strictObject({
  name: text,
  url: z.url().describe("Fallback public URL; PUBLIC_SITE_URL overrides it at run time."),
  locale: z.string().default("en"),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour like #2563eb"),
  logo: z.strictObject({
    image,
    /** Tried in order when the previous image fails to load. */
    fallbacks: z.array(z.string().min(1)).default([]),
  }),
  footerLogo: z.strictObject({ image, fallbacks: z.array(z.string().min(1)).default([]) }),
  defaults: z.strictObject({ ...seo }),
  navigation: z.strictObject({
    items: z.array(navItem).min(1),
    cta: navLink,
  }),
  footer: z.strictObject({
    tagline: text,
    groups: z.array(z.strictObject({ title: text, links: z.array(navLink).min(1) })).min(1),
    copyright: text,
  }),
  contacts: z.strictObject({
    email: z.email(),
    phone: text,
    address: text,
  }),
  claims: z.record(z.string().regex(/^[a-zA-Z]\w*$/), claim),
  notFound: z.strictObject({
    code: text,
    title: text,
    body: text.optional(),
    homeLabel: text,
  }),
  labels: z.strictObject({
    skipToContent: text,
    openMenu: text,
    closeMenu: text,
    scrollToTop: text,
    lastUpdated: text,
    mainNavigation: text,
  }),
});

export type SiteFile = z.infer<typeof siteFile>;
export type Claim = z.infer<typeof claim>;

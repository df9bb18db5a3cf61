import { z } from "zod";
import { ON_EVERY_MAP } from "../hero-maps.ts";
import { anchorId, brandImage, entryId, href, text, textFor, until } from "./common.ts";
import { consent } from "./consent.ts";
import { textOrFigure } from "./figure.ts";
import { LOCALES } from "./locales.ts";
import { seo } from "./seo.ts";
import { MENU_ROW, TEXT_LIMITS } from "./text-limits.ts";

const menuLabel = textFor(TEXT_LIMITS.menuLabel);

const navItem = z.union([
  z.strictObject({ ...entryId, label: menuLabel, href, highlight: z.boolean().default(false) }),
  z.strictObject({
    ...entryId,
    label: menuLabel,
    href: href.optional(),
    /** The group's own page as the menu's first link ("All solutions"), so it does not repeat the group's name. */
    overviewLabel: textFor(TEXT_LIMITS.menuLink).optional(),
    children: z.array(z.strictObject({ ...entryId, label: textFor(TEXT_LIMITS.menuLink), href })).min(1),
  }),
]);

/** The header's row: the top-level labels and the button, which must fit one row together at 1280 px. */
const navigation = z
  .strictObject({
    items: z.array(navItem).min(1),
    cta: z.strictObject({ label: textFor(TEXT_LIMITS.headerButton), href }),
  })
  .superRefine((menu, context) => {
    const length = [...menu.items, menu.cta].reduce((sum, item) => sum + item.label.length, 0);
    if (length > MENU_ROW.max) {
      context.addIssue({
        code: "custom",
        path: ["items"],
        message: `${MENU_ROW.place} hold at most ${MENU_ROW.max} characters in one row at 1280 px; these have ${length}`,
      });
    }
  });

const footerLink = z.strictObject({ ...entryId, label: textFor(TEXT_LIMITS.footerLink), href });

const errorPage = z.strictObject({ title: text, body: text });

/**
 * What a figure commits to, so two figures for one promise cannot both be printed (docs/decisions/465):
 * `what` names the promise ("first reply by e-mail"), `scope` whom or when this figure holds for
 * ("without a support contract", "Business Critical"). Codegen refuses two claims with one `what` and
 * different values unless each names a scope of its own (CG465).
 */
const promise = z.strictObject({ what: z.string().min(3), scope: z.string().min(3).optional() });

const claim = z.strictObject({
  value: textOrFigure,
  label: text,
  until: until.optional(),
  promise: promise.optional(),
  /** Where the binding text states this figure (the SLA for uptime and response times), checked like every link. */
  proof: z.strictObject({ href }).optional(),
});

const ms = z.number().int().min(0);

/**
 * The data centres the hero maps mark (`art: map`, `art: region-map`), each where its coordinates put it; the
 * maps' description, the city names and the status words come from here in every language, never from the
 * drawing. A map labels a place by its city in the reader's language: the facility's identifier (Tashkent DC1)
 * is the glossary's, for the pages that name facilities (decision 494).
 */
const dataCentres = z.strictObject({
  mapAlt: text,
  statusLabels: z.strictObject({ running: text, planned: text }),
  sites: z
    .array(
      z.strictObject({
        id: anchorId,
        city: text,
        status: z.enum(["running", "planned"]),
        /** Degrees north and east, inside what every map shows (model/hero-maps.ts). */
        lat: z.number().min(ON_EVERY_MAP.south).max(ON_EVERY_MAP.north),
        lon: z.number().min(ON_EVERY_MAP.west).max(ON_EVERY_MAP.east),
      }),
    )
    .min(1),
});

/** Spec §1 and §9: one toast at a time, 5000 ms, swipe right 50 px, hotkey F8. */
const toasts = z.strictObject({
  limit: z.number().int().min(1).default(1),
  durationMs: ms.default(5000),
  /** How long a dismissed toast stays in the store before it is removed (see docs/decisions/301-toasts.md). */
  removeDelayMs: ms.default(1_000_000),
  swipeThresholdPx: z.number().int().min(1).default(50),
  hotkey: z.string().min(1).default("F8"),
  labels: z.strictObject({ region: text.default("Notifications"), dismiss: text.default("Dismiss notification") }).prefault({}),
});

/** The third-party support chat (Intercom-style global); only used when CHAT_APP_ID is set at build time. */
const chat = z.strictObject({
  /** Must contain {region} and {appId}; tests point it at a fake script. */
  scriptUrl: z
    .string()
    .regex(/^https?:\/\/[^\s]*\{region\}[^\s]*$/, "must be an http(s) URL containing {region}")
    .refine((value) => value.includes("{appId}"), "must contain {appId}")
    .default("https://widget.{region}.chat-provider.example/widget.js?app_id={appId}"),
  /** The global the widget script defines, called as window[globalName](command, ...args). */
  globalName: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/, "must be a JavaScript identifier")
    .default("SupportChat"),
  /** Where the button leads when chat is not configured or without JavaScript. */
  fallbackHref: href.default("/contact"),
  labels: z
    .strictObject({
      open: text.default("Chat with us"),
      loading: text.default("Opening chat…"),
      unavailable: text.default("The chat is unavailable right now."),
    })
    .prefault({}),
  /**
   * The line the chat shows before its widget first loads (the widget sets its provider's cookies as it
   * opens): who provides it and where, with a link to the policy, and the button that opens it
   * (docs/decisions/461).
   */
  notice: z.strictObject({
    text: text.refine((value) => value.split("{policy}").length === 2, "must contain {policy} once: where the link to the policy stands"),
    policy: z.strictObject({ label: text, href }),
    open: text,
  }),
});

/** posthog-js settings from spec §9 (analytics defaults); ranges are the ones the spec allows. */
const analytics = z.strictObject({
  flushIntervalMs: z.number().int().min(250).max(5000).default(3000),
  rateLimit: z
    .strictObject({ eventsPerSecond: z.number().int().min(1).default(10), burstLimit: z.number().int().min(1).default(100) })
    .prefault({}),
  sessionIdleTimeoutSeconds: z.number().int().min(60).max(36000).default(1800),
  surveysRequestTimeoutMs: ms.default(10_000),
  flagsRequestTimeoutMs: ms.default(3000),
  cookieExpirationDays: z.number().int().min(1).default(365),
  propertyStringMaxLength: z.number().int().min(1).default(65_535),
  /** How often the address is polled for changes that popstate does not report (spec: one second). */
  pageviewPollMs: z.number().int().min(100).default(1000),
  autocaptureElements: z
    .array(z.enum(["a", "button", "form", "input", "select", "textarea", "label"]))
    .min(1)
    .default(["button", "a"]),
  maskAllInputs: z.boolean().default(true),
  /**
   * On a page loaded after the visitor allowed analytics, posthog-js starts on the first interaction, or this
   * long after the load event, whichever comes first: its start-up is one long task that must not fall in
   * the page's time to interactive. The click that allows it starts it at once.
   */
  startDelayMs: z.number().int().min(0).max(30_000).default(6000),
  /**
   * The local-storage entry that remembers the visitor's answer to the consent banner, "granted" or
   * "denied": first-party, never sent anywhere, and kept by the first-visit reset, which clears cookies only.
   */
  consentStorageKey: z.string().min(1).default("analytics-consent"),
});

/**
 * The choice a visitor makes before analytics may run (docs/decisions/384): a banner and a footer link,
 * rendered only when POSTHOG_KEY was set at build time. Until the visitor says yes (`analytics.consentStorageKey`),
 * posthog-js is never loaded, so no analytics cookie or request exists.
 */
const analyticsConsent = z.strictObject({
  /** The policy's section on analytics: the banner links it, and the footer link opens it without JavaScript. */
  policy: z.strictObject({ label: text, href }).prefault({ label: "Privacy policy", href: "/privacy-policy#third-parties" }),
  labels: z
    .strictObject({
      /** The banner's accessible name (a region landmark). */
      region: text.default("Analytics"),
      text: text.default("May we count page views and clicks with analytics? It sets a cookie, and only if you allow it."),
      accept: textFor(TEXT_LIMITS.buttonLabel).default("Allow analytics"),
      decline: textFor(TEXT_LIMITS.buttonLabel).default("Decline"),
      /** The footer link that shows the banner again, so the choice can be changed. */
      settings: textFor(TEXT_LIMITS.footerLink).default("Cookie settings"),
    })
    .prefault({}),
});

/**
 * A legal entity that contracts with customers and operates their personal data. `tin` is the
 * taxpayer number in its country's format (Uzbekistan: STIR, 9 digits; Kyrgyzstan: ИНН, 14 digits).
 */
const legalEntity = (tinDigits: number) =>
  z.strictObject({
    name: text,
    tin: z.string().regex(new RegExp(`^\\d{${tinDigits}}$`), `must be ${tinDigits} digits`),
    address: text,
  });

/**
 * Who the privacy policy and terms name, inserted into content/legal/*.md as `{{legal.…}}` so no
 * document repeats them (docs/decisions/368).
 */
const legal = z.strictObject({
  /**
   * `uz` owns and operates the site's personal data and serves customers in Uzbekistan; `kg` serves
   * customers in Kyrgyzstan and carries its number in the Kyrgyz Register of holders of personal data
   * arrays (Law No. 58, art. 30).
   */
  operators: z.strictObject({ uz: legalEntity(9), kg: legalEntity(14).extend({ registryNumber: text }) }),
  /** The state bodies that supervise personal data in each country. */
  authorities: z.strictObject({ uz: text, kg: text }),
  /** The services that receive personal data from the site, as the privacy policy names them. */
  processors: z.strictObject({ analytics: text, chat: text, crm: text }),
  /**
   * Where each of those services processes the data: a transfer abroad the policy must name. Translated,
   * unlike the services' names (so its keys are not `processors`' shared ones).
   */
  processedIn: z.strictObject({ analyticsData: text, chatData: text, crmData: text }),
  /** Days within which a data subject's request is answered, per country (Kyrgyzstan: one week, Law No. 58 art. 17). */
  answerDays: z.strictObject({ uz: z.number().int().min(1).max(30), kg: z.number().int().min(1).max(30) }),
  /**
   * What a page shows in place of a detail the company has not supplied yet (a TIN of zeros, an "Example"
   * address or provider): the content keeps the placeholder, visible to `--strict` (CG135), and visitors
   * read this instead (docs/decisions/381).
   */
  notPublished: text,
});

const characters = z.number().int().positive();

/**
 * The most characters each kind of text field takes where its form sets no `max` of its own: every field has
 * a limit, so no lead carries a megabyte in a name (docs/decisions/391). An e-mail address holds 254 (RFC
 * 5321), a URL 2,048 (what browsers and the URL pattern accept).
 */
const fieldLimits = z.strictObject({
  text: characters.default(200),
  email: characters.max(254).default(254),
  tel: characters.default(40),
  url: characters.max(2048).default(2048),
  textarea: characters.default(5000),
});

const firstVisitReset = z.strictObject({
  enabled: z.boolean().default(true),
  storageKey: z.string().min(1).default("first-visit"),
});

export const siteFile = z.strictObject({
  name: text,
  url: z.url().describe("Fallback public URL; PUBLIC_SITE_URL overrides it at run time."),
  /** Set by codegen for each language's site text; English in content/site.yaml. */
  locale: z.enum(LOCALES).default("en"),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour like #2563eb"),
  logo: z.strictObject({
    image: brandImage,
    /** Tried in order when the previous image fails to load. */
    fallbacks: z.array(z.string().min(1)).default([]),
  }),
  footerLogo: z.strictObject({ image: brandImage, fallbacks: z.array(z.string().min(1)).default([]) }),
  defaults: z.strictObject({ ...seo }),
  navigation,
  footer: z.strictObject({
    tagline: text,
    groups: z.array(z.strictObject({ ...entryId, title: textFor(TEXT_LIMITS.footerHeading), links: z.array(footerLink).min(1) })).min(1),
    /** `{year}` becomes the build's year, so the notice never needs a yearly edit. */
    copyright: text.refine((value) => value.includes("{year}"), "must contain {year}: the build puts its own year there"),
  }),
  /**
   * Every address the site gives, once: pages link to one as `href: contacts.sales` and quote it as
   * `{{contacts.sales}}` (docs/decisions/372). Beyond these three, any name: an e-mail address, a phone
   * number, an http(s) URL (a scheduler, a social page) or a page of the site (`/contact?interest=demo`).
   */
  contacts: z
    .strictObject({
      email: z.email(),
      phone: text,
      address: text,
    })
    .catchall(
      z.union([z.email(), z.string().regex(/^\+[\d ()-]+$/), z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^\s]*$/)], {
        error: "must be an e-mail address, a phone number (+998 71 …), an http(s) URL or a path of the site (/contact?interest=demo)",
      }),
    ),
  claims: z.record(z.string().regex(/^[a-zA-Z]\w*$/), claim),
  notFound: z.strictObject({
    code: text,
    title: text,
    body: text.optional(),
    homeLabel: text,
  }),
  /** What a visitor reads when a request ends in an error other than 404: the reason phrase and what to do. */
  errorPages: z.strictObject({
    "400": errorPage,
    "403": errorPage,
    "405": errorPage,
    "413": errorPage,
    "415": errorPage,
    "429": errorPage,
    "500": errorPage,
  }),
  labels: z.strictObject({
    skipToContent: text,
    openMenu: text,
    closeMenu: text,
    scrollToTop: text,
    lastUpdated: text,
    mainNavigation: text,
    /** Accessible name of the language switcher in the header and the footer. */
    language: text,
    /** The message of a form field holding a character no lead may store (model/storable-text.ts). */
    unsupportedCharacters: text,
    /** A text field past its limit where its form gives no message of its own; {max} is the limit. */
    tooLong: text.refine((value) => value.includes("{max}"), "must contain {max}, the field's limit"),
    /** The label of the hidden field only bots fill in (app/forms/LeadForm.tsx): read without CSS and by crawlers. */
    honeypot: text,
    /** The accessible name of a repeated group's remove button; {row} is the row's own label ("VM 2"). */
    removeRow: text.refine((value) => value.includes("{row}"), "must contain {row}, the row's label"),
    /** A form sent again under the same key with other answers: the first one was stored, this one was not. */
    formResent: text,
    /** A sent form's success state: the name of the reference its visitor may quote, and why it is shown. */
    requestReference: text,
    quoteReference: text,
    /** The button of a success state that brings back the form, empty, for another message or request. */
    sendAnother: text,
    /** The server's 400 pages, answered before any route: a Host that is no host name, a path it cannot read. */
    invalidHost: text,
    invalidTarget: text,
    /** The 400 of a form post whose Origin is the site's but whose Host names another (server/pipeline.ts). */
    foreignHost: text,
  }),
  dataCentres,
  toasts: toasts.prefault({}),
  chat,
  analytics: analytics.prefault({}),
  analyticsConsent: analyticsConsent.prefault({}),
  firstVisitReset: firstVisitReset.prefault({}),
  fieldLimits: fieldLimits.prefault({}),
  legal,
  consent,
});

export type SiteFile = z.infer<typeof siteFile>;
export type ToastSettings = z.infer<typeof toasts>;
export type ChatSettings = z.infer<typeof chat>;
export type AnalyticsSettings = z.infer<typeof analytics>;
export type FirstVisitResetSettings = z.infer<typeof firstVisitReset>;
export type FieldLimits = z.infer<typeof fieldLimits>;

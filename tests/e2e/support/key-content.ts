import { formatFigure } from "../../../codegen/figures.ts";
import { page as collaboration } from "#generated/content/collaboration.ts";
import { page as dataManagement } from "#generated/content/data-management.ts";
import { page as idsnext } from "#generated/content/idsnext.ts";
import { page as partners } from "#generated/content/partners.ts";
import { page as status } from "#generated/content/status.ts";
import { site } from "#generated/site.ts";

/** A shared figure as the site writes it (decision 204). */
export const claim = (key: string) => {
  const value = site.claims[key]?.value;
  return value === undefined ? `missing claim ${key}` : formatFigure(value, site.locale);
};

/** The heading and one figure of the spec that each route must show. */
export const keyContent: Record<string, { heading: string | RegExp; figure: string }> = {
  "/": { heading: /Enterprise cloud that never sleeps/, figure: claim("uptime") },
  // The spec's "Opening Q4 2025" has passed; the page says what is true without a date (decision 357).
  "/about": { heading: "Building the cloud Central Asia deserves", figure: "Bishkek — planned" },
  "/blog": { heading: "This page is under development", figure: "Back to Home" },
  "/careers": { heading: "This page is under development", figure: "Back to Home" },
  "/compliance": { heading: "Certificates and licences", figure: "Not yet published" },
  "/case-studies": { heading: "Case studies", figure: "Financial services" },
  "/contact": { heading: "Contact us", figure: "Partnership Inquiries" },
  "/evaluation/business": { heading: "ERP business evaluation", figure: "ERP business evaluation" },
  "/infrastructure": { heading: "Our infrastructure", figure: "Bishkek DC1" },
  "/migration-request": { heading: "Request a free migration", figure: "Request a free migration" },
  "/partners": { heading: "Our partners", figure: "Hardware partners" },
  "/partners/bilisim": { heading: "Run your whole business on one ERP", figure: "Production Management" },
  "/partners/idsnext": { heading: "Hospitality management on one platform", figure: claim("integrations") },
  "/pricing": { heading: "Pricing comparison", figure: "$0.23–$0.46/hr" },
  "/privacy-policy": { heading: "Privacy Policy", figure: "Data Protection" },
  "/sla-terms": { heading: "Service Level Agreement (SLA) Terms", figure: "00:00–04:00 Tashkent time (GMT+5)" },
  "/solutions": { heading: "Solutions for every workload", figure: claim("priceMonthly") },
  "/solutions/cloud-services": { heading: "Cloud Services", figure: "Disaster Recovery as a Service" },
  "/solutions/collaboration": { heading: "Collaboration", figure: "Coming soon" },
  "/solutions/data-management": { heading: "Data Management", figure: "PostgreSQL" },
  "/solutions/idsnext/banquets": { heading: "Banquets & Events", figure: "35% more event bookings" },
  "/solutions/idsnext/hotels": { heading: "Hotels", figure: "Up to 30% more direct bookings" },
  "/solutions/idsnext/restaurants": { heading: "Restaurants", figure: "90% fewer order errors" },
  "/solutions/idsnext/wellness": { heading: "Wellness & Spa", figure: "40% more bookings" },
  "/solutions/private-cloud": { heading: "Private Cloud", figure: "Assessment" },
  "/solutions/security": { heading: "Security", figure: "Security Awareness Training" },
  "/startup-program": { heading: "Startup Program", figure: "100k+" },
  "/status": { heading: "System status (mock data)", figure: "Web Application" },
  "/support": { heading: "Support", figure: claim("criticalResponse") },
  "/terms-of-service": { heading: "Terms of Service", figure: "Acceptable Use" },
  "/thank-you": { heading: "Thank you!", figure: "Contact Support" },
  "/under-construction": { heading: "This page is under development", figure: "Back to Home" },
  "/webinars": { heading: "This page is under development", figure: "Back to Home" },
};

/** Tab addresses: pages.spec.ts checks each tab. */
export const tabPaths = new Set([collaboration, dataManagement, idsnext, partners, status].flatMap((page) => page.aliases));

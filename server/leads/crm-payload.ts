import type { Lead } from "./kinds.ts";

// The spec says optional contact details reach the CRM as this literal rather than an empty string.
export const NOT_PROVIDED = "Not provided";

// Spec section 3: blank VM values on submit. The alternative reading ("Unnamed") is rejected in
// docs/decisions/102-crm-payload.md.
export const VM_DEFAULTS = { name: "Unnamed VM", cpu: 1, ram: 2, storage: 50, os: "Linux" } as const;

export type CrmPayload = Record<string, string>;

type Vm = { name: string; cpu: number; ram: number; storage: number; os: string };

/** Builds the JSON body the CRM expects for a lead (spec sections 3 and 7). Pure. */
export function toCrmPayload(lead: Lead): CrmPayload {
  const f = lead.fields;
  switch (lead.kind) {
    case "home-contact":
      return {
        name: text(f.name),
        phone: text(f.phone),
        email: text(f.email),
        company: text(f.company),
        message: text(f.message),
        source: text(f.source) || "home-contact-form",
        pageUrl: lead.pageUrl ?? text(f.pageUrl),
      };
    case "contact":
      return {
        name: text(f.firstName),
        phone: orNotProvided(f.phone),
        company: orNotProvided(f.companyName),
        website: orNotProvided(f.website),
        message: `${text(f.subject)}\n\n${text(f.message)}`,
        source: "contact-page-form",
        email: text(f.email),
      };
    case "startup":
      return {
        name: text(f.contactName),
        phone: orNotProvided(f.phone),
        company: text(f.companyName),
        website: text(f.website),
        message: text(f.description),
        source: "startup-program",
        email: text(f.email),
      };
    case "migration":
      return migrationPayload(f);
    case "evaluation":
      return evaluationPayload(f);
    case "partnership":
      return partnershipPayload(f);
  }
}

function migrationPayload(f: Record<string, unknown>): CrmPayload {
  const vmLines = vmList(f.vms).map(
    (vm, i) => `${i + 1}. ${vm.name}: ${vm.cpu} vCPU, ${vm.ram} GB RAM, ${vm.storage} GB storage, ${vm.os}`,
  );
  const comments = text(f.comments);
  return {
    name: text(f.fullName),
    email: text(f.email),
    company: text(f.companyName),
    phone: text(f.phone),
    tin: text(f.tin),
    website: orNotProvided(f.website),
    vm: vmLines.join("\n"),
    message:
      "[Migration Request]\n\n" +
      (comments ? `Comments: ${comments}\n\n` : "") +
      `VMs:\n${vmLines.join("\n")}`,
    source: "migration-request",
  };
}

/** Applies the spec's blank-value defaults to each VM row. */
export function vmList(value: unknown): Vm[] {
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown) => {
    const vm = isRecord(row) ? row : {};
    return {
      name: text(vm.name) || VM_DEFAULTS.name,
      cpu: positiveNumber(vm.cpu) ?? VM_DEFAULTS.cpu,
      ram: positiveNumber(vm.ram) ?? VM_DEFAULTS.ram,
      storage: positiveNumber(vm.storage) ?? VM_DEFAULTS.storage,
      os: text(vm.os) || VM_DEFAULTS.os,
    };
  });
}

function evaluationPayload(f: Record<string, unknown>): CrmPayload {
  const company = text(f.companyName);
  // The evaluation form has no CRM call in the spec; a labelled summary keeps every answer readable
  // for a salesperson in a single CRM text field.
  const message = [
    "[ERP Evaluation Request]",
    "",
    `Company: ${company}`,
    `Industry: ${text(f.industry)}`,
    `Company size: ${text(f.companySize)}`,
    `Email: ${text(f.email)}`,
    `Phone: ${text(f.phone)}`,
    `Budget range: ${text(f.budgetRange)}`,
    `Timeline: ${text(f.timeline)}`,
    `Current systems: ${orNotProvided(f.currentSystems)}`,
    "",
    "Current challenges:",
    text(f.currentChallenges),
    "",
    "Goals:",
    text(f.goals),
  ].join("\n");
  return {
    name: company,
    email: text(f.email),
    phone: text(f.phone),
    company,
    message,
    source: "erp-evaluation",
  };
}

function partnershipPayload(f: Record<string, unknown>): CrmPayload {
  const payload: CrmPayload = {};
  for (const [key, value] of Object.entries(f)) {
    const v = isRecord(value) || Array.isArray(value) ? JSON.stringify(value) : text(value);
    if (v) payload[key] = v;
  }
  // The partners form names its fields freely; the CRM only understands these four.
  const aliases: Record<string, readonly string[]> = {
    name: ["name", "contactName", "fullName", "firstName"],
    email: ["email"],
    company: ["company", "companyName"],
    message: ["message", "description", "comments"],
  };
  for (const [target, sources] of Object.entries(aliases)) {
    const found = sources.map((s) => text(f[s])).find((v) => v !== "");
    if (found) payload[target] = found;
  }
  payload.source = text(f.source) || "website";
  return payload;
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  return "";
}

function orNotProvided(value: unknown): string {
  return text(value) || NOT_PROVIDED;
}

function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

import { formsByKind } from "#generated/forms/by-kind.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
/**
 * Spec §5, as a table: for each form, values that pass, and for each rule a value that breaks it with
 * the exact message a visitor must see. The forms come from content; this table is the spec.
 */
export type Values = Record<string, unknown>;

interface RuleCase {
  field: string;
  value: unknown;
  message: string;
}

export interface FormRules {
  form: "home-contact" | "contact" | "migration" | "evaluation" | "startup";
  valid: Values;
  broken: RuleCase[];
  /** Values that look odd but must pass (rules the spec says are not applied). */
  alsoValid?: RuleCase[];
}

const long = (length: number, char = "a") => char.repeat(length);
const vm = { name: "web-01", cpu: "2", ram: "4", storage: "100", os: "Linux" };

const specTable: FormRules[] = [
  {
    form: "home-contact",
    valid: { name: "Aziz", phone: "", email: "aziz@example.uz", company: "", message: "We need 20 VMs in Tashkent." },
    broken: [
      { field: "name", value: "", message: "Please fill in all required fields" },
      { field: "email", value: "", message: "Please fill in all required fields" },
      { field: "message", value: "", message: "Please fill in all required fields" },
      { field: "message", value: "too short", message: "Message must be at least 10 characters long" },
      { field: "message", value: `   ${long(9)}   `, message: "Message must be at least 10 characters long" },
      { field: "message", value: long(501), message: "Message must be less than 500 characters" },
    ],
    alsoValid: [{ field: "message", value: long(500), message: "exactly 500 characters is allowed" }],
  },
  {
    form: "contact",
    valid: {
      firstName: "Dilnoza",
      email: "d@example.uz",
      phone: "",
      companyName: "",
      website: "",
      subject: "Pricing",
      message: "Please send a quote.",
    },
    broken: [
      { field: "firstName", value: "", message: "First name is required" },
      { field: "email", value: "", message: "Email is required" },
      { field: "email", value: "not-an-email", message: "Invalid email address" },
      { field: "subject", value: "", message: "Subject is required" },
      { field: "subject", value: "Hey", message: "Subject must be at least 5 characters" },
      { field: "message", value: "", message: "Message is required" },
      { field: "message", value: long(9), message: "Message must be at least 10 characters" },
    ],
    alsoValid: [
      { field: "firstName", value: "A", message: "the 2-character name minimum exists but is not applied" },
      { field: "message", value: long(1500), message: "the 1000 counter is not enforced" },
    ],
  },
  {
    form: "migration",
    valid: {
      fullName: "Timur R",
      email: "t@example.uz",
      phone: "+998 90 123 45 67",
      companyName: "Acme",
      tin: "123456789",
      website: "",
      comments: "",
      vms: [vm],
    },
    broken: [
      { field: "fullName", value: "", message: "Full name is required" },
      { field: "fullName", value: "T", message: "Full name must be at least 2 characters" },
      { field: "fullName", value: long(101), message: "Name is too long" },
      { field: "email", value: "", message: "Email is required" },
      { field: "email", value: "t@example", message: "Please enter a valid email address" },
      { field: "phone", value: "", message: "Phone number is required" },
      { field: "phone", value: "12345", message: "Phone number must be at least 10 digits" },
      { field: "phone", value: "+998 90 123 45ab", message: "Invalid phone number format" },
      { field: "companyName", value: "", message: "Company name is required" },
      { field: "companyName", value: "A", message: "Company name must be at least 2 characters" },
      { field: "companyName", value: long(101), message: "Company name is too long" },
      { field: "tin", value: "", message: "TIN is required" },
      { field: "tin", value: "12345678", message: "TIN must be at least 9 characters" },
      { field: "tin", value: "123456789012345", message: "TIN cannot exceed 14 characters" },
      { field: "tin", value: "12345-6789", message: "TIN can only contain alphanumeric characters" },
      { field: "website", value: "example.com", message: "Please enter a valid URL (include http:// or https://)" },
      { field: "comments", value: long(1001), message: "Comments cannot exceed 1000 characters" },
      { field: "vms", value: [], message: "At least one VM is required" },
      { field: "vms.0.name", value: "", message: "VM name is required" },
      { field: "vms.0.name", value: long(65), message: "VM name cannot exceed 64 characters" },
      { field: "vms.0.name", value: "-web", message: "Invalid VM name format" },
      { field: "vms.0.cpu", value: "", message: "At least 1 vCPU required" },
      { field: "vms.0.cpu", value: "0", message: "At least 1 vCPU required" },
      { field: "vms.0.cpu", value: "129", message: "Maximum 128 vCPUs allowed" },
      { field: "vms.0.ram", value: "0", message: "At least 1 GB RAM required" },
      { field: "vms.0.ram", value: "1025", message: "Maximum 1024 GB RAM allowed" },
      { field: "vms.0.storage", value: "9", message: "Minimum 10GB storage required" },
      { field: "vms.0.storage", value: "10001", message: "Maximum 10TB storage allowed" },
      { field: "vms.0.os", value: "", message: "Please select an operating system" },
      { field: "vms.0.os", value: "BeOS", message: "Please select an operating system" },
    ],
    alsoValid: [
      { field: "vms.0.name", value: "db_01.prod main", message: "letters, digits, hyphen, underscore, dot and space" },
      // Decision 334: a Kyrgyz INN and an Uzbek PINFL have 14 digits; numbers are written with an area code in parentheses.
      { field: "tin", value: "12345678901234", message: "a 14-digit INN or PINFL" },
      { field: "phone", value: "+998 (71) 200-00-00", message: "the local way of writing a number" },
      { field: "email", value: "t@mail.example.uz", message: "a domain with several dots" },
    ],
  },
  {
    form: "evaluation",
    valid: {
      companyName: "Acme",
      industry: "retail",
      companySize: "51-200",
      email: "cfo@example.uz",
      phone: "+99871",
      currentChallenges: "Spreadsheets everywhere.",
      currentSystems: "",
      budgetRange: "10k-50k",
      timeline: "3-6months",
      goals: "One system for stock and finance.",
    },
    broken: [
      { field: "companyName", value: "", message: "Company name is required" },
      { field: "industry", value: "", message: "Please select an industry" },
      { field: "industry", value: "mining", message: "Please select an industry" },
      { field: "companySize", value: "", message: "Please select company size" },
      { field: "email", value: "cfo@", message: "Invalid email address" },
      { field: "phone", value: "", message: "Phone number is required" },
      { field: "phone", value: "1234", message: "Phone number must be at least 5 characters" },
      { field: "budgetRange", value: "", message: "Please select a budget range" },
      { field: "timeline", value: "", message: "Please select a timeline" },
      { field: "currentChallenges", value: "", message: "Please describe your challenges" },
      { field: "currentChallenges", value: "slow", message: "Please provide more details about your challenges" },
      { field: "goals", value: "", message: "Please describe your goals" },
      { field: "goals", value: "growth", message: "Please provide more details about your goals" },
    ],
  },
  {
    form: "startup",
    valid: {
      companyName: "Bolt AI",
      website: "https://bolt.example",
      contactName: "Sardor",
      email: "s@bolt.example",
      phone: "",
      description: "We train small models.",
    },
    broken: [
      { field: "companyName", value: "", message: "Company name is required" },
      { field: "website", value: "", message: "Website is required" },
      { field: "contactName", value: "", message: "Contact name is required" },
      { field: "email", value: "", message: "Email is required" },
      { field: "email", value: "sardor", message: "Invalid email address" },
      { field: "website", value: "rocket", message: "Please enter a valid website, such as example.com" },
      { field: "website", value: "ftp://rocket.uz", message: "Please enter a valid website, such as example.com" },
      { field: "description", value: "", message: "This field is required" },
    ],
    alsoValid: [
      { field: "website", value: "rocket.uz", message: "a bare domain (decision 334)" },
      { field: "website", value: "HTTPS://rocket.uz/about", message: "a URL" },
    ],
  },
];

/**
 * Beyond spec §5, every form asks for consent to the processing of personal data, a required box above its
 * submit button (docs/decisions/390): ticked in every valid example, and left blank it is this message.
 */
const CONSENT_REQUIRED = "Please confirm your consent to the processing of your personal data";

export const specRules: FormRules[] = specTable.map((rules) => ({
  ...rules,
  valid: { ...rules.valid, consent: "true" },
  broken: [...rules.broken, { field: "consent", value: "", message: CONSENT_REQUIRED }],
}));

/** Sets `vms.0.cpu`-style paths on a copy of the values. */
export function withValue(values: Values, path: string, value: unknown): Values {
  const copy = structuredClone(values);
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** The browser's post of those values: rows flattened to `vms.0.cpu` names. */
export function toFormData(formId: string, values: Values, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("formId", formId);
  // The version of the consent text every English form shows, posted as its hidden field does (decision 460).
  data.set(CONSENT_VERSION_FIELD, formsByKind.contact.consent.version);
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      value.forEach((row: Record<string, unknown>, index) => {
        for (const [field, fieldValue] of Object.entries(row)) data.set(`${key}.${index}.${field}`, String(fieldValue));
      });
    } else {
      data.set(key, String(value));
    }
  }
  for (const [key, value] of Object.entries(extra)) data.set(key, value);
  return data;
}

// The rules a field issue names (`FieldIssue.rule`): a stable code the client words in the page's
// language, with numbers or strings in `params`. The English sentence beside each rule is how
// the server words it (its `message`, read by API users and logs) and the client's wording when
// it does not know the rule yet. `{name}` stands for a param.

/** Rules read off zod's own issue codes (functions' core/validation.ts). */
const schemaRules = {
  required: 'Required',
  'wrong-type': 'Expected {expected}',
  'not-whole-number': 'Must be a whole number',
  'too-short': 'At least {min} characters',
  'too-long': 'At most {max} characters',
  'too-few': 'At least {min} items',
  'too-many': 'At most {max} items',
  'too-small': 'At least {min}',
  'too-big': 'At most {max}',
  'more-than': 'More than {min}',
  'less-than': 'Less than {max}',
  'not-multiple': 'A multiple of {step}',
  'not-an-email': 'Enter an email address',
  'not-a-url': 'Enter a web address',
  format: 'Not in the expected format',
  'not-allowed': 'One of: {allowed}',
  'unknown-field': 'Unknown field',
  invalid: 'Not a valid value',
} as const;

/**
 * The domain's own rules: schemas use these sentences as their zod messages (a regex check
 * cannot carry params in zod 4, so validation knows them by sentence) or give the rule in a
 * refinement's `params: { rule }`.
 */
const domainRules = {
  'visible-characters': 'Use visible characters',
  'invalid-character': 'Contains an invalid character',
  'control-characters': 'Remove control characters',
  'direction-characters': 'Remove text-direction control characters',
  'after-start': 'Must be after the start',
  'user-or-email': 'Enter a user id or an email address',
  'url-spaces': 'Remove spaces and control characters',
  'url-full': 'Enter a full web address, like https://example.com/evidence',
  'url-http': 'Use an http or https address',
  'url-credentials': 'Remove the user name or password from the address',
  'image-url': 'Enter an https:// address of an image',
  'colour-format': 'Use a colour like #1f6feb',
  'action-name': 'Not an action name',
  'control-ref-format': 'Use upper-case letters and digits in dash-separated parts, like IAM-03',
  'reference-format': 'Write a framework id, a space and a clause, like "ISO27001:2022 A.5.15"',
  'key-format': 'Use letters, digits, dashes and underscores',
  'tag-format': 'Use lower-case letters, digits and single dashes',
  'id-format': 'Must be an id of letters, digits, "-" or "_"',
  'list-cursor': 'Not a cursor returned by this list',
  'date-format': 'Use a date like 2026-03-31',
  'real-date': 'Not a real date',
  'empty-translations': 'Leave out translations rather than leave them empty',
  'empty-translation': 'Give a title, description or guidance, or leave the language out',
  'used-twice': '"{value}" is used twice',
  'unknown-domain': 'Domain "{value}" is not a domain of this baseline',
  'domain-name': 'Enter a domain like example.com',
  'issuer-url': 'Enter the issuer’s https:// address, like https://login.example.com',
  'webhook-url': 'Enter an https:// address, like https://hooks.example.com/assay',
} as const;

/** Rules the services check against stored data. */
const serviceRules = {
  'tenant-name-taken': 'An active tenant already has this name',
  'webhook-address-refused': 'This address is in a private network; use a public address',
  'published-version': 'Choose a published version',
  'newer-version': 'Choose a newer version',
  'not-a-version': 'Not a version of this baseline',
  'future-date': 'Choose a date in the future',
  'days-ahead': 'At most {max} days ahead',
  'not-a-control': 'Not a control of this assessment',
  'not-controls': 'Not controls of this assessment: {refs}',
  'stale-cursor': 'Not a cursor of this list (filters or sort changed?)',
  'owner-or-clear': 'Leave out when choosing an owner',
  'risk-acceptance': 'Enter the reason and the expiry',
  'risk-accepted-only': 'Only with status risk accepted',
  'no-such-user': 'No such user',
  'no-user-with-email': 'No user has this email address',
  'no-such-organisation': 'No such organisation',
  'no-such-mail': 'No such mail',
  'confirm-email': "Enter your account's email address to confirm",
  'end-date': 'Choose an end date within the allowed range',
  'already-member': 'Already a member',
  'already-invited': 'Already invited',
  'already-shared': 'Already shared',
  'shared-elsewhere': 'Shared with another tenant',
  'cannot-share': 'Cannot be shared with',
  'json-object': 'Send a JSON object',
  'match-path': 'Must match the path',
  'key-reused': 'Already used with another request',
  'key-length': '1 to {max} characters',
  'too-deep': 'Nested deeper than {max} levels',
  'too-many-values': 'More than {max} values',
  'typed-value': 'Not a value of a known "@type"',
} as const;

/** Rules the apps check with Firebase Auth before any call (sign-in, account). */
const authRules = {
  'account-exists': 'An account with this email already exists. Sign in instead.',
  'weak-password': 'Use at least 8 characters.',
  'not-current-password': 'This is not your current password.',
  'wrong-code': 'This code is not right. Check it and try again.',
  'code-expired': 'This code has expired. Send a new one.',
  'phone-format': 'Enter the number with its country code, such as +44 7700 900123.',
  'phone-in-use': 'This phone number is already a second step of your account.',
} as const;

/** Every rule a field issue can name, with its English sentence. */
export const fieldRules = { ...schemaRules, ...domainRules, ...serviceRules, ...authRules } as const;
export type FieldRule = keyof typeof fieldRules;

/** A rule's params: numbers and strings only (the client words them in any language). */
export type RuleParams = Record<string, string | number>;

export function isFieldRule(value: unknown): value is FieldRule {
  return typeof value === 'string' && Object.hasOwn(fieldRules, value);
}

/** A rule's English sentence with its params filled in. */
export function ruleSentence(rule: FieldRule, params: RuleParams = {}): string {
  return fieldRules[rule].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

let sentences: ReadonlyMap<string, FieldRule> | undefined;

/** The rule whose sentence this is, for sentences without params (how validation knows a schema's own messages). */
export function ruleOfSentence(sentence: string): FieldRule | undefined {
  sentences ??= new Map(
    (Object.entries(fieldRules) as [FieldRule, string][])
      .filter(([, text]) => !text.includes('{'))
      .map(([rule, text]) => [text, rule]),
  );
  return sentences.get(sentence);
}

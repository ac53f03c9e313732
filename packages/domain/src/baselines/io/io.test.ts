import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONTROLS_MAX } from '../baseline.ts';
import type { BaselineVersion } from '../baseline.ts';
import { globalBaselines } from '../builtin/index.ts';
import { translationLocales } from '../translations/index.ts';
import type { ControlTranslation, TranslationLocale } from '../translations/index.ts';
import { baselineFileFormats, portableBaselineSchema, portableOf } from './document.ts';
import type { PortableBaseline } from './document.ts';
import { exportBaseline } from './export.ts';
import { IMPORT_BYTES_MAX } from './limits.ts';
import { readBaselineFile } from './parse.ts';

const [library] = globalBaselines;
if (!library) throw new Error('The shipped library is empty');

function versionOf(document: PortableBaseline): BaselineVersion {
  const read = readBaselineFile('json', JSON.stringify(document));
  if (!read.content) throw new Error(JSON.stringify(read.issues));
  return {
    baseline: {
      id: 'b1',
      lineageId: 'l1',
      owner: { kind: 'org', tid: 'o1' },
      name: document.name,
      description: document.description,
      status: 'draft',
      version: 1,
      revision: 0,
    },
    ...read.content,
  };
}

// Text a person could write in a field: printable characters (formula starts, quotes, separators and line breaks included), trimmed.
const text = (max: number, multiline = false) =>
  fc
    .string({
      unit: fc.constantFrom(...'abcXYZ 09=+-@\'";,.é€😀|'.split(''), ...(multiline ? ['\n', '\r\n'] : [])),
      maxLength: max,
    })
    .map((value) => value.trim());
const title = text(40).filter((value) => value.length > 0 && /\S/u.test(value));
const reference = fc.constantFrom(
  'ISO27001:2022 A.5.15',
  'NIST-CSF-2.0 PR.AA-01',
  'CIS-v8 6.3',
  'SOC2 CC6.1',
);
const tag = fc.constantFrom('mfa', 'cloud', 'small-org', 'x1');
const filled = text(120, true).filter((value) => /\S/u.test(value));
const someOf = <T extends object>(record: fc.Arbitrary<T>) =>
  record.filter((value) => Object.keys(value).length > 0);
/** A control's translations in any of the four languages, each giving some of its fields, or none. */
const controlTranslations = fc.option(
  someOf(
    fc.record(
      Object.fromEntries(
        translationLocales.map((locale) => [
          locale,
          someOf(fc.record({ title, description: filled, guidance: filled }, { requiredKeys: [] })),
        ]),
      ) as Record<TranslationLocale, fc.Arbitrary<ControlTranslation>>,
      { requiredKeys: [] },
    ),
  ),
  { nil: undefined },
);
const domainTranslations = fc.option(
  someOf(
    fc.record(
      Object.fromEntries(translationLocales.map((locale) => [locale, fc.record({ name: title })])) as Record<
        TranslationLocale,
        fc.Arbitrary<{ name: string }>
      >,
      { requiredKeys: [] },
    ),
  ),
  { nil: undefined },
);
const withTranslations = <T extends object>(value: T, translations: object | undefined) =>
  translations ? { ...value, translations } : value;

const portable: fc.Arbitrary<PortableBaseline> = fc
  .record({
    name: title,
    description: text(80, true),
    // Two domains may share a name (the same in any case): their ids tell them apart.
    domainNames: fc.array(fc.oneof(fc.constantFrom('Identity', 'identity'), title), {
      minLength: 1,
      maxLength: 5,
    }),
    domainTranslations: fc.array(domainTranslations, { minLength: 5, maxLength: 5 }),
    controls: fc.uniqueArray(
      fc.record({
        ref: fc.stringMatching(/^[A-Z]{2,4}-\d{2}$/),
        title,
        domainIndex: fc.nat(),
        weight: fc.integer({ min: 1, max: 5 }),
        effort: fc.constantFrom('S' as const, 'M' as const, 'L' as const),
        description: text(120, true),
        guidance: text(120, true),
        references: fc.uniqueArray(reference, { maxLength: 3 }),
        tags: fc.uniqueArray(tag, { maxLength: 3 }),
        translations: controlTranslations,
      }),
      { maxLength: 12, selector: (control) => control.ref },
    ),
  })
  .map(({ name, description, domainNames, domainTranslations, controls }) => ({
    name,
    description,
    domains: domainNames.map((domainName, index) =>
      withTranslations({ id: `d${index}`, name: domainName }, domainTranslations[index]),
    ),
    controls: controls.map(({ domainIndex, translations, ...control }) =>
      withTranslations(
        {
          ...control,
          id: control.ref.toLowerCase(),
          domain: domainNames[domainIndex % domainNames.length] ?? '',
          domainId: `d${domainIndex % domainNames.length}`,
        },
        translations,
      ),
    ),
  }))
  // Only documents the schema accepts as they are (e.g. no text the schema would trim differently).
  .filter((document) => {
    const parsed = portableBaselineSchema.safeParse(document);
    return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(document);
  });

describe('baseline files', () => {
  it.each(baselineFileFormats)(
    '%s: an export reads back to the identical version content',
    (format) => {
      fc.assert(
        fc.property(portable, (document) => {
          const version = versionOf(document);
          const file = exportBaseline(version, format);
          const read = readBaselineFile(
            format,
            file.text,
            format === 'csv'
              ? { name: version.baseline.name, description: version.baseline.description }
              : {},
          );
          expect(read.issues).toEqual([]);
          expect(read.content).toEqual({ domains: version.domains, controls: version.controls });
          expect(read.document?.name).toBe(version.baseline.name);
        }),
        { numRuns: 30 },
      );
      // Each run validates a whole document three times; a loaded 2-core machine needs more than vitest's 5 s.
    },
    30_000,
  );

  it.each(baselineFileFormats)('%s: the shipped library round-trips', (format) => {
    const file = exportBaseline(library, format);
    const read = readBaselineFile(format, file.text, {
      name: library.baseline.name,
      description: library.baseline.description,
    });
    expect(read.issues).toEqual([]);
    expect(read.content).toEqual({ domains: library.domains, controls: library.controls });
  });

  it.each(baselineFileFormats)(
    '%s: two domains with the same name come back as two domains, each with its own controls',
    (format) => {
      const version: BaselineVersion = {
        baseline: {
          id: 'b1',
          lineageId: 'l1',
          owner: { kind: 'org', tid: 'o1' },
          name: 'Twins',
          description: '',
          status: 'draft',
          version: 1,
          revision: 0,
        },
        domains: [
          { id: 'office', name: 'Access', order: 0 },
          { id: 'cloud', name: 'Access', order: 1 },
        ],
        controls: [
          {
            id: 'c1',
            ref: 'AC-01',
            title: 'Badges at the door',
            description: '',
            guidance: '',
            domainId: 'office',
            weight: 2,
            effort: 'S',
            references: [],
            tags: [],
          },
          {
            id: 'c2',
            ref: 'AC-02',
            title: 'MFA on the console',
            description: '',
            guidance: '',
            domainId: 'cloud',
            weight: 5,
            effort: 'S',
            references: [],
            tags: [],
          },
        ],
      };
      const read = readBaselineFile(format, exportBaseline(version, format).text, { name: 'Twins' });
      expect(read.issues).toEqual([]);
      expect(read.content?.domains).toEqual(version.domains);
      expect(read.content?.controls.map((c) => [c.ref, c.domainId])).toEqual([
        ['AC-01', 'office'],
        ['AC-02', 'cloud'],
      ]);
    },
  );

  it('names the file after the baseline and version', () => {
    expect(exportBaseline(library, 'csv').fileName).toBe('essential-security-hygiene-v1.csv');
    expect(exportBaseline(library, 'yaml').mediaType).toBe('application/yaml');
  });

  it('exports CSV that a spreadsheet will not run, and reads it back', () => {
    const document: PortableBaseline = {
      name: 'Formulae',
      description: '',
      domains: [{ id: 'd0', name: 'Identity' }],
      controls: [
        {
          id: 'a-01',
          ref: 'A-01',
          title: '=HYPERLINK("http://evil","click")',
          domain: 'Identity',
          weight: 3,
          effort: 'S',
          description: '@SUM(A1)',
          guidance: "-1+2 and 'quoted'",
          references: [],
          tags: [],
        },
      ],
    };
    const version = versionOf(document);
    const { text: csv } = exportBaseline(version, 'csv');
    expect(csv).not.toMatch(/(^|,)[=+\-@]/mu);
    expect(readBaselineFile('csv', csv, { name: 'Formulae' }).content?.controls[0]?.title).toBe(
      '=HYPERLINK("http://evil","click")',
    );
  });
});

const header = 'ref,title,domain,weight,effort,description,guidance,references,tags';

describe('importing bad files', () => {
  it('reports a formula cell by row and column and gives no content', () => {
    const read = readBaselineFile(
      'csv',
      `${header}\r\nIAM-01,Use MFA,Identity,3,S,,,,\r\nIAM-02,=HYPERLINK("http://x"),Identity,3,S,,,,\r\n`,
      { name: 'Mine' },
    );
    expect(read.content).toBeNull();
    expect(read.issues).toEqual([
      expect.objectContaining({
        section: 'file',
        row: 3,
        field: 'title',
        rule: expect.stringMatching(/formula/u),
      }),
    ]);
  });

  it('reports bad weights, efforts, duplicate refs and too-long text by spreadsheet row', () => {
    const rows = [
      header,
      'IAM-01,Use MFA,Identity,7,S,,,,',
      'IAM-02,Review,Identity,2,XL,,,,',
      'IAM-02,Again,Identity,2,M,,,,',
      `IAM-03,${'x'.repeat(201)},Identity,2,M,,,,`,
    ];
    const read = readBaselineFile('csv', rows.join('\n'), { name: 'Mine' });
    expect(read.content).toBeNull();
    expect(read.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ section: 'controls', row: 2, field: 'weight' }),
        expect.objectContaining({ section: 'controls', row: 3, field: 'effort' }),
        expect.objectContaining({
          section: 'controls',
          row: 5,
          field: 'title',
          rule: 'At most 200 characters',
          code: { rule: 'too-long', params: { max: 200 } },
        }),
      ]),
    );
    const duplicate = readBaselineFile(
      'csv',
      [header, 'IAM-01,A,Identity,1,S,,,,', 'IAM-01,B,Identity,1,S,,,,'].join('\n'),
      { name: 'Mine' },
    );
    expect(duplicate.issues).toEqual([
      expect.objectContaining({
        section: 'controls',
        row: 3,
        field: 'ref',
        rule: 'Ref "IAM-01" is used twice',
        code: { rule: 'used-twice', params: { value: 'IAM-01' } },
      }),
    ]);
  });

  it('reports a control of an undeclared domain', () => {
    const csv = [header + ',domain_id', ',,Identity,,,,,,,id', 'IAM-01,Use MFA,Network,3,S,,,,,'].join('\n');
    expect(readBaselineFile('csv', csv, { name: 'Mine' }).issues).toEqual([
      expect.objectContaining({
        section: 'controls',
        row: 3,
        field: 'domain',
        rule: expect.stringMatching(/Network/u),
      }),
    ]);
    const json = JSON.stringify({
      name: 'x',
      domains: [{ name: 'Identity' }],
      controls: [{ ref: 'A-1', title: 'A', domain: 'Nope', weight: 1, effort: 'S' }],
    });
    expect(readBaselineFile('json', json).issues).toEqual([
      expect.objectContaining({ section: 'controls', row: 1, field: 'domain' }),
    ]);
  });

  it('asks which domain a control means when two share its name, and refuses a domain id of another name', () => {
    const twins = [header + ',domain_id', ',,Access,,,,,,,office', ',,Access,,,,,,,cloud'];
    const ambiguous = readBaselineFile('csv', [...twins, 'AC-01,Badges,Access,2,S,,,,,'].join('\n'), {
      name: 'Mine',
    });
    expect(ambiguous.issues).toEqual([
      {
        section: 'controls',
        row: 4,
        field: 'domain',
        rule: '2 domains are named "Access"; give the domain id to say which',
      },
    ]);
    const mismatch = readBaselineFile('csv', [...twins, 'AC-01,Badges,Identity,2,S,,,,,cloud'].join('\n'), {
      name: 'Mine',
    });
    expect(mismatch.issues).toEqual([
      {
        section: 'controls',
        row: 4,
        field: 'domain',
        rule: expect.stringContaining('Domain id "cloud" is the domain "Access", not "Identity"'),
      },
    ]);
    const unknown = readBaselineFile('csv', [...twins, 'AC-01,Badges,Access,2,S,,,,,lab'].join('\n'), {
      name: 'Mine',
    });
    expect(unknown.issues).toEqual([
      {
        section: 'controls',
        row: 4,
        field: 'domainId',
        rule: 'Domain id "lab" is not one of the baseline\'s domains',
      },
    ]);
    const chosen = readBaselineFile('csv', [...twins, 'AC-01,Badges,Access,2,S,,,,,cloud'].join('\n'), {
      name: 'Mine',
    });
    expect(chosen.content?.controls[0]?.domainId).toBe('cloud');
  });

  it('stops at 100,000 rows without parsing them all', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `C-${i},Title,Identity,1,S,,,,`);
    const read = readBaselineFile('csv', [header, ...rows].join('\n'), { name: 'Big' });
    expect(read.content).toBeNull();
    expect(read.issues).toEqual([
      expect.objectContaining({
        section: 'file',
        field: 'rows',
        rule: expect.stringContaining(`At most ${CONTROLS_MAX} controls`),
      }),
    ]);
  });

  it('reports a JSON list over the limit once, not once per item', () => {
    const controls = Array.from({ length: CONTROLS_MAX + 1 }, (_, i) => ({
      ref: `C-${i}`,
      title: 'T',
      domain: 'D',
      weight: 1,
      effort: 'S',
    }));
    const read = readBaselineFile('json', JSON.stringify({ name: 'x', domains: [{ name: 'D' }], controls }));
    expect(read.issues).toEqual([
      {
        section: 'controls',
        field: 'controls',
        rule: `At most ${CONTROLS_MAX} controls; the file has ${CONTROLS_MAX + 1}`,
        code: { rule: 'too-many', params: { max: CONTROLS_MAX } },
      },
    ]);
  });

  it('refuses a YAML alias bomb with a clear rule', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let level = 1; level < 9; level += 1)
      lines.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array.from({ length: 10 }, () => `*${String.fromCharCode(96 + level)}`).join(',')}]`,
      );
    const read = readBaselineFile('yaml', lines.join('\n'));
    expect(read.content).toBeNull();
    expect(read.issues).toEqual([
      expect.objectContaining({ section: 'file', field: 'yaml', rule: expect.stringMatching(/aliases/u) }),
    ]);
    // The alias count is in yaml's own words too: it is yaml's counter that stops the bomb.
    expect(() => void parseYaml(lines.join('\n'))).toThrow(/alias/u);
  });

  it('refuses text that is not UTF-8, binary data and files over the byte cap', () => {
    expect(
      readBaselineFile('csv', `${header}\nIAM-01,Caf\uFFFD,Identity,1,S,,,,`, { name: 'x' }).issues[0]?.rule,
    ).toMatch(/not UTF-8/u);
    expect(readBaselineFile('json', '\u0000\u0001PK\u0003\u0004').issues[0]?.rule).toMatch(/binary/u);
    expect(readBaselineFile('json', 'é'.repeat(IMPORT_BYTES_MAX / 2 + 1)).issues[0]?.rule).toMatch(
      /up to 5\.0 MB/u,
    );
  });

  it('accepts the few anchors people write', () => {
    const yaml = [
      'name: Anchored',
      'domains: [{ name: D }]',
      'controls:',
      '  - { ref: A-1, title: A, domain: D, weight: 1, effort: S, references: &refs ["CIS-v8 6.3"] }',
      '  - { ref: A-2, title: B, domain: D, weight: 1, effort: S, references: *refs }',
    ].join('\n');
    const read = readBaselineFile('yaml', yaml);
    expect(read.issues).toEqual([]);
    expect(read.content?.controls[1]?.references).toEqual(['CIS-v8 6.3']);
  });

  it('reports unknown and missing columns, and a CSV without a name', () => {
    expect(
      readBaselineFile('csv', 'ref,title,colour\nA-1,x,red', { name: 'x' }).issues.map(
        (issue) => issue.field,
      ),
    ).toEqual(['colour', 'domain', 'weight', 'effort']);
    expect(readBaselineFile('csv', `${header}\nA-1,x,D,1,S,,,,`).issues).toEqual([
      expect.objectContaining({ section: 'baseline', field: 'name' }),
    ]);
  });

  it('reports invalid JSON and YAML syntax and unknown fields', () => {
    expect(readBaselineFile('json', '{"name": ').issues[0]).toMatchObject({ section: 'file', field: 'json' });
    expect(readBaselineFile('yaml', 'name: [unclosed').issues[0]).toMatchObject({
      section: 'file',
      field: 'yaml',
    });
    expect(
      readBaselineFile('json', JSON.stringify({ name: 'x', domains: [], controls: [], extra: 1 })).issues,
    ).toEqual([expect.objectContaining({ section: 'file', rule: 'Unknown field: extra' })]);
  });

  it('reads a hand-written CSV without ids or domain rows, domains in order of first use', () => {
    const read = readBaselineFile(
      'csv',
      `${header}\nNET-01,Firewall,Network,2,m,,,CIS-v8 4.4; ISO27001:2022 A.8.20,edge\nIAM-01,MFA,Identity,5,S,"Line one\nline two",,,`,
      { name: 'Mine' },
    );
    expect(read.issues).toEqual([]);
    expect(read.content?.domains).toEqual([
      { id: 'domain-1', name: 'Network', order: 0 },
      { id: 'domain-2', name: 'Identity', order: 1 },
    ]);
    expect(read.content?.controls[0]).toMatchObject({
      id: 'net-01',
      domainId: 'domain-1',
      effort: 'M',
      references: ['CIS-v8 4.4', 'ISO27001:2022 A.8.20'],
      tags: ['edge'],
    });
    expect(read.content?.controls[1]?.description).toBe('Line one\nline two');
  });

  it('keeps portableOf in domain order', () => {
    const version = versionOf({
      name: 'x',
      description: '',
      domains: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      controls: [],
    });
    expect(
      portableOf({ ...version, domains: [...version.domains].reverse() }).domains.map(
        (domain) => domain.name,
      ),
    ).toEqual(['A', 'B']);
  });
});

describe('translations in baseline files', () => {
  const withGerman = [
    `${header},domain_id,title@de,description@de,guidance@de,domain@de`,
    ',,Identity,,,,,,,idn,,,,Identität',
    'IAM-01,Use MFA,Identity,5,S,Every account,,,,idn,MFA verwenden,Jedes Konto,,',
    'IAM-02,Review access,Identity,3,M,,,,,idn,,,Zweimal im Jahr,',
  ].join('\n');

  it('reads title@de, description@de, guidance@de and domain@de, leaving empty cells to the English text', () => {
    const read = readBaselineFile('csv', withGerman, { name: 'Mine' });
    expect(read.issues).toEqual([]);
    expect(read.content?.domains).toEqual([
      { id: 'idn', name: 'Identity', order: 0, translations: { de: { name: 'Identität' } } },
    ]);
    expect(read.content?.controls.map((c) => [c.ref, c.translations])).toEqual([
      ['IAM-01', { de: { title: 'MFA verwenden', description: 'Jedes Konto' } }],
      ['IAM-02', { de: { guidance: 'Zweimal im Jahr' } }],
    ]);
  });

  it('takes a domain’s translated name from its first control when the file has no domain rows', () => {
    const read = readBaselineFile(
      'csv',
      [
        `${header},domain@fr`,
        'IAM-01,Use MFA,Identity,5,S,,,,,Identité',
        'IAM-02,Review,Identity,3,M,,,,,',
      ].join('\n'),
      { name: 'Mine' },
    );
    expect(read.issues).toEqual([]);
    expect(read.content?.domains[0]?.translations).toEqual({ fr: { name: 'Identité' } });
    expect(read.content?.controls.every((c) => c.translations === undefined)).toBe(true);
  });

  it.each(baselineFileFormats)('%s: exports the translations and reads them back', (format) => {
    const version = versionOf(
      portableOf({
        baseline: library.baseline,
        ...readBaselineFile('csv', withGerman, { name: 'Mine' }).content!,
      }),
    );
    const { text: file } = exportBaseline(version, format);
    const read = readBaselineFile(format, file, { name: 'Mine' });
    expect(read.issues).toEqual([]);
    expect(read.content).toEqual({ domains: version.domains, controls: version.controls });
    if (format === 'csv')
      expect(file.split('\r\n')[0]).toBe(
        `${header},id,domain_id,title@de,description@de,guidance@de,domain@de`,
      );
    if (format === 'json')
      expect(JSON.parse(file).controls[0].translations).toEqual({
        de: { title: 'MFA verwenden', description: 'Jedes Konto' },
      });
  });

  it('writes no translation columns for a baseline without translations, and only the languages it has', () => {
    const untranslated = versionOf({
      name: 'Plain',
      description: '',
      domains: [{ id: 'd', name: 'D' }],
      controls: [
        {
          id: 'a-1',
          ref: 'A-1',
          title: 'A',
          domain: 'D',
          weight: 1,
          effort: 'S',
          description: '',
          guidance: '',
          references: [],
          tags: [],
        },
      ],
    });
    expect(exportBaseline(untranslated, 'csv').text.split('\r\n')[0]).toBe(`${header},id,domain_id`);
    expect(exportBaseline(library, 'csv').text.split('\r\n')[0]).toBe(
      `${header},id,domain_id,title@de,description@de,guidance@de,domain@de,title@fr,description@fr,guidance@fr,domain@fr`,
    );
  });

  it('refuses an unknown language or a column that has no translations, naming the column and the rule', () => {
    const issues = readBaselineFile(
      'csv',
      `${header},title@it,weight@de,colour@fr\nA-1,x,D,1,S,,,,,y,2,blue`,
      {
        name: 'x',
      },
    ).issues;
    expect(issues).toEqual([
      {
        section: 'file',
        field: 'title@it',
        rule: 'Unknown language "it": translation columns are for de, fr, nl, es (the columns without @ hold the baseline\'s own text, in English)',
      },
      {
        section: 'file',
        field: 'weight@de',
        rule: 'Only title, description, guidance, domain have translation columns (like title@de)',
      },
      {
        section: 'file',
        field: 'colour@fr',
        rule: 'Only title, description, guidance, domain have translation columns (like title@de)',
      },
    ]);
    expect(
      readBaselineFile('csv', `${header},title@en\nA-1,x,D,1,S,,,,,y`, { name: 'x' }).issues[0],
    ).toMatchObject({
      field: 'title@en',
      rule: expect.stringContaining('Unknown language "en"'),
    });
    const json = JSON.stringify({
      name: 'x',
      domains: [{ name: 'D' }],
      controls: [
        { ref: 'A-1', title: 'A', domain: 'D', weight: 1, effort: 'S', translations: { it: { title: 'B' } } },
      ],
    });
    expect(readBaselineFile('json', json).issues).toEqual([
      {
        section: 'controls',
        row: 1,
        field: 'translations',
        rule: 'Translations are in de, fr, nl, es only; not it',
        code: { rule: 'unknown-field' },
      },
    ]);
  });

  it('checks translated text by the rules of the field it translates, by row and column', () => {
    const csv = [
      `${header},title@de,guidance@fr,domain@nl`,
      `A-1,Ok,D,1,S,,,,,${'x'.repeat(201)},,`,
      'A-2,Ok,D,1,S,,,,,Gut,=cmd,',
    ].join('\n');
    const titleTooLong = {
      section: 'controls',
      row: 2,
      field: 'title@de',
      rule: 'At most 200 characters',
      code: { rule: 'too-long', params: { max: 200 } },
    };
    expect(readBaselineFile('csv', csv, { name: 'x' }).issues).toEqual([
      { section: 'file', row: 3, field: 'guidance@fr', rule: expect.stringMatching(/formula/u) },
      titleTooLong,
    ]);
    expect(readBaselineFile('csv', csv.replace('=cmd', 'Bien'), { name: 'x' }).issues).toEqual([
      titleTooLong,
    ]);
    const yaml = 'name: x\ndomains: [{ name: D, translations: { de: { name: "" } } }]\ncontrols: []';
    expect(readBaselineFile('yaml', yaml).issues).toEqual([
      {
        section: 'domains',
        row: 1,
        field: 'translations.de.name',
        rule: 'Leave out a translation rather than leave it empty',
        code: { rule: 'required' },
      },
    ]);
  });
});

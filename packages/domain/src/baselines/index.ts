export {
  baselineContentSchema,
  baselineDescriptionSchema,
  baselineNameSchema,
  baselineOwnerSchema,
  baselineSchema,
  baselineStatuses,
  baselineSummarySchema,
  baselineVersionSchema,
  BASELINE_KEY_PATTERN,
  baselineKeySchema,
  BASELINE_DESCRIPTION_MAX,
  BASELINE_NAME_MAX,
  CONTROL_REF_MAX,
  CONTROL_REF_PATTERN,
  CONTROL_TAGS_MAX,
  CONTROL_TEXT_MAX,
  CONTROL_TITLE_MAX,
  CONTROLS_MAX,
  controlRefSchema,
  controlSchema,
  crossRowIssues,
  DOMAIN_NAME_MAX,
  DOMAINS_MAX,
  domainSchema,
  effortSchema,
  FRAMEWORK_REFERENCE_PATTERN,
  frameworkOf,
  frameworkReferenceSchema,
  knownFrameworks,
  REFERENCE_MAX,
  REFERENCES_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
  weightSchema,
} from './baseline.ts';
export type { Baseline, BaselineContent, BaselineIssue, BaselineOwner, BaselineStatus, BaselineSummary, BaselineVersion, Control, Domain } from './baseline.ts';
export { diffBaselineVersions, diffedControlFields } from './diff.ts';
export type { BaselineDiff, DiffedControlField, FieldChange } from './diff.ts';
export { assertEditable, baselineVersionId, nextDraftVersion, validateBaselineVersion } from './versioning.ts';
export { baselineEditSchemas, baselineIssueSchema, baselinesContracts, privateBaselineUsageSchema } from './contracts.ts';
export { libraryContracts } from './library-contracts.ts';
export {
  baselineFileFormats,
  baselineFileName,
  contentOf,
  csvColumns,
  CSV_LIST_SEPARATOR,
  exportBaseline,
  IMPORT_BYTES_MAX,
  portableBaselineSchema,
  portableOf,
  readBaselineFile,
  REPORT_ISSUES_MAX,
  requiredCsvColumns,
  YAML_ALIASES_MAX,
} from './io/index.ts';
export type { BaselineFile, BaselineFileFormat, BaselineFileRead, ImportHeader, PortableBaseline, PortableControl } from './io/index.ts';
export { globalBaselines } from './library/index.ts';

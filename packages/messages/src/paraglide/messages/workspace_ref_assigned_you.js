/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Workspace_Ref_Assigned_YouInputs */

const en_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} assigned to you`)
};

const de_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} Ihnen zugewiesen`)
};

const fr_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} vous est attribué`)
};

const nl_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} aan u toegewezen`)
};

const es_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} asignado a usted`)
};

const en_xa2_workspace_ref_assigned_you = /** @type {(inputs: Workspace_Ref_Assigned_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.ref} áššíĝñéð ţö ýöü one ]`)
};

/**
* | output |
* | --- |
* | "{ref} assigned to you" |
*
* @param {Workspace_Ref_Assigned_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_assigned_you = /** @type {((inputs: Workspace_Ref_Assigned_YouInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Ref_Assigned_YouInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_ref_assigned_you(inputs)
	if (locale === "fr") return fr_workspace_ref_assigned_you(inputs)
	if (locale === "nl") return nl_workspace_ref_assigned_you(inputs)
	if (locale === "es") return es_workspace_ref_assigned_you(inputs)
	if (locale === "en-XA") return en_xa2_workspace_ref_assigned_you(inputs)
	return en_workspace_ref_assigned_you(inputs)
});
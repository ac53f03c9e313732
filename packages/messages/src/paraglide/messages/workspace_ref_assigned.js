/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, name: NonNullable<unknown> }} Workspace_Ref_AssignedInputs */

const en_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} assigned to ${i?.name}`)
};

const de_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} zugewiesen an ${i?.name}`)
};

const fr_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} attribué à ${i?.name}`)
};

const nl_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} toegewezen aan ${i?.name}`)
};

const es_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} asignado a ${i?.name}`)
};

const en_xa2_workspace_ref_assigned = /** @type {(inputs: Workspace_Ref_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.ref} áššíĝñéð ţö ${i?.name} one t]`)
};

/**
* | output |
* | --- |
* | "{ref} assigned to {name}" |
*
* @param {Workspace_Ref_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_assigned = /** @type {((inputs: Workspace_Ref_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Ref_AssignedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_ref_assigned(inputs)
	if (locale === "fr") return fr_workspace_ref_assigned(inputs)
	if (locale === "nl") return nl_workspace_ref_assigned(inputs)
	if (locale === "es") return es_workspace_ref_assigned(inputs)
	if (locale === "en-XA") return en_xa2_workspace_ref_assigned(inputs)
	return en_workspace_ref_assigned(inputs)
});
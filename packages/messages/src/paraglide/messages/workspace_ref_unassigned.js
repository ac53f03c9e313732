/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Workspace_Ref_UnassignedInputs */

const en_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} unassigned`)
};

const de_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuweisung von ${i?.ref} aufgehoben`)
};

const fr_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} n’est plus attribué`)
};

const nl_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toewijzing van ${i?.ref} opgeheven`)
};

const es_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} sin asignar`)
};

const en_xa2_workspace_ref_unassigned = /** @type {(inputs: Workspace_Ref_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.ref} üñáššíĝñéð one]`)
};

/**
* | output |
* | --- |
* | "{ref} unassigned" |
*
* @param {Workspace_Ref_UnassignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_unassigned = /** @type {((inputs: Workspace_Ref_UnassignedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Ref_UnassignedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_ref_unassigned(inputs)
	if (locale === "fr") return fr_workspace_ref_unassigned(inputs)
	if (locale === "nl") return nl_workspace_ref_unassigned(inputs)
	if (locale === "es") return es_workspace_ref_unassigned(inputs)
	if (locale === "en-XA") return en_xa2_workspace_ref_unassigned(inputs)
	return en_workspace_ref_unassigned(inputs)
});
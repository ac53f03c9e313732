/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Workspace_Assigned_To_NameInputs */

const en_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assigned to ${i?.name}`)
};

const de_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zugewiesen an ${i?.name}`)
};

const fr_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribué à ${i?.name}`)
};

const nl_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toegewezen aan ${i?.name}`)
};

const es_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignado a ${i?.name}`)
};

const en_xa2_workspace_assigned_to_name = /** @type {(inputs: Workspace_Assigned_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åššíĝñéð ţö ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "Assigned to {name}" |
*
* @param {Workspace_Assigned_To_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assigned_to_name = /** @type {((inputs: Workspace_Assigned_To_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Assigned_To_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_assigned_to_name(inputs)
	if (locale === "fr") return fr_workspace_assigned_to_name(inputs)
	if (locale === "nl") return nl_workspace_assigned_to_name(inputs)
	if (locale === "es") return es_workspace_assigned_to_name(inputs)
	if (locale === "en-XA") return en_xa2_workspace_assigned_to_name(inputs)
	return en_workspace_assigned_to_name(inputs)
});
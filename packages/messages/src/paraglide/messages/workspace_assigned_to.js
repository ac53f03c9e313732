/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Assigned_ToInputs */

const en_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

const de_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugewiesen an`)
};

const fr_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribué à`)
};

const nl_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegewezen aan`)
};

const es_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignado a`)
};

const en_xa2_workspace_assigned_to = /** @type {(inputs: Workspace_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššíĝñéð ţö o]`)
};

/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Workspace_Assigned_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assigned_to = /** @type {((inputs?: Workspace_Assigned_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Assigned_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_assigned_to(inputs)
	if (locale === "fr") return fr_workspace_assigned_to(inputs)
	if (locale === "nl") return nl_workspace_assigned_to(inputs)
	if (locale === "es") return es_workspace_assigned_to(inputs)
	if (locale === "en-XA") return en_xa2_workspace_assigned_to(inputs)
	return en_workspace_assigned_to(inputs)
});
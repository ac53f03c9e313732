/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ effort: NonNullable<unknown> }} Workspace_EffortInputs */

const en_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Effort ${i?.effort}`)
};

const de_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aufwand ${i?.effort}`)
};

const fr_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Effort ${i?.effort}`)
};

const nl_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inspanning ${i?.effort}`)
};

const es_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esfuerzo ${i?.effort}`)
};

const en_xa2_workspace_effort = /** @type {(inputs: Workspace_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éƒƒöŕţ ${i?.effort} on]`)
};

/**
* | output |
* | --- |
* | "Effort {effort}" |
*
* @param {Workspace_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_effort = /** @type {((inputs: Workspace_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_effort(inputs)
	if (locale === "fr") return fr_workspace_effort(inputs)
	if (locale === "nl") return nl_workspace_effort(inputs)
	if (locale === "es") return es_workspace_effort(inputs)
	if (locale === "en-XA") return en_xa2_workspace_effort(inputs)
	return en_workspace_effort(inputs)
});
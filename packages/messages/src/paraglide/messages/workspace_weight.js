/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weight: NonNullable<unknown> }} Workspace_WeightInputs */

const en_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight ${i?.weight}`)
};

const de_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewicht ${i?.weight}`)
};

const fr_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids ${i?.weight}`)
};

const nl_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewicht ${i?.weight}`)
};

const es_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso ${i?.weight}`)
};

const en_xa2_workspace_weight = /** @type {(inputs: Workspace_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ${i?.weight} on]`)
};

/**
* | output |
* | --- |
* | "Weight {weight}" |
*
* @param {Workspace_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_weight = /** @type {((inputs: Workspace_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_weight(inputs)
	if (locale === "fr") return fr_workspace_weight(inputs)
	if (locale === "nl") return nl_workspace_weight(inputs)
	if (locale === "es") return es_workspace_weight(inputs)
	if (locale === "en-XA") return en_xa2_workspace_weight(inputs)
	return en_workspace_weight(inputs)
});
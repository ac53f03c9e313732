/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_In_UseInputs */

const en_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment already uses this version.`)
};

const de_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung verwendet diese Version bereits.`)
};

const fr_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation utilise déjà cette version.`)
};

const nl_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling gebruikt deze versie al.`)
};

const es_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta evaluación ya usa esta versión.`)
};

const en_xa2_refusal_version_in_use = /** @type {(inputs: Refusal_Version_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ áļŕéáðý üšéš ţĥíš ṽéŕšíöñ. one two thre]`)
};

/**
* | output |
* | --- |
* | "This assessment already uses this version." |
*
* @param {Refusal_Version_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_in_use = /** @type {((inputs?: Refusal_Version_In_UseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_In_UseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_in_use(inputs)
	if (locale === "fr") return fr_refusal_version_in_use(inputs)
	if (locale === "nl") return nl_refusal_version_in_use(inputs)
	if (locale === "es") return es_refusal_version_in_use(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_in_use(inputs)
	return en_refusal_version_in_use(inputs)
});
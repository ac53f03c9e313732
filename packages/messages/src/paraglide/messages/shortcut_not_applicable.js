/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Not_ApplicableInputs */

const en_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not applicable, then the next control`)
};

const de_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht anwendbar, dann nächste Kontrolle`)
};

const fr_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non applicable, puis contrôle suivant`)
};

const nl_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet van toepassing, dan volgende control`)
};

const es_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aplicable y pasar al siguiente control`)
};

const en_xa2_shortcut_not_applicable = /** @type {(inputs: Shortcut_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ áþþļíçáƀļé, ţĥéñ ţĥé ñéẋţ çöñţŕöļ one two th]`)
};

/**
* | output |
* | --- |
* | "Not applicable, then the next control" |
*
* @param {Shortcut_Not_ApplicableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_not_applicable = /** @type {((inputs?: Shortcut_Not_ApplicableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Not_ApplicableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_not_applicable(inputs)
	if (locale === "fr") return fr_shortcut_not_applicable(inputs)
	if (locale === "nl") return nl_shortcut_not_applicable(inputs)
	if (locale === "es") return es_shortcut_not_applicable(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_not_applicable(inputs)
	return en_shortcut_not_applicable(inputs)
});
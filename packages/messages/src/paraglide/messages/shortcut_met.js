/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_MetInputs */

const en_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met, then the next control`)
};

const de_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfüllt, dann nächste Kontrolle`)
};

const fr_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfait, puis contrôle suivant`)
};

const nl_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voldaan, dan volgende control`)
};

const es_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cumplido y pasar al siguiente control`)
};

const en_xa2_shortcut_met = /** @type {(inputs: Shortcut_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéţ, ţĥéñ ţĥé ñéẋţ çöñţŕöļ one tw]`)
};

/**
* | output |
* | --- |
* | "Met, then the next control" |
*
* @param {Shortcut_MetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_met = /** @type {((inputs?: Shortcut_MetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_MetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_met(inputs)
	if (locale === "fr") return fr_shortcut_met(inputs)
	if (locale === "nl") return nl_shortcut_met(inputs)
	if (locale === "es") return es_shortcut_met(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_met(inputs)
	return en_shortcut_met(inputs)
});
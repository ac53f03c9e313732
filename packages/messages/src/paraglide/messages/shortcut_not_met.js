/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Not_MetInputs */

const en_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not met, then the next control`)
};

const de_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erfüllt, dann nächste Kontrolle`)
};

const fr_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non satisfait, puis contrôle suivant`)
};

const nl_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet voldaan, dan volgende control`)
};

const es_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cumplido y pasar al siguiente control`)
};

const en_xa2_shortcut_not_met = /** @type {(inputs: Shortcut_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ɱéţ, ţĥéñ ţĥé ñéẋţ çöñţŕöļ one two ]`)
};

/**
* | output |
* | --- |
* | "Not met, then the next control" |
*
* @param {Shortcut_Not_MetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_not_met = /** @type {((inputs?: Shortcut_Not_MetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Not_MetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_not_met(inputs)
	if (locale === "fr") return fr_shortcut_not_met(inputs)
	if (locale === "nl") return nl_shortcut_not_met(inputs)
	if (locale === "es") return es_shortcut_not_met(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_not_met(inputs)
	return en_shortcut_not_met(inputs)
});
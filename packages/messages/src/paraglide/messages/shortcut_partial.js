/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_PartialInputs */

const en_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partial, then the next control`)
};

const de_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilweise, dann nächste Kontrolle`)
};

const fr_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partiel, puis contrôle suivant`)
};

const nl_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeeltelijk, dan volgende control`)
};

const es_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcial y pasar al siguiente control`)
};

const en_xa2_shortcut_partial = /** @type {(inputs: Shortcut_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕţíáļ, ţĥéñ ţĥé ñéẋţ çöñţŕöļ one two ]`)
};

/**
* | output |
* | --- |
* | "Partial, then the next control" |
*
* @param {Shortcut_PartialInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_partial = /** @type {((inputs?: Shortcut_PartialInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_PartialInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_partial(inputs)
	if (locale === "fr") return fr_shortcut_partial(inputs)
	if (locale === "nl") return nl_shortcut_partial(inputs)
	if (locale === "es") return es_shortcut_partial(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_partial(inputs)
	return en_shortcut_partial(inputs)
});
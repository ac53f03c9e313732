/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_ClearInputs */

const en_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear the status`)
};

const de_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status löschen`)
};

const fr_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer le statut`)
};

const nl_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status wissen`)
};

const es_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar el estado`)
};

const en_xa2_shortcut_clear = /** @type {(inputs: Shortcut_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ţĥé šţáţüš one]`)
};

/**
* | output |
* | --- |
* | "Clear the status" |
*
* @param {Shortcut_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_clear = /** @type {((inputs?: Shortcut_ClearInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_ClearInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_clear(inputs)
	if (locale === "fr") return fr_shortcut_clear(inputs)
	if (locale === "nl") return nl_shortcut_clear(inputs)
	if (locale === "es") return es_shortcut_clear(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_clear(inputs)
	return en_shortcut_clear(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_CreatedInputs */

const en_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const de_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const fr_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé`)
};

const nl_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemaakt`)
};

const es_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado`)
};

const en_xa2_console_created = /** @type {(inputs: Console_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ]`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Console_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_created = /** @type {((inputs?: Console_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_CreatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_created(inputs)
	if (locale === "fr") return fr_console_created(inputs)
	if (locale === "nl") return nl_console_created(inputs)
	if (locale === "es") return es_console_created(inputs)
	if (locale === "en-XA") return en_xa2_console_created(inputs)
	return en_console_created(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Emulators_OnInputs */

const en_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In use (local stack)`)
};

const de_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Gebrauch (lokaler Stack)`)
};

const fr_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisés (pile locale)`)
};

const nl_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In gebruik (lokale stack)`)
};

const es_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En uso (entorno local)`)
};

const en_xa2_dev_emulators_on = /** @type {(inputs: Dev_Emulators_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ üšé (ļöçáļ šţáçķ) one ]`)
};

/**
* | output |
* | --- |
* | "In use (local stack)" |
*
* @param {Dev_Emulators_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_emulators_on = /** @type {((inputs?: Dev_Emulators_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Emulators_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_emulators_on(inputs)
	if (locale === "fr") return fr_dev_emulators_on(inputs)
	if (locale === "nl") return nl_dev_emulators_on(inputs)
	if (locale === "es") return es_dev_emulators_on(inputs)
	if (locale === "en-XA") return en_xa2_dev_emulators_on(inputs)
	return en_dev_emulators_on(inputs)
});
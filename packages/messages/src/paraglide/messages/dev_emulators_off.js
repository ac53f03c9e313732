/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Emulators_OffInputs */

const en_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not in use`)
};

const de_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht in Gebrauch`)
};

const fr_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non utilisés`)
};

const nl_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet in gebruik`)
};

const es_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin uso`)
};

const en_xa2_dev_emulators_off = /** @type {(inputs: Dev_Emulators_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ íñ üšé o]`)
};

/**
* | output |
* | --- |
* | "Not in use" |
*
* @param {Dev_Emulators_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_emulators_off = /** @type {((inputs?: Dev_Emulators_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Emulators_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_emulators_off(inputs)
	if (locale === "fr") return fr_dev_emulators_off(inputs)
	if (locale === "nl") return nl_dev_emulators_off(inputs)
	if (locale === "es") return es_dev_emulators_off(inputs)
	if (locale === "en-XA") return en_xa2_dev_emulators_off(inputs)
	return en_dev_emulators_off(inputs)
});
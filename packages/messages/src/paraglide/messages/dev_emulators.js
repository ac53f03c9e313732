/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_EmulatorsInputs */

const en_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emulators`)
};

const de_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emulatoren`)
};

const fr_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émulateurs`)
};

const nl_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emulators`)
};

const es_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emuladores`)
};

const en_xa2_dev_emulators = /** @type {(inputs: Dev_EmulatorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱüļáţöŕš ]`)
};

/**
* | output |
* | --- |
* | "Emulators" |
*
* @param {Dev_EmulatorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_emulators = /** @type {((inputs?: Dev_EmulatorsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_EmulatorsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_emulators(inputs)
	if (locale === "fr") return fr_dev_emulators(inputs)
	if (locale === "nl") return nl_dev_emulators(inputs)
	if (locale === "es") return es_dev_emulators(inputs)
	if (locale === "en-XA") return en_xa2_dev_emulators(inputs)
	return en_dev_emulators(inputs)
});